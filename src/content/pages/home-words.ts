import type { IconName } from '../icons';
import type { TitledText } from '../info-pages/types';
import { HOME_VOICES, type CarouselText, type Testimonial } from '../testimonials';
import {
  HOME_CAREGIVERS,
  HOME_COMMUNITIES,
  HOME_COMPARISON,
  HOME_CTA,
  HOME_FAQ,
  HOME_FEATURED_QUOTE,
  HOME_HERO,
  HOME_PRESS,
  HOME_SERVICES,
  HOME_STEPS,
  HOME_VALUES,
} from './home';
import { HOME_META } from './meta/home';

/** A link of the home page; `hrefLang` when it leads to a page in another language (a French page's link to an English-only one). */
export interface HomeLink {
  label: string;
  to: string;
  hrefLang?: string;
}

/**
 * Every word of the home page (docs/spec/SPEC.md §2.5), in one language (decisions 0052 and 0062):
 * the English module (`HOME_WORDS_EN`, below, gathered from ./home.ts and its neighbours) and the
 * French one (./home.fr-CA.ts) satisfy it, so a missing French string fails the typecheck. The
 * page module of each language gives its words to the same sections (src/features/home/).
 */
export interface HomeWords {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    primaryCta: HomeLink;
    secondaryCta: HomeLink;
    trustLabel: string;
    trustBadges: readonly { title: string; detail: string }[];
    illustrationAlt: string;
  };
  press: { heading: string; logos: readonly string[]; link: HomeLink };
  services: { heading: string; lead: string; cards: readonly { title: string; text: string; icon: IconName }[]; link: HomeLink };
  voices: { heading: string; lead: string; carouselLabel: string; readMore: HomeLink; testimonials: readonly Testimonial[]; carousel: CarouselText };
  cta: {
    heading: string;
    lead: string;
    formHeading: string;
    consultation: HomeLink;
    franchise: HomeLink;
    guide: HomeLink;
    /** Where the band's form is not in this language: the way to write instead (the contact page). */
    contact: HomeLink;
    phone: string;
  };
  steps: { heading: string; steps: readonly TitledText[]; stepLabel: (n: number) => string };
  values: { heading: string; values: readonly { title: string; text: string; icon: IconName }[] };
  caregivers: {
    heading: string;
    lead: string;
    badges: readonly string[];
    badgesLabel: string;
    speaksLabel: string;
    caregivers: readonly { name: string; role: string; languages: readonly string[]; bio: string }[];
  };
  /** The cities by their names in the location dataset (src/content/cities.ts), each linked by `cityLink` to its page. */
  communities: { heading: string; lead: string; cities: readonly string[]; cityLink: (label: string, path: string) => HomeLink; allLocations: HomeLink };
  comparison: {
    heading: string;
    caption: string;
    columns: { feature: string; us: string; others: string };
    yes: string;
    no: string;
    rows: readonly { feature: string; us: boolean; others: boolean }[];
  };
  featuredQuote: { heading: string; quote: string; name: string; city: string; relation: string };
  faq: { heading: string; items: readonly { question: string; answer: string }[]; more: HomeLink };
}

/** The home page's English words: the constants its sections read when given no others. */
export const HOME_WORDS_EN = {
  meta: HOME_META,
  hero: HOME_HERO,
  press: HOME_PRESS,
  services: HOME_SERVICES,
  voices: HOME_VOICES,
  cta: HOME_CTA,
  steps: HOME_STEPS,
  values: HOME_VALUES,
  caregivers: HOME_CAREGIVERS,
  communities: HOME_COMMUNITIES,
  comparison: HOME_COMPARISON,
  featuredQuote: HOME_FEATURED_QUOTE,
  faq: HOME_FAQ,
} satisfies HomeWords;
