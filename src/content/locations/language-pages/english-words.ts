import { CALL_BACK_WORDS_EN } from '../../call-back';
import { CTA_ACTION_TEXT } from '../../cta';
import { LANGUAGE_PAGE_TEXT } from '../../pages/locations';
import { CAROUSEL_TEXT } from '../../testimonials';
import { HEADER_LINKS } from '../../navigation';
import { LANGUAGE_PAGE_META } from '../meta';
import { SITE_LANG } from '../../site';
import type { LanguagePage, LanguagePageWords } from '../types';

/**
 * A language page's English twin in the words every language page has (decision 0051): its own
 * record (./{page}.en.ts) and the template's words (LANGUAGE_PAGE_TEXT), so the view and the
 * structured data read one shape in every language.
 */
export function englishWords(page: LanguagePage): LanguagePageWords {
  const t = LANGUAGE_PAGE_TEXT;
  const meta = LANGUAGE_PAGE_META.find((m) => m.path === page.path);
  if (!meta) throw new Error(`No title and description for ${page.path} in src/content/locations/meta.ts`);
  const cta = t.cta(page.language, page.city);
  return {
    lang: SITE_LANG,
    dir: 'ltr',
    title: page.title,
    description: page.description,
    crumbs: { home: 'Home', locations: HEADER_LINKS.locations.label, page: meta.label },
    eyebrow: t.eyebrow(page.language, page.city),
    hero: page.hero,
    heroImageAlt: page.heroImageAlt,
    greeting: { heading: t.greetingHeading, text: page.greeting, lang: page.lang, dir: page.dir, meaning: page.greetingMeaning },
    serviceNote: t.serviceNote(page.city),
    cityLink: t.cityLink(page.city),
    meaning: { heading: t.meaningHeading(page.language), paragraphs: page.meaning },
    matching: { heading: t.matchingHeading, steps: page.matching, stepLabel: t.stepLabel },
    testimonial: {
      heading: t.testimonialHeading,
      quote: page.testimonial.quote,
      name: page.testimonial.name,
      place: page.testimonial.relation ? `${page.testimonial.city} · ${page.testimonial.relation}` : page.testimonial.city,
      rating: CAROUSEL_TEXT.rating,
    },
    cta: { heading: cta.heading, text: cta.text, call: CTA_ACTION_TEXT.phone },
    callBack: { ...CALL_BACK_WORDS_EN, languages: Object.fromEntries(['English', page.language, ...(page.alsoCallsIn ?? [])].map((l) => [l, l])) },
    serviceType: t.serviceType(page.language),
  };
}
