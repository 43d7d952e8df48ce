import { FAQ_META_FR, FAQ_PAGE_FR } from '../../content/pages/fr/faq';
import { FaqPageView } from '../../features/faq/faq-page-view';
import { faqPageJsonLd } from '../../shared/seo/json-ld';

// In French: its title, description and breadcrumbs (Accueil > Foire aux questions) come with its chunk (decision 0064).
export const meta = FAQ_META_FR;

/** Every question of the French FAQ as FAQPage structured data, in French. */
export const jsonLd = [faqPageJsonLd(FAQ_PAGE_FR.groups.flatMap((g) => g.items))];

/** /fr/faq: the FAQ in Canadian French, the same accordion. */
export default function FaqPageFr() {
  return <FaqPageView page={FAQ_PAGE_FR} />;
}
