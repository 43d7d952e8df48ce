import { FALL_PREVENTION_PAGE } from '../../content/info-pages/fall-prevention';
import { ServicePage } from '../../features/info-page/info-page';
import { SERVICE_PAGE_META } from '../../content/info-pages/service-meta';
import { INFO_PAGE_WORDS } from '../../content/info-pages/words';

// The page's Service block comes with its chunk (src/features/info-page/service-json-ld.ts).
export { serviceJsonLdFor as jsonLd } from '../../features/info-page/service-json-ld';

export const meta = SERVICE_PAGE_META.ChronicIllnessSupport;

export default function FallPreventionPage() {
  return <ServicePage content={FALL_PREVENTION_PAGE} words={INFO_PAGE_WORDS} />;
}
