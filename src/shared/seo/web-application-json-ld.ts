import { absoluteUrl, ORGANIZATION_ID } from './json-ld';
import type { WebApplication, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

/** A free calculator page (/care-cost-calculator, /franchise's earnings calculator) as a web application. */
export function webApplicationJsonLd(meta: { title: string; description: string; path: string }): WithContext<WebApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(meta.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (in the browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'CAD' },
    provider: { '@id': ORGANIZATION_ID },
  };
}
