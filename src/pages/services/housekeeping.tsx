import { HOUSEKEEPING_PAGE } from '../../content/info-pages/housekeeping';
import { ServicePage } from '../../features/info-page/info-page';

// The page's Service block comes with its chunk (src/features/info-page/service-json-ld.ts).
export { serviceJsonLdFor as jsonLd } from '../../features/info-page/service-json-ld';

export default function HousekeepingPage() {
  return <ServicePage content={HOUSEKEEPING_PAGE} />;
}
