import { CARE_COST_META_FR, CARE_COST_PATH_FR, CARE_COST_WORDS_FR } from '../../content/pages/fr/care-cost-calculator';
import { INFO_PAGE_WORDS_FR } from '../../content/info-pages/fr/words';
import { FRENCH_LANG } from '../../content/french-paths';
import { formatCadFr } from '../../content/french-formats';
import { CareCostPage } from '../../features/calculators/care-cost-page';
import { InfoSectionsOnApproach } from '../../features/info-page/info-sections-on-approach';
import { webApplicationJsonLd } from '../../shared/seo/web-application-json-ld';

// In French: its title, description and breadcrumbs (Accueil > Calculateur du coût des soins) come with its chunk (decision 0070).
export const meta = CARE_COST_META_FR;

/** The calculator as a free web application, in French. */
export const jsonLd = [{ ...webApplicationJsonLd({ ...CARE_COST_META_FR, path: CARE_COST_PATH_FR }), inLanguage: FRENCH_LANG }];

/** What the rate includes, under the calculator (one array for the part's lifetime). */
const INCLUDED = [CARE_COST_WORDS_FR.included];

/** /fr/calculateur-du-cout-des-soins: the care cost calculator in Canadian French, the same machine, money written "36,75 $". */
export default function CareCostCalculatorPageFr() {
  return (
    <CareCostPage words={CARE_COST_WORDS_FR} formatMoney={formatCadFr} included={<InfoSectionsOnApproach sections={INCLUDED} words={INFO_PAGE_WORDS_FR} />} />
  );
}
