import { FRENCH_LANG } from '../french-paths';
import { CHROME, FOOTER_COLUMNS, HEADER_LINKS, LANGUAGES_LINK, LEGAL_LINKS, LOCATIONS_MENU, LOCATIONS_PATH, VIEW_ALL_LOCATIONS_LABEL, type Audience, type AudienceChrome } from '../navigation';
import { BRAND, CONTACT_HOURS, HEAD_OFFICE, SITE_LANG, TAGLINE } from '../site';

/**
 * A link of the chrome. `englishOnly`: the chrome is in another language and the page it leads to
 * is English only (blog, careers, franchise...): the link says so ("(en anglais)", `hreflang="en"`).
 */
export interface ChromeLink {
  label: string;
  to: string;
  englishOnly?: boolean;
}

/** What the chrome says to one audience (the English `AudienceChrome`, its links possibly English-only). */
export interface ChromeAudience {
  primary: ChromeLink & { shortLabel: string };
  stickyBar: { note: string; action: ChromeLink; callLabel: string };
}

/**
 * Every word of the chrome (skip link, header, Locations menu, phone menu, sticky bar, footer,
 * breadcrumbs' landmark), in one language (decision 0062). Every key is required: a language's
 * module that lacks one fails the typecheck, and never shows English. English pages read
 * `CHROME_WORDS_EN` (built from the constants the chrome always read); French pages load
 * ./chrome.fr-CA.ts as a chunk of its own. The chat is not here: it stays English.
 */
export interface ChromeWords {
  /** The words' language (BCP 47). */
  lang: string;
  skipLink: string;
  /** The home page of this language: the logo's link. */
  home: string;
  logo: { title: string; subtitle: string };
  mainNavLabel: string;
  header: Readonly<Record<keyof typeof HEADER_LINKS, ChromeLink>>;
  locationsMenu: { cities: readonly ChromeLink[]; languages: ChromeLink; viewAll: ChromeLink };
  /** The header's primary button and the sticky bar, for each audience (src/app/audience.ts). */
  audiences: Readonly<Record<Audience, ChromeAudience>>;
  stickyBarLabel: string;
  /** The sticky bar's call button's name: "Call Us: 1-888-555-0142". */
  callName: (callLabel: string, phone: string) => string;
  mobileMenu: { title: string; open: string; close: string; navLabel: string; locationsLabel: string; call: (phone: string) => string };
  /** The header's language switch: its landmark's name. */
  languageNavLabel: string;
  breadcrumbLabel: string;
  /** Said after a link to an English-only page ('' when the chrome is English). */
  englishOnlyNote: string;
  footer: {
    brand: string;
    tagline: string;
    headOffice: string;
    /** Each line of the contact hours: 'Monday to Friday: 8 AM - 8 PM'. */
    hours: readonly string[];
    columns: readonly { title: string; links: readonly ChromeLink[] }[];
    followUsLabel: string;
    newTab: string;
    legalLabel: string;
    legal: readonly ChromeLink[];
    rights: (year: number) => string;
  };
}

/** The chrome's English words: the site's constants, gathered (English pages' first load carries them already). */
export const CHROME_WORDS_EN: ChromeWords = {
  lang: SITE_LANG,
  skipLink: 'Skip to main content',
  home: '/',
  logo: { title: `${BRAND}: home`, subtitle: 'Home Care' },
  mainNavLabel: 'Main',
  header: HEADER_LINKS,
  locationsMenu: { cities: LOCATIONS_MENU, languages: LANGUAGES_LINK, viewAll: { label: VIEW_ALL_LOCATIONS_LABEL, to: LOCATIONS_PATH } },
  audiences: CHROME satisfies Readonly<Record<Audience, AudienceChrome>>,
  stickyBarLabel: 'Quick actions',
  callName: (callLabel, phone) => `${callLabel}: ${phone}`,
  mobileMenu: { title: 'Menu', open: 'Open menu', close: 'Close menu', navLabel: 'Mobile', locationsLabel: HEADER_LINKS.locations.label, call: (phone) => `Call ${phone}` },
  languageNavLabel: 'Language',
  breadcrumbLabel: 'Breadcrumb',
  englishOnlyNote: '',
  footer: {
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
  },
};

/** Whether a page's language has chrome words of its own (French), or shows the English chrome marked as English. */
export const hasOwnChrome = (lang: string | undefined): lang is typeof FRENCH_LANG => lang === FRENCH_LANG;
