import { FRENCH_LANG } from '../french-paths';
import {
  CHROME,
  HEADER_LINKS,
  LANGUAGES_LINK,
  LOCATIONS_MENU,
  LOCATIONS_PATH,
  VIEW_ALL_LOCATIONS_LABEL,
  type Audience,
  type AudienceChrome,
} from '../navigation';
import { BRAND, SITE_LANG } from '../site';
import type { NewsletterWords } from '../forms';

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
 * `CHROME_WORDS_EN` (built from the constants the chrome always read) and the footer's and phone
 * menu's English words with those parts (./footer-words.ts, ./drawer-words.ts); French pages load
 * ./chrome.fr-CA.ts, all of it, as a chunk of its own. The chat is not here: it stays English.
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
  /** The burger's names. */
  mobileMenu: { open: string; close: string };
  /** The phone menu's panel (its own chunk, loaded on first open). */
  drawer: { title: string; navLabel: string; locationsLabel: string; call: (phone: string) => string };
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
    /** The newsletter form's words: its edition is the chrome's language (French on French pages, English elsewhere). */
    newsletter: NewsletterWords;
  };
}

/**
 * What the chrome shows before any of its later parts load: every key but the footer's and the
 * phone menu panel's, which come with their own chunks (src/app/layout/footer.tsx,
 * mobile-menu-drawer.tsx), so English pages' first load carries only these.
 */
export type ChromeFirstWords = Omit<ChromeWords, 'footer' | 'drawer'>;

/** The chrome's English words at first load: the site's constants, gathered. */
export const CHROME_WORDS_EN: ChromeFirstWords = {
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
  mobileMenu: { open: 'Open menu', close: 'Close menu' },
  languageNavLabel: 'Language',
  breadcrumbLabel: 'Breadcrumb',
  englishOnlyNote: '',
};

/** Whether a page's language has chrome words of its own (French), or shows the English chrome marked as English. */
export const hasOwnChrome = (lang: string | undefined): lang is typeof FRENCH_LANG => lang === FRENCH_LANG;
