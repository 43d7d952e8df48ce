import { SERVICES_PAGE } from '../content/pages/services';
import { SERVICES } from '../content/services';
import { ServicesCatalogue } from '../features/info-page/services-catalogue';
import { serviceListJsonLd } from '../shared/seo/service-list-json-ld';
export { SERVICES_META as meta } from '../content/pages/meta/services';

// The list of the ten services as structured data, with the page's chunk.
export const jsonLd = [serviceListJsonLd(SERVICES)];

/** /services: the ten services as cards, each linking to its own page. */
export default function ServicesPage() {
  return <ServicesCatalogue page={SERVICES_PAGE} services={SERVICES} />;
}
