import { FR_SERVICES, FR_SERVICES_META, FR_SERVICES_PAGE } from '../../content/info-pages/fr/services';
import { INFO_PAGE_WORDS_FR } from '../../content/info-pages/fr/words';
import { frenchServiceListJsonLd } from '../../features/info-page/french-service';
import { ServicesCatalogue } from '../../features/info-page/services-catalogue';

export const meta = FR_SERVICES_META;
// The ten services in French as structured data, with the page's chunk.
export const jsonLd = frenchServiceListJsonLd();

/** /fr/services: the ten services as cards, each linking to its French page (decision 0063). */
export default function ServicesPageFr() {
  return <ServicesCatalogue page={FR_SERVICES_PAGE} services={FR_SERVICES} actionText={INFO_PAGE_WORDS_FR.actions} />;
}
