import { CITIES, cityPath } from '../content/cities';
import type { LanguagePageWords } from '../content/locations/types';
import { languageImage } from '../content/locations/language';
import { LIMITS } from '../content/site';
import { LanguageLanding } from '../features/locations/language-landing';
import { reviewJsonLd, serviceJsonLd } from '../shared/seo/json-ld';

/** What the route registry gives the one language page module: the page's words in one language, its path, its twin's, its city. */
export interface LanguagePageProps {
  words: LanguagePageWords;
  path: string;
  twinPath: string;
  /** The page's path in docs/spec/SPEC.md §2.1 (its illustration is named after it), the same for both twins. */
  languagePath: string;
  city: string;
}

/** The module as the route registry reads it (the glob types every page module alike). */
export interface LanguagePageModule {
  default: typeof LanguagePageView;
  languageJsonLd: typeof languageJsonLd;
}

/** Each language page's structured data in its own language: language-matched home care in its city, and the family's review. */
export const languageJsonLd = (words: LanguagePageWords, path: string) => [
  { ...serviceJsonLd({ title: words.hero.headline, description: words.description, path, serviceType: words.serviceType }), inLanguage: words.lang },
  { ...reviewJsonLd({ name: words.testimonial.name, content: words.testimonial.quote, rating: LIMITS.testimonialRating }), inLanguage: words.lang },
];

/**
 * /care/{language}-in-{city} (docs/spec/SPEC.md §2.1) in its community's language, and its English
 * twin (decision 0051): one module for the ten pages, given their words by the route registry.
 */
export default function LanguagePageView({ words, twinPath, languagePath, city }: LanguagePageProps) {
  const listed = CITIES.find((c) => c.city === city);
  return <LanguageLanding words={words} image={languageImage({ path: languagePath })} twinPath={twinPath} cityPath={listed && cityPath(listed)} />;
}
