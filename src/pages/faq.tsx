import { FAQ_PAGE } from '../content/pages/faq';
import { FaqPageView } from '../features/faq/faq-page-view';
import { faqPageJsonLd } from '../shared/seo/json-ld';
export { FAQ_META as meta } from '../content/pages/meta/faq';

/** Every question of the FAQ page as FAQPage structured data. */
export const jsonLd = [faqPageJsonLd(FAQ_PAGE.groups.flatMap((g) => g.items))];

/** /faq: four groups of questions, each its own single-open accordion. */
export default function FaqPage() {
  return <FaqPageView page={FAQ_PAGE} />;
}
