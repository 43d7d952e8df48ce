import { createElement, type ComponentType } from 'react';
import { MACHINE_LAB_META, MACHINE_LAB_PATH } from '../content/machine-lab';
import {
  CAREERS_META,
  TEAM_META,
  ABOUT_META,
  WHY_US_META,
  PRESS_META,
  PARTNERSHIPS_META,
  SHOP_META,
  MARKETING_ASSETS_META,
  CARE_COST_META,
  FRANCHISE_META,
  LOCATIONS_META,
  BLOG_META,
  BLOG_RESOURCES_META,
  BLOG_NOT_FOUND_META,
  BLOG_FEED,
  FOR_EMPLOYERS_META,
  FAMILY_PORTAL_META,
  CONSULTATION_META,
  CONTACT_META,
  FAQ_META,
  FRANCHISE_APPLY_META,
  GUIDE_META,
  HOME_META,
  NEWSLETTER_SIGNUP_META,
  NOT_FOUND_META,
  QUIZ_META,
  SEARCH_META,
  SEARCH_PATH,
  SERVICES_META,
  TESTIMONIALS_META,
  THANK_YOU_META,
} from '../content/pages/meta';
import { SERVICE_PAGE_META, TOP_QUALITY_CARE_META, WHAT_IS_HOME_CARE_META } from '../content/info-pages/meta';
import { ACCESSIBILITY_STATEMENT_META, PRIVACY_POLICY_META, TERMS_OF_USE_META } from '../content/pages/legal-meta';
import { CAREERS_PATH, CONSULTATION_PATH, HEADER_LINKS, LOCATIONS_PATH } from '../content/navigation';
import { JOB_APPLICATION_SOURCE } from '../content/form-basics';
import { CITIES, cityPath, type CityName } from '../content/cities';
import { CITY_META, LANGUAGE_PAGE_META, MISSISSAUGA_ON_META, englishTwinPath, type LanguagePageMeta } from '../content/locations/meta';
import { SITE_LANG } from '../content/site';
import { loadCityProfile } from '../content/locations/load-city-profile';
import { BLOG_POSTS, postBodyLoader, type BlogPost } from '../content/blog';
import { SERVICES, type ServiceType } from '../content/services';
import type { BlogPostPageProps } from '../pages/blog-post';
import type { CityPageModule } from '../pages/city';
import type { LanguagePageModule } from '../pages/language';
import type { PageMeta, PageModule, PageRoute } from './route-types';

/**
 * Every page module, each its own chunk (the machine lab is left out of the glob so a default
 * build has no lab chunk at all; it is added below only when enabled).
 */
const PAGE_MODULES = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/machine-lab.tsx']);

/**
 * A route's page by its module under src/pages/: the loader, and the module's source path, which
 * the prerenderer looks up in Vite's manifest to link the page's own stylesheets.
 */
function page(name: string): Pick<PageRoute, 'module' | 'load'> {
  const load = PAGE_MODULES[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  return { module: `src/pages/${name}.tsx`, load };
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

/** docs/spec/SPEC.md §2.6 and §1: breadcrumbs Home > Services > page, and a Service block. */
const SERVICE_ROUTES: PageRoute[] = SERVICES.map((service) => ({
  path: service.path,
  meta: {
    ...SERVICE_PAGE_META[service.serviceType],
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: SERVICES_PATH },
      { name: service.title, path: service.path },
    ],
  },
  ...page(SERVICE_PAGES[service.serviceType]),
}));

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
      const [loaded, profile] = await Promise.all([load(), loadCityProfile(city)]);
      // The glob types every page module alike; this one exports a page of a profile and its data.
      const { default: Page, cityJsonLd } = loaded as unknown as CityPageModule;
      return { default: () => createElement(Page, { profile }), jsonLd: cityJsonLd(profile) };
    },
  };
}

/** docs/spec/SPEC.md §2.3: a page per city of the one city list, titled from its record; breadcrumbs Home > Locations > City. */
const CITY_ROUTES: PageRoute[] = CITIES.map((c) => {
  const meta = CITY_META[c.city];
  if (!meta) throw new Error(`No title and description for ${c.city} in src/content/locations/meta.ts`);
  return {
    path: cityPath(c),
    meta: { ...meta, breadcrumbs: [HOME_CRUMB, LOCATIONS_CRUMB, { name: c.city, path: cityPath(c) }] },
    ...cityPage(c),
  };
});

/**
 * A language page in one of its two languages: the one language module, given the page's words in
 * that language, which the module loads from their own file (decision 0051). The words bring the title,
 * description and breadcrumbs in their language, so the registry carries none of them.
 */
function languagePage(language: LanguagePageMeta, twin: 'native' | 'english'): Pick<PageRoute, 'module' | 'load'> {
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
  // The label stands in for the head until the page's chunk brings its own, in its language
  // (PageModule.meta), which it does before anything renders: no page carries ten titles.
  const head = { title: language.label, description: language.label, alternates };
  return [
    { path: language.path, meta: { ...head, lang: language.lang, dir: language.dir }, ...languagePage(language, 'native') },
    { path: english, meta: head, ...languagePage(language, 'english') },
  ];
});

const BLOG_CRUMB = { name: 'Blog', path: '/blog' };

/**
 * An article's page: the one blog-post module, given the article's own body, which is its own
 * chunk (each route loads only its body; the list never loads any).
 */
function blogPostPage(post: BlogPost): Pick<PageRoute, 'module' | 'load'> {
  const { module, load } = page('blog-post');
  const loadBody = postBodyLoader(post.slug);
  if (!loadBody) throw new Error(`No body src/content/blog/posts/${post.slug}.md`);
  return {
    module,
    load: async () => {
      const [pageModule, body] = await Promise.all([load(), loadBody()]);
      const Page = pageModule.default as ComponentType<BlogPostPageProps>;
      return { ...pageModule, default: () => createElement(Page, { body }) };
    },
  };
}

/** docs/spec/SPEC.md §2.6: an article per post; breadcrumbs Home > Blog > title. */
const BLOG_POST_ROUTES: PageRoute[] = BLOG_POSTS.map((post) => ({
  path: post.path,
  meta: { title: `${post.title} | Maple Hearth Home Care`, description: post.excerpt, breadcrumbs: [HOME_CRUMB, BLOG_CRUMB, { name: post.title, path: post.path }] },
  ...blogPostPage(post),
}));

/**
 * The one route registry. Each page issue adds its routes here (generated ones, such as city
 * pages and blog posts, are mapped from content data). The router, the prerenderer, the sitemap
 * and the e2e suite all read this list; redirects live in src/content/redirects.ts.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // Structured data built from a page's own content (FAQs, the featured review) comes with its page module.
  { path: '/', meta: HOME_META, ...page('home') },
  {
    path: SERVICES_PATH,
    meta: SERVICES_META,
    ...page('services'),
  },
  ...SERVICE_ROUTES,
  { path: WHAT_IS_HOME_CARE_META.path, meta: WHAT_IS_HOME_CARE_META, ...page('what-is-home-care') },
  { path: TOP_QUALITY_CARE_META.path, meta: TOP_QUALITY_CARE_META, ...page('top-quality-care') },
  { path: SEARCH_PATH, meta: SEARCH_META, ...page('search') },
  { path: CONSULTATION_PATH, meta: CONSULTATION_META, ...page('book-a-free-care-consultation') },
  // The chrome speaks to applicants on /careers and after the job application (src/app/audience.ts).
  { path: CAREERS_PATH, meta: { ...CAREERS_META, audience: 'applicants' }, ...page('careers') },
  { path: '/team', meta: TEAM_META, ...page('team') },
  { path: '/about-us', meta: ABOUT_META, ...page('about-us') },
  { path: '/why-us', meta: WHY_US_META, ...page('why-us') },
  { path: '/press', meta: PRESS_META, ...page('press') },
  { path: '/partnerships', meta: PARTNERSHIPS_META, ...page('partnerships') },
  { path: '/shop', meta: SHOP_META, ...page('shop') },
  { path: '/franchise', meta: FRANCHISE_META, ...page('franchise') },
  { path: LOCATIONS_PATH, meta: { ...LOCATIONS_META, breadcrumbs: [HOME_CRUMB, LOCATIONS_CRUMB] }, ...page('locations') },
  {
    path: '/senior-care-mississauga-on',
    meta: {
      ...MISSISSAUGA_ON_META,
      breadcrumbs: [HOME_CRUMB, LOCATIONS_CRUMB, { name: 'Mississauga, Ontario', path: '/senior-care-mississauga-on' }],
    },
    ...page('senior-care-mississauga-on'),
  },
  ...CITY_ROUTES,
  ...LANGUAGE_ROUTES,
  { path: '/blog', meta: { ...BLOG_META, feed: BLOG_FEED }, ...page('blog') },
  { path: '/blog/resources', meta: { ...BLOG_RESOURCES_META, breadcrumbs: [HOME_CRUMB, BLOG_CRUMB, { name: 'Caregiver Resources', path: '/blog/resources' }] }, ...page('blog-resources') },
  ...BLOG_POST_ROUTES,
  { path: '/care-cost-calculator', meta: CARE_COST_META, ...page('care-cost-calculator') },
  // docs/spec/SPEC.md §2.1 and §6: internal copy, noindex (so out of the sitemap), no access control.
  { path: '/marketing-assets', meta: { ...MARKETING_ASSETS_META, noindex: true }, ...page('marketing-assets') },
  { path: '/for-employers', meta: FOR_EMPLOYERS_META, ...page('for-employers') },
  { path: '/family-portal', meta: FAMILY_PORTAL_META, ...page('family-portal') },
  { path: '/faq', meta: FAQ_META, ...page('faq') },
  // docs/spec/SPEC.md §2.6: the legal pages carry noindex.
  { path: PRIVACY_POLICY_META.path, meta: { ...PRIVACY_POLICY_META, noindex: true }, ...page('privacy-policy') },
  { path: TERMS_OF_USE_META.path, meta: { ...TERMS_OF_USE_META, noindex: true }, ...page('terms-of-use') },
  { path: ACCESSIBILITY_STATEMENT_META.path, meta: { ...ACCESSIBILITY_STATEMENT_META, noindex: true }, ...page('accessibility') },
  { path: '/contact-us', meta: CONTACT_META, ...page('contact-us') },
  { path: '/newsletter-signup', meta: NEWSLETTER_SIGNUP_META, ...page('newsletter-signup') },
  // The free guide (decision 0028): indexable, with its Article; breadcrumbs Home > the guide.
  {
    path: GUIDE_META.path,
    meta: {
      ...GUIDE_META,
      breadcrumbs: [HOME_CRUMB, { name: 'Free Guide: 10 Questions', path: GUIDE_META.path }],
    },
    ...page('guide'),
  },
  { path: '/find-your-care-plan', meta: QUIZ_META, ...page('find-your-care-plan') },
  {
    path: '/testimonials',
    meta: TESTIMONIALS_META,
    ...page('testimonials'),
  },
  { path: '/franchise/apply', meta: FRANCHISE_APPLY_META, ...page('franchise-apply') },
  {
    path: '/thank-you',
    meta: { ...THANK_YOU_META, noindex: true, audience: { param: 'from', values: { [JOB_APPLICATION_SOURCE]: 'applicants' } } },
    ...page('thank-you'),
  },
  // QA's machine lab: in the dev server, and in a production build only with VITE_MACHINE_LAB=true.
  // `__MACHINE_LAB__` is a literal from vite.config.ts, so a default build has no lab chunk (src/shared/config/env.ts).
  ...(__MACHINE_LAB__
    ? [{ path: MACHINE_LAB_PATH, meta: { ...MACHINE_LAB_META, noindex: true, workspace: true }, module: 'src/pages/machine-lab.tsx', load: () => import('../pages/machine-lab') }]
    : []),
];

/** Any path not in the registry renders this page (HTTP 404 from the static host). */
export const NOT_FOUND_ROUTE: PageRoute = {
  path: '/404',
  meta: { ...NOT_FOUND_META, noindex: true, notFound: true },
  ...page('not-found'),
};

/** Any unknown path under /blog/: 'Post not found' (the host answers with dist/blog/404.html and HTTP 404). */
export const BLOG_NOT_FOUND_ROUTE: PageRoute = {
  path: '/blog/404',
  meta: { ...BLOG_NOT_FOUND_META, noindex: true, notFound: true },
  ...page('blog-post-not-found'),
};

/** The not-found pages, nearest first: a host serves the deepest one whose folder holds the path. */
export const NOT_FOUND_ROUTES: readonly { scope: string; route: PageRoute }[] = [
  { scope: '/blog/', route: BLOG_NOT_FOUND_ROUTE },
  { scope: '/', route: NOT_FOUND_ROUTE },
];

export const normalizePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** A route's head as the page shows it: the registry's, with the page module's own words over it (decision 0051). */
export const pageMeta = (route: PageRoute, page: PageModule): PageMeta => (page.meta ? { ...route.meta, ...page.meta } : route.meta);

/** The language and direction of a page's document: its own, or the site's (English, left to right). */
export const documentLanguage = (meta: Pick<PageMeta, 'lang' | 'dir'>): { lang: string; dir: 'ltr' | 'rtl' } => ({
  lang: meta.lang ?? SITE_LANG,
  dir: meta.dir ?? 'ltr',
});

export function routeForPath(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return PAGE_ROUTES.find((r) => r.path === path);
}
