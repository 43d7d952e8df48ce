/**
 * The French (fr-CA) journey's addresses (docs/spec/DECISIONS.md "Languages", decision 0062): one
 * row per English page that has a French twin, English path → French path. French pages live under
 * `/fr` with French slugs.
 *
 * The API, for every French page:
 * 1. Add its row here (`FRENCH_PATHS`), English path → `/fr/<slug en français>`.
 * 2. Write its French page module under src/pages/fr/ (its own chunk), which exports `meta` with the
 *    French title, description and breadcrumbs (decision 0055; the Home crumb is `FRENCH_HOME`),
 *    and `jsonLd` in French when the English page has any.
 * 3. In src/app/routes.ts, declare the English route through `withFrenchTwin(englishRoute,
 *    page('fr/<module>'))`: it returns both routes, the French one at this table's path with
 *    `meta.lang: 'fr-CA'` (and the English route's `noindex`), and both with the same `alternates`
 *    (en-CA, fr-CA, x-default = the English page). The prerenderer's hreflang links, the sitemap's
 *    `xhtml:link` alternates, `<html lang="fr-CA">`, the header's language switch and the chrome
 *    in French all follow from that `meta`, with nothing else to change.
 *
 * The registry (which every page loads) carries these paths and codes only, never French words.
 * French words' modules link other pages through `frenchLink` (./french-links.ts, kept out of the
 * first load of English pages).
 * A row with no `withFrenchTwin` route is inert (no alternates name it); tests/unit/french-paths.test.ts
 * checks that every row has both routes.
 */

/** The BCP 47 tag of the French pages: their `<html lang>`, hreflang and formats. */
export const FRENCH_LANG = 'fr-CA';

/** The French home page, the French pages' "Accueil" crumb and the header's logo link on them. */
export const FRENCH_HOME = '/fr';

/** English path → its French twin's path. */
export const FRENCH_PATHS = {
  '/': FRENCH_HOME,
  '/privacy-policy': '/fr/politique-de-confidentialite',
  '/terms-of-use': '/fr/conditions-d-utilisation',
  // The FAQ, the locations, Ottawa's city page and the Montreal page (decision 0064).
  '/faq': '/fr/faq',
  '/locations': '/fr/emplacements',
  '/senior-care-ottawa': '/fr/soins-aux-aines-ottawa',
  // The Montreal page's French twin, beside its Arabic page and its English twin (the row's key).
  '/care/arabic-in-montreal/english': '/fr/soins/arabe-a-montreal',
  '/accessibility': '/fr/accessibilite',
  // Contact and thank-you (decision 0068).
  '/contact-us': '/fr/nous-joindre',
  '/thank-you': '/fr/merci',
  // The services (decision 0063): /services and each service page, by the English list's paths (src/content/service-list.ts).
  '/services': '/fr/services',
  '/personal-care-services': '/fr/services/soins-personnels',
  '/companionship-care-services': '/fr/services/compagnie',
  '/dementia-care-brampton': '/fr/services/soins-de-la-demence',
  '/respite-care-family-relief': '/fr/services/repit',
  '/24-7-live-in-care': '/fr/services/soins-a-domicile-24-heures',
  '/services/end-of-life-care': '/fr/services/soins-de-fin-de-vie',
  '/senior-meal-preparation-nutrition': '/fr/services/preparation-des-repas',
  '/senior-housekeeping-safety-services': '/fr/services/entretien-menager',
  '/services/transportation': '/fr/services/transport',
  '/senior-fall-prevention': '/fr/services/prevention-des-chutes',
  // The consultation request (decision 0069).
  '/book-a-free-care-consultation': '/fr/consultation-gratuite',
  // The care cost calculator (decision 0070).
  '/care-cost-calculator': '/fr/calculateur-du-cout-des-soins',
  // The care-finder quiz (decision 0067).
  '/find-your-care-plan': '/fr/trouver-votre-plan-de-soins',
} as const satisfies Readonly<Record<string, `/fr${string}`>>;

/** An English path that has a French twin. */
export type EnglishTwinPath = keyof typeof FRENCH_PATHS;

/** The French twin's path of an English page, or undefined when it has none. */
export const frenchPathOf = (englishPath: string): string | undefined =>
  Object.hasOwn(FRENCH_PATHS, englishPath) ? FRENCH_PATHS[englishPath as EnglishTwinPath] : undefined;
