import { longDateFr } from '../../french-formats';
import { BRAND } from '../../site';

/** What the three legal pages share in Canadian French (decision 0062). */
export const TITLE_SUFFIX_FR = ` | ${BRAND}`;
export const CONTENTS_HEADING_FR = 'Sur cette page';
/** Privacy and terms were last updated on the day the site was built (docs/spec/DECISIONS.md "Legal"). */
export const lastUpdatedFr = (buildDate: string): string => `Dernière mise à jour\u00a0: ${longDateFr(buildDate)}`;
