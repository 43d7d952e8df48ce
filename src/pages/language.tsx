import { useEffect } from 'react';
import { factsFromInquiryLink } from '../../machines/shared/visit-facts';
import { CITIES, cityPath } from '../content/cities';
import type { LanguagePageWords } from '../content/locations/types';
import { languageImage } from '../content/locations/language';
import { loadLanguageWords, type LanguageTwin } from '../content/locations/load-language-words';
import { englishTwinPath, type LanguagePageMeta } from '../content/locations/meta';
import { LOCATIONS_PATH } from '../content/navigation';
import { FRENCH_HOME, frenchPathOf } from '../content/french-paths';
import { LIMITS } from '../content/site';
import { QUIZ_LANGUAGES } from '../content/languages';
import { LanguageLanding } from '../features/locations/language-landing';
import { belowTheFold } from '../shared/ui/below-the-fold';
import { readVisitFacts, rememberVisitFacts } from '../shared/lib/visit-facts';
import { CALL_BACK_SENT_PARAM } from '../content/call-back';
import { reviewJsonLd, serviceJsonLd } from '../shared/seo/json-ld';

/** What the route registry gives the one language page module: the page's words in one language, its path, its city. */
export interface LanguagePageProps {
  words: LanguagePageWords;
  path: string;
  /** The page's path in docs/spec/SPEC.md §2.1 (its illustration is named after it), the same for both twins. */
  languagePath: string;
  city: string;
  /** The page's community language in English ('Punjabi'), which its call-back request posts. */
  language: string;
}

/** The module as the route registry reads it (the glob types every page module alike). */
export interface LanguagePageModule {
  languageRoute: typeof languageRoute;
}

/**
 * One twin of a language page as the registry serves it: the page given its words, its structured
 * data, and its title, description and breadcrumbs in its language (decision 0051). Here, in the
 * page's chunk, so the first load of every other page carries none of it.
 */
export async function languageRoute(language: LanguagePageMeta, twin: LanguageTwin) {
  const words = await loadLanguageWords(language.path, twin);
  const english = englishTwinPath(language.path);
  // The French twin (Montreal's, decision 0064) is at its row of src/content/french-paths.ts; its trail is the French pages'.
  const french = twin === 'french' ? frenchPathOf(english) : undefined;
  if (twin === 'french' && !french) throw new Error(`No French path for ${english} in src/content/french-paths.ts`);
  const path = french ?? (twin === 'native' ? language.path : english);
  const home = french ? FRENCH_HOME : '/';
  const locations = (french && frenchPathOf(LOCATIONS_PATH)) || LOCATIONS_PATH;
  return {
    default: () => <LanguagePageView words={words} path={path} languagePath={language.path} city={language.city} language={language.language} />,
    jsonLd: languageJsonLd(words, path),
    meta: {
      title: words.title,
      description: words.description,
      breadcrumbs: [
        { name: words.crumbs.home, path: home },
        { name: words.crumbs.locations, path: locations },
        { name: words.crumbs.page, path },
      ],
    },
  };
}

/** Each language page's structured data in its own language: language-matched home care in its city, and the family's review. */
export const languageJsonLd = (words: LanguagePageWords, path: string) => [
  { ...serviceJsonLd({ title: words.hero.headline, description: words.description, path, serviceType: words.serviceType }), inLanguage: words.lang },
  { ...reviewJsonLd({ name: words.testimonial.name, content: words.testimonial.quote, rating: LIMITS.testimonialRating }), inLanguage: words.lang },
];

/**
 * The call-back request at the page's end (decision 0080): a native form, so its code is fetched
 * when the visitor reaches for it (focus, touch, hover), or at once when the service has sent the
 * family back to be thanked.
 */
const CallBackRequest = belowTheFold(() => import('../features/forms/call-back-request').then((m) => m.CallBackRequest), {
  onApproach: false,
  atOnce: () => new URLSearchParams(window.location.search).get(CALL_BACK_SENT_PARAM.name) === CALL_BACK_SENT_PARAM.value,
});

/**
 * /care/{language}-in-{city} (docs/spec/SPEC.md §2.1) in its community's language, and its English
 * twin (decision 0051): one module for the ten pages, given their words by the route registry.
 */
export default function LanguagePageView({ words, path, languagePath, city, language }: LanguagePageProps) {
  const listed = CITIES.find((c) => c.city === city);
  // The visit's facts (decision 0048): the family came for this language and city, so the header's
  // consultation button, the bottom bar, the quiz and every form start from them, in either language.
  useEffect(() => {
    const facts = factsFromInquiryLink(readVisitFacts(), language, city, QUIZ_LANGUAGES);
    if (facts) rememberVisitFacts(facts);
  }, [language, city]);
  return (
    <LanguageLanding
      words={words}
      image={languageImage({ path: languagePath })}
      cityPath={listed && cityPath(listed)}
      callBack={<CallBackRequest words={words.callBack} language={language} city={city} pagePath={path} />}
    />
  );
}
