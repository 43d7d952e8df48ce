import { CARE_COST_META } from '../content/pages/meta/care-cost';
import { CARE_COST_PAGE } from '../content/pages/care-cost-calculator';
import { CareCostPage } from '../features/calculators/care-cost-page';
import { webApplicationJsonLd } from '../shared/seo/web-application-json-ld';
import { formatCad } from '../shared/lib/money';
import { InfoSectionsOnApproach } from '../features/info-page/info-sections-on-approach';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { CARE_COST_META as meta } from '../content/pages/meta/care-cost';

export const jsonLd = [webApplicationJsonLd({ ...CARE_COST_META, path: '/care-cost-calculator' })];

/** What the rate includes, under the calculator (one array for the part's lifetime). */
const INCLUDED = [CARE_COST_PAGE.included];

/**
 * /care-cost-calculator (docs/spec/SPEC.md §2.6, §4.5, §9.3): the calculator, what the rate includes, the
 * note that the figures are estimates, and the way on to a consultation or the care finder. Its
 * French twin is src/pages/fr/calculateur-du-cout-des-soins.tsx (decision 0070).
 */
export default function CareCostCalculatorPage() {
  return <CareCostPage words={CARE_COST_PAGE} formatMoney={formatCad} included={<InfoSectionsOnApproach sections={INCLUDED} words={INFO_PAGE_WORDS} />} />;
}
