import { SERVICES } from '../../content/services';
import { type JsonLd } from '../../shared/seo/json-ld';
import { serviceJsonLd } from '../../shared/seo/json-ld';

/**
 * A service page's Service block (docs/spec/SPEC.md §2.6), built from the service's facts in the
 * page's own chunk, not in the route registry every page loads. Each service page module exports
 * it as its `jsonLd`, a function of the route's path.
 */
export function serviceJsonLdFor(path: string): readonly JsonLd[] {
  const service = SERVICES.find((s) => s.path === path);
  if (!service) throw new Error(`No service at ${path} in src/content/services.ts`);
  return [serviceJsonLd(service)];
}
