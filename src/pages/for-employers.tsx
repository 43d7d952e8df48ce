import { FOR_EMPLOYERS_PAGE } from '../content/pages/for-employers';
import { FOR_EMPLOYERS_META } from '../content/pages/meta/for-employers';
import { InfoPage } from '../features/info-page/info-page';
import { serviceJsonLd } from '../shared/seo/json-ld';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { FOR_EMPLOYERS_META as meta } from '../content/pages/meta/for-employers';

export const jsonLd = [
  serviceJsonLd({
    title: 'Corporate Eldercare Benefit',
    description: FOR_EMPLOYERS_META.description,
    path: '/for-employers',
    serviceType: 'Corporate eldercare benefit',
  }),
];

/** /for-employers (docs/spec/SPEC.md §2.6): the corporate eldercare benefit; its buttons go to /contact. */
export default function ForEmployersPage() {
  return <InfoPage content={FOR_EMPLOYERS_PAGE} words={INFO_PAGE_WORDS} />;
}
