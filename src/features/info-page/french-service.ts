import type { ServiceType } from '../../content/service-list';
import { FR_SERVICE_PAGE_META } from '../../content/info-pages/fr/service-meta';
import { FR_CRUMBS, FR_SERVICES, frServiceByType } from '../../content/info-pages/fr/services';
import { FR_HOME_PATH, FR_SERVICES_PATH } from '../../content/info-pages/fr/paths';
import { INFO_PAGE_WORDS_FR } from '../../content/info-pages/fr/words';
import { serviceJsonLd, type JsonLd } from '../../shared/seo/json-ld';
import { serviceListJsonLd } from '../../shared/seo/service-list-json-ld';

/**
 * A French service page's head (decision 0063): its title and description, its breadcrumbs
 * Accueil > Services > the page, all in French, with the page's chunk.
 */
export function frenchServiceMeta(serviceType: ServiceType) {
  const service = frServiceByType(serviceType);
  return {
    ...FR_SERVICE_PAGE_META[serviceType],
    breadcrumbs: [
      { name: FR_CRUMBS.home, path: FR_HOME_PATH },
      { name: FR_CRUMBS.services, path: FR_SERVICES_PATH },
      { name: service.title, path: service.path },
    ],
  };
}

/** A block said in French: `inLanguage: 'fr-CA'` beside its schema.org type's own fields (as the language pages' blocks, decision 0051). */
const inFrench = <T extends JsonLd>(block: T) => Object.assign(block, { inLanguage: INFO_PAGE_WORDS_FR.lang });

/** A French service page's Service block: its French name, description and address. */
export const frenchServiceJsonLd = (serviceType: ServiceType): readonly JsonLd[] => [inFrench(serviceJsonLd(frServiceByType(serviceType)))];

/** /fr/services: the ten services in French as an ItemList. */
export const frenchServiceListJsonLd = (): readonly JsonLd[] => [inFrench(serviceListJsonLd(FR_SERVICES))];
