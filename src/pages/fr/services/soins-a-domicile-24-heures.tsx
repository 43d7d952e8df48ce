import { LIVE_IN_PAGE_FR } from '../../../content/info-pages/fr/live-in';
import { INFO_PAGE_WORDS_FR } from '../../../content/info-pages/fr/words';
import { frenchServiceJsonLd, frenchServiceMeta } from '../../../features/info-page/french-service';
import { ServicePage } from '../../../features/info-page/info-page';

// In French: its title, description and breadcrumbs, and its Service block, come with its chunk (decision 0063).
export const meta = frenchServiceMeta('LiveInCare');
export const jsonLd = frenchServiceJsonLd('LiveInCare');

export default function LiveInCarePageFr() {
  return <ServicePage content={LIVE_IN_PAGE_FR} words={INFO_PAGE_WORDS_FR} />;
}
