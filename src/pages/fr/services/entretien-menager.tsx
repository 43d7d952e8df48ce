import { HOUSEKEEPING_PAGE_FR } from '../../../content/info-pages/fr/housekeeping';
import { INFO_PAGE_WORDS_FR } from '../../../content/info-pages/fr/words';
import { frenchServiceJsonLd, frenchServiceMeta } from '../../../features/info-page/french-service';
import { ServicePage } from '../../../features/info-page/info-page';

// In French: its title, description and breadcrumbs, and its Service block, come with its chunk (decision 0063).
export const meta = frenchServiceMeta('Housekeeping');
export const jsonLd = frenchServiceJsonLd('Housekeeping');

export default function HousekeepingPageFr() {
  return <ServicePage content={HOUSEKEEPING_PAGE_FR} words={INFO_PAGE_WORDS_FR} />;
}
