import { HOUSEKEEPING_PAGE } from '../../content/info-pages/housekeeping';
import { ServicePage } from '../../features/info-page/info-page';
import { SERVICE_PAGE_META } from '../../content/info-pages/service-meta';
import { INFO_PAGE_WORDS } from '../../content/info-pages/words';

// The page's Service block comes with its chunk (src/features/info-page/service-json-ld.ts).
export { serviceJsonLdFor as jsonLd } from '../../features/info-page/service-json-ld';

export const meta = SERVICE_PAGE_META.Housekeeping;

export default function HousekeepingPage() {
  return <ServicePage content={HOUSEKEEPING_PAGE} words={INFO_PAGE_WORDS} />;
}
