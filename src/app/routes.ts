import { createElement } from 'react';
import { MACHINE_LAB_META, MACHINE_LAB_PATH } from '../content/machine-lab';
import { GUIDE_PATH } from '../content/pages/meta/guide-path';
import { SEARCH_PATH } from '../content/pages/meta/search-path';
import { INFO_PAGE_PATHS } from '../content/info-pages/paths';
import { LEGAL_PATHS } from '../content/pages/legal-paths';
import { CAREERS_PATH, CONSULTATION_PATH, HEADER_LINKS, LOCATIONS_PATH } from '../content/navigation';
import { JOB_APPLICATION_SOURCE, THANK_YOU_PATH } from '../content/form-basics';
import { CITIES, cityPath, type CityName } from '../content/cities';
import { LANGUAGE_PAGE_META, englishTwinPath, type LanguagePageMeta } from '../content/locations/meta';
import type { LanguageTwin } from '../content/locations/load-language-words';
import { SITE_LANG } from '../content/site';
import { FRENCH_LANG, frenchPathOf } from '../content/french-paths';
import { POST_SLUGS, postBodyLoader } from '../content/blog/bodies';
import { blogPostPath } from '../content/blog/paths';
import { SERVICE_LIST, type ServiceType } from '../content/service-list';
import type { BlogPostPageModule } from '../pages/blog-post';
import type { CityPageModule } from '../pages/city';
import type { LanguagePageModule } from '../pages/language';
import type { FrenchTwinModule, PageMeta, PageModule, PageRoute, PageText, RouteMeta } from './route-types';
import { preloadChromeWords } from './layout/chrome-language';
import { preloadFormWords } from '../shared/forms/form-words-loader';
import { bootedPage } from './booted-page';

/**
 * A route's page by its module under src/pages/: the module's source path, which the prerenderer
 * looks up in Vite's manifest to link the page's own stylesheets, and its loader. The page a
 * prerendered document shows comes from the address its HTML names; any other from the map of
 * every page module, a chunk fetched on the first navigation that needs it (decision 0074).
 */
function page(name: string): Pick<PageRoute, 'module' | 'load'> {
  const module = `src/pages/${name}.tsx`;
  return { module, load: () => bootedPage(module) ?? import('./page-modules').then((m) => m.loadPageModule(module)) };
}

/**
 * A route whose title and description the registry holds already, because what gives its path
 * carries them (the lab, `MACHINE_LAB_META`): its page module with them.
 */
function withText({ module, load }: { module: string; load: () => Promise<Omit<PageModule, 'meta'>> }, text: PageText): Pick<PageRoute, 'module' | 'load'> {
  return { module, load: async () => ({ ...(await load()), meta: text }) };
}

/** Each service page's module under src/pages/services/. */
const SERVICE_PAGES: Readonly<Record<ServiceType, string>> = {
  PersonalCare: 'services/personal-care',
  CompanionshipCare: 'services/companionship',
  DementiaCare: 'services/dementia',
  RespiteCare: 'services/respite',
  LiveInCare: 'services/live-in',
  PalliativeCare: 'services/end-of-life',
  MealPreparation: 'services/meal-prep',
  Housekeeping: 'services/housekeeping',
  Transportation: 'services/transportation',
  ChronicIllnessSupport: 'services/fall-prevention',
};

const SERVICES_PATH = HEADER_LINKS.services.to;

/** The French page module of an English page that has a French twin: src/pages/ + its French path (/fr/services/repit: src/pages/fr/services/repit.tsx). */
const frenchPage = (englishPath: string) => page((frenchPathOf(englishPath) ?? englishPath).slice(1));

/**
 * docs/spec/SPEC.md §2.6 and §1: breadcrumbs Home > Services > page, and a Service block; each
 * with its French twin (decision 0063), whose module brings Accueil > Services > page in French.
 */
const SERVICE_ROUTES: PageRoute[] = SERVICE_LIST.flatMap((service) =>
  withFrenchTwin(
    {
      path: service.path,
      meta: {
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Services', path: SERVICES_PATH },
          { name: service.title, path: service.path },
        ],
      },
      ...page(SERVICE_PAGES[service.serviceType]),
    },
    frenchPage(service.path),
  ),
);

const HOME_CRUMB = { name: 'Home', path: '/' };
const LOCATIONS_CRUMB = { name: 'Locations', path: LOCATIONS_PATH };

/**
 * A city's page: the one city module, given the city's profile, which it loads from the file that
 * holds the city's record (each route fetches six cities' words, not twenty-four).
 */
function cityPage(city: CityName): Pick<PageRoute, 'module' | 'load'> {
  const { module, load } = page('city');
  return {
    module,
    load: async () => {
      // The profile's loader (with the cities' titles and descriptions) is its own chunk, fetched
      // beside the page's, so the registry carries none of the cities' words (decision 0055).
      const [loaded, profile] = await Promise.all([load(), import('../content/locations/load-city-profile').then((m) => m.loadCityProfile(city))]);
      // The glob types every page module alike; this one exports a page of a profile and its data.
      const { default: Page, cityJsonLd } = loaded as unknown as CityPageModule;
      const meta = { title: profile.metaTitle, description: profile.metaDescription };
      return { default: () => createElement(Page, { profile }), jsonLd: cityJsonLd(profile), meta };
    },
  };
}

/** docs/spec/SPEC.md §2.3: a page per city of the one city list, titled from its record; breadcrumbs Home > Locations > City. */
const CITY_ROUTES: PageRoute[] = CITIES.flatMap((c) => {
  const route: PageRoute = { path: cityPath(c), meta: { breadcrumbs: [HOME_CRUMB, LOCATIONS_CRUMB, { name: c.city, path: cityPath(c) }] }, ...cityPage(c) };
  // A city with a French twin (Ottawa, decision 0064): its French page module is src/pages/ + the French path.
  const french = frenchPathOf(route.path);
  return french ? withFrenchTwin(route, page(french.slice(1))) : [route];
});

/**
 * A language page in one of its two languages: the one language module, given the page's words in
 * that language, which the module loads from their own file (decision 0051). The words bring the title,
 * description and breadcrumbs in their language (its module's `meta`, decision 0055), so the registry
 * carries none of them.
 */
function languagePage(language: LanguagePageMeta, twin: LanguageTwin): Pick<PageRoute, 'module' | 'load'> {
  const { module, load } = page('language');
  // The glob types every page module alike; this one builds its page, head and data from the words it loads.
  return { module, load: async () => ((await load()) as unknown as LanguagePageModule).languageRoute(language, twin) };
}

/**
 * docs/spec/SPEC.md §2.1: the five language-and-city pages at their paths, in their languages, and
 * each one's English twin beside it (decision 0051); each names both in hreflang, English as x-default.
 */
const LANGUAGE_ROUTES: PageRoute[] = LANGUAGE_PAGE_META.flatMap((language) => {
  const english = englishTwinPath(language.path);
  const alternates = [
    { hreflang: language.lang, path: language.path },
    { hreflang: SITE_LANG, path: english },
    { hreflang: 'x-default', path: english },
  ];
  const routes: PageRoute[] = [
    { path: language.path, meta: { alternates, lang: language.lang, dir: language.dir }, ...languagePage(language, 'native') },
    { path: english, meta: { alternates }, ...languagePage(language, 'english') },
  ];
  const french = frenchPathOf(english);
  if (!french) return routes;
  // The Montreal page's French twin (decision 0064): three twins, each naming all three. French
  // comes first, then English, so the header's switch (the first twin in another language) offers
  // French from the Arabic and English pages, and English from the French one.
  const trio = [
    { hreflang: FRENCH_LANG, path: french },
    { hreflang: SITE_LANG, path: english },
    { hreflang: language.lang, path: language.path },
    { hreflang: 'x-default', path: english },
  ];
  const [, frenchRoute] = withFrenchTwin(routes[1]!, languagePage(language, 'french'));
  return [...routes, frenchRoute].map((route) => ({ ...route, meta: { ...route.meta, alternates: trio } }));
});

/**
 * An English page and its French (fr-CA) twin (decision 0062): the English route as given, and a
 * French route at the twin's path in src/content/french-paths.ts, serving `french` (a page module
 * under src/pages/fr/, which brings the French title, description and breadcrumbs as its `meta`).
 * Both name the same alternates, en-CA, fr-CA and x-default (the English page), so the head's
 * hreflang links, the sitemap's and the header's language switch follow. The French route keeps
 * the English one's `noindex` (the legal pages), takes `frenchMeta` for anything else of its own,
 * and never the English breadcrumbs (its words give its own).
 */
export function withFrenchTwin(english: PageRoute, french: Pick<PageRoute, 'module' | 'load'>, frenchMeta: RouteMeta = {}): [PageRoute, PageRoute] {
  const frenchPath = frenchPathOf(english.path);
  if (!frenchPath) throw new Error(`No French path for ${english.path} in src/content/french-paths.ts`);
  const alternates = [
    { hreflang: SITE_LANG, path: english.path },
    { hreflang: FRENCH_LANG, path: frenchPath },
    { hreflang: 'x-default', path: english.path },
  ];
  const noindex = english.meta.noindex ? { noindex: true } : {};
  return [
    { ...english, meta: { ...english.meta, alternates } },
    { path: frenchPath, meta: { ...noindex, ...frenchMeta, lang: FRENCH_LANG, alternates }, ...withFrenchWords(french) },
  ];
}

/**
 * A French page's module, loaded with the chrome's French words (a chunk of their own, fetched
 * beside the page's): the client preloads both before hydrating, and a navigation waits for both at
 * once. So do the French words every lead form shares (decision 0068), for the page's forms, the
 * footer newsletter's and the chat's.
 */
function withFrenchWords(french: Pick<PageRoute, 'module' | 'load'>): Pick<PageRoute, 'module' | 'load'> {
  return { module: french.module, load: async () => (await Promise.all([french.load(), preloadChromeWords(FRENCH_LANG), preloadFormWords(FRENCH_LANG)]))[0] };
}

/**
 * The French twin of a page whose module serves both languages: the module's `frenchRoute()`, which
 * loads the French words from their own chunk (src/pages/home.tsx), so the English page carries none.
 */
function frenchOf(name: string): Pick<PageRoute, 'module' | 'load'> {
  const { module, load } = page(name);
  // The glob types every page module alike; this one exports its French twin's route.
  return { module, load: async () => ((await load()) as unknown as FrenchTwinModule).frenchRoute() };
}

const BLOG_CRUMB = { name: 'Blog', path: '/blog' };

/**
 * An article's page: the one blog-post module, given the article's own body, which is its own
 * chunk (each route loads only its body; the list never loads any). The post's facts (its title,
 * its excerpt) come with the page's module, so the registry carries no post's words (decision 0055).
 */
function blogPostPage(slug: string): Pick<PageRoute, 'module' | 'load'> {
  const { module, load } = page('blog-post');
  const loadBody = postBodyLoader(slug);
  if (!loadBody) throw new Error(`No body src/content/blog/posts/${slug}.md`);
  return {
    module,
    load: async () => {
      const [loaded, body] = await Promise.all([load(), loadBody()]);
      // The glob types every page module alike; this one exports a page of a body and the posts' facts.
      const { default: Page, postAt, ...pageModule } = loaded as unknown as BlogPostPageModule;
      const post = postAt(blogPostPath(slug));
      if (!post) throw new Error(`No facts for src/content/blog/posts/${slug}.md in src/content/blog/posts-*.ts`);
      const meta = {
        title: `${post.title} | Maple Hearth Home Care`,
        description: post.excerpt,
        breadcrumbs: [HOME_CRUMB, BLOG_CRUMB, { name: post.title, path: post.path }],
      };
      return { ...pageModule, default: () => createElement(Page, { body }), meta };
    },
  };
}

/** docs/spec/SPEC.md §2.6: an article per post (its body's file); breadcrumbs Home > Blog > title. */
const BLOG_POST_ROUTES: PageRoute[] = POST_SLUGS.map((slug) => ({ path: blogPostPath(slug), meta: {}, ...blogPostPage(slug) }));

/**
 * The one route registry. Each page issue adds its routes here (generated ones, such as city
 * pages and blog posts, are mapped from content data). The router, the prerenderer, the sitemap
 * and the e2e suite all read this list; redirects live in src/content/redirects.ts.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // Structured data built from a page's own content (FAQs, the featured review) comes with its page module.
  ...withFrenchTwin({ path: '/', meta: {}, ...page('home') }, frenchOf('home')),
  ...withFrenchTwin({ path: SERVICES_PATH, meta: {}, ...page('services') }, frenchPage(SERVICES_PATH)),
  ...SERVICE_ROUTES,
  { path: INFO_PAGE_PATHS.whatIsHomeCare, meta: {}, ...page('what-is-home-care') },
  { path: INFO_PAGE_PATHS.topQualityCare, meta: {}, ...page('top-quality-care') },
  { path: SEARCH_PATH, meta: {}, ...page('search') },
  ...withFrenchTwin({ path: CONSULTATION_PATH, meta: {}, ...page('book-a-free-care-consultation') }, frenchPage(CONSULTATION_PATH)),
  // The chrome speaks to applicants on /careers and after the job application (src/app/audience.ts).
  { path: CAREERS_PATH, meta: { audience: 'applicants' }, ...page('careers') },
  { path: '/team', meta: {}, ...page('team') },
  { path: '/about-us', meta: {}, ...page('about-us') },
  { path: '/why-us', meta: {}, ...page('why-us') },
  { path: '/press', meta: {}, ...page('press') },
  { path: '/partnerships', meta: {}, ...page('partnerships') },
  { path: '/shop', meta: {}, ...page('shop') },
  { path: '/franchise', meta: {}, ...page('franchise') },
  ...withFrenchTwin({ path: LOCATIONS_PATH, meta: { breadcrumbs: [HOME_CRUMB, LOCATIONS_CRUMB] }, ...page('locations') }, page('fr/emplacements')),
  {
    path: '/senior-care-mississauga-on',
    meta: {
      breadcrumbs: [HOME_CRUMB, LOCATIONS_CRUMB, { name: 'Mississauga, Ontario', path: '/senior-care-mississauga-on' }],
    },
    ...page('senior-care-mississauga-on'),
  },
  ...CITY_ROUTES,
  ...LANGUAGE_ROUTES,
  { path: '/blog', meta: {}, ...page('blog') },
  {
    path: '/blog/resources',
    meta: { breadcrumbs: [HOME_CRUMB, BLOG_CRUMB, { name: 'Caregiver Resources', path: '/blog/resources' }] },
    ...page('blog-resources'),
  },
  ...BLOG_POST_ROUTES,
  ...withFrenchTwin({ path: '/care-cost-calculator', meta: {}, ...page('care-cost-calculator') }, frenchPage('/care-cost-calculator')),
  // docs/spec/SPEC.md §2.1 and §6: internal copy, noindex (so out of the sitemap), no access control.
  { path: '/marketing-assets', meta: { noindex: true }, ...page('marketing-assets') },
  { path: '/for-employers', meta: {}, ...page('for-employers') },
  { path: '/family-portal', meta: {}, ...page('family-portal') },
  ...withFrenchTwin({ path: '/faq', meta: {}, ...page('faq') }, page('fr/faq')),
  // docs/spec/SPEC.md §2.6: the legal pages carry noindex.
  ...withFrenchTwin({ path: LEGAL_PATHS.privacyPolicy, meta: { noindex: true }, ...page('privacy-policy') }, page('fr/privacy-policy')),
  ...withFrenchTwin({ path: LEGAL_PATHS.termsOfUse, meta: { noindex: true }, ...page('terms-of-use') }, page('fr/terms-of-use')),
  ...withFrenchTwin({ path: LEGAL_PATHS.accessibilityStatement, meta: { noindex: true }, ...page('accessibility') }, page('fr/accessibility')),
  // Contact and thank-you with their French twins (decision 0068).
  ...withFrenchTwin({ path: '/contact-us', meta: {}, ...page('contact-us') }, frenchPage('/contact-us')),
  { path: '/newsletter-signup', meta: {}, ...page('newsletter-signup') },
  // The free guide (decision 0028): indexable, with its Article; breadcrumbs Home > the guide.
  {
    path: GUIDE_PATH,
    meta: {
      breadcrumbs: [HOME_CRUMB, { name: 'Free Guide: 10 Questions', path: GUIDE_PATH }],
    },
    ...page('guide'),
  },
  ...withFrenchTwin({ path: '/find-your-care-plan', meta: {}, ...page('find-your-care-plan') }, frenchPage('/find-your-care-plan')),
  {
    path: '/testimonials',
    meta: {},
    ...page('testimonials'),
  },
  { path: '/franchise/apply', meta: {}, ...page('franchise-apply') },
  ...withFrenchTwin(
    {
      path: THANK_YOU_PATH,
      meta: { noindex: true, audience: { param: 'from', values: { [JOB_APPLICATION_SOURCE]: 'applicants' } } },
      ...page('thank-you'),
    },
    frenchOf('thank-you'),
  ),
  // QA's machine lab: in the dev server, and in a production build only with VITE_MACHINE_LAB=true.
  // `__MACHINE_LAB__` is a literal from vite.config.ts, so a default build has no lab chunk (src/shared/config/env.ts).
  ...(__MACHINE_LAB__
    ? [
        {
          path: MACHINE_LAB_PATH,
          meta: { noindex: true, workspace: true },
          ...withText({ module: 'src/pages/machine-lab.tsx', load: () => import('../pages/machine-lab') }, MACHINE_LAB_META),
        },
      ]
    : []),
];

/** Any path not in the registry renders this page (HTTP 404 from the static host). */
export const NOT_FOUND_ROUTE: PageRoute = {
  path: '/404',
  meta: { noindex: true, notFound: true },
  ...page('not-found'),
};

/** Any unknown path under /blog/: 'Post not found' (the host answers with dist/blog/404.html and HTTP 404). */
export const BLOG_NOT_FOUND_ROUTE: PageRoute = {
  path: '/blog/404',
  meta: { noindex: true, notFound: true },
  ...page('blog-post-not-found'),
};

/**
 * Any unknown path under /fr/: the not-found page in French, its document in fr-CA with the chrome
 * in French (docs/spec/DECISIONS.md "French pages in French to the end"; the host answers with
 * dist/fr/404.html and HTTP 404).
 */
export const FRENCH_NOT_FOUND_ROUTE: PageRoute = {
  path: '/fr/404',
  meta: { noindex: true, notFound: true, lang: FRENCH_LANG },
  ...withFrenchWords(frenchOf('not-found')),
};

/** The not-found pages, nearest first: a host serves the deepest one whose folder holds the path. */
export const NOT_FOUND_ROUTES: readonly { scope: string; route: PageRoute }[] = [
  { scope: '/blog/', route: BLOG_NOT_FOUND_ROUTE },
  { scope: '/fr/', route: FRENCH_NOT_FOUND_ROUTE },
  { scope: '/', route: NOT_FOUND_ROUTE },
];

/** The not-found page of a path no route has: its nearest scope's, the one the host serves for it. */
export const notFoundRouteFor = (pathname: string): PageRoute => NOT_FOUND_ROUTES.find(({ scope }) => pathname.startsWith(scope))?.route ?? NOT_FOUND_ROUTE;

export const normalizePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** The language and direction of a page's document: its own, or the site's (English, left to right). */
export const documentLanguage = (meta: Pick<PageMeta, 'lang' | 'dir'>): { lang: string; dir: 'ltr' | 'rtl' } => ({
  lang: meta.lang ?? SITE_LANG,
  dir: meta.dir ?? 'ltr',
});

export function routeForPath(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return PAGE_ROUTES.find((r) => r.path === path);
}
