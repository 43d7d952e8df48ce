import { FOOTER_COLUMNS, LEGAL_LINKS } from '../navigation';
import { BRAND, CONTACT_HOURS, HEAD_OFFICE, TAGLINE } from '../site';
import { NEWSLETTER_WORDS_EN } from '../forms';
import type { ChromeWords } from './words';

/** The footer's English words, in the footer's own chunk (English pages' first load carries none of them). */
export const FOOTER_WORDS_EN: ChromeWords['footer'] = {
  brand: BRAND,
  tagline: TAGLINE,
  headOffice: `Head office: ${HEAD_OFFICE.label}`,
  hours: CONTACT_HOURS.map((h) => `${h.days}: ${h.hours}`),
  columns: FOOTER_COLUMNS,
  followUsLabel: 'Follow us',
  newTab: '(opens in a new tab)',
  legalLabel: 'Legal',
  legal: LEGAL_LINKS,
  rights: (year) => `© ${year} ${BRAND}. All rights reserved.`,
  newsletter: NEWSLETTER_WORDS_EN,
};
