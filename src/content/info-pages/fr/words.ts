import { INFO_EMAIL, PHONE } from '../../site';
import { FRENCH_LANG } from '../../french-paths';
import { frenchLink } from '../../french-links';
import { HEADER_LINKS } from '../../navigation';
import { frenchTime } from '../../french-formats';
import type { CtaAction, PageLink } from '../types';
import type { InfoPageWords } from '../words';

/**
 * The information page template's words in Canadian French (decision 0063), and what French pages
 * say of a page that is not in French: its name ends "(en anglais)" and its link says `hreflang="en"`
 * (decision 0052).
 */

/** The language of a page a French page links to when that page exists only in English. */
export const ENGLISH_HREFLANG = 'en';

/** A link's words to a page that is in English only. */
export const inEnglish = (label: string): string => `${label} (en anglais)`;

/** A link to a page in English only, from a French page. */
export const englishLink = (label: string, to: string): PageLink => ({ label: inEnglish(label), to, hrefLang: ENGLISH_HREFLANG });

/** A call to action's button to a page in English only, from a French page. */
export const englishAction = (label: string, to: string): CtaAction => ({ kind: 'link', ...englishLink(label, to) });

/** A call to action's button to the French twin of a page (`frenchLink`: the English page, said so, while it has none). */
export const frenchAction = (label: string, englishPath: string): CtaAction => ({ kind: 'link', ...frenchLink(label, englishPath) });

/**
 * The service inquiry from a French page: the French contact page, /fr/nous-joindre (decision 0068),
 * its message naming the service as the office reads it (decision 0052).
 */
export const frenchInquiry = (label: string): CtaAction => ({ kind: 'serviceInquiry', ...frenchLink(label, HEADER_LINKS.contact.to) });

/** A time of day from minutes after midnight as Canadian French writes it: '9 h', '18 h 30' (src/content/french-formats.ts). */
export const heureFr = (minutesOfDay: number): string => frenchTime(`${Math.floor(minutesOfDay / 60)}:${String(minutesOfDay % 60).padStart(2, '0')}`);

/** The template's words in Canadian French. */
export const INFO_PAGE_WORDS_FR = {
  lang: FRENCH_LANG,
  quoteLabel: (name) => `Les mots de ${name}`,
  stepLabel: (n) => `Étape ${n}\u00a0: `,
  clockTime: heureFr,
  // French puts a no-break space before the colon.
  scheduleEntry: (time, title) => `${time}\u00a0: ${title}`,
  actions: {
    phone: `Appeler le ${PHONE.display}`,
    email: `Écrire à ${INFO_EMAIL}`,
    messaging: 'Écrire sur WhatsApp',
    newTab: ' (s’ouvre dans un nouvel onglet)',
  },
} as const satisfies InfoPageWords;
