import { MACHINE_LAB_META, MACHINE_LAB_PATH } from '../content/machine-lab';
import { MACHINE_LAB_ENABLED } from '../shared/config/env';
import { CONTACT_META } from '../content/pages/contact';
import { FRANCHISE_APPLY_META } from '../content/pages/franchise-apply';
import { NEWSLETTER_SIGNUP_META } from '../content/pages/newsletter-signup';
import { TESTIMONIALS_META, TESTIMONIALS_PAGE } from '../content/pages/testimonials';
import { QUIZ_META } from '../content/quiz';
import { SERVICE_PAGE_META, TOP_QUALITY_CARE_META, WHAT_IS_HOME_CARE_META } from '../content/info-pages/meta';
import { HOME_FAQ, HOME_META } from '../content/pages/home';
import { SEARCH_META, SEARCH_PATH } from '../content/pages/search';
import { CAREERS_META } from '../content/pages/careers-meta';
import { CONSULTATION_META } from '../content/pages/consultation';
import { FAQ_META, FAQ_PAGE } from '../content/pages/faq';
import { ACCESSIBILITY_STATEMENT_META, PRIVACY_POLICY_META, TERMS_OF_USE_META } from '../content/pages/legal-meta';
import { CONSULTATION_PATH, HEADER_LINKS } from '../content/navigation';
import { SERVICES_META } from '../content/pages/services';
import { SERVICES, type ServiceType } from '../content/services';
import { faqPageJsonLd, reviewJsonLd, serviceJsonLd, serviceListJsonLd } from '../shared/seo/json-ld';
import { NOT_FOUND } from '../content/pages/not-found';
import { THANK_YOU_META } from '../content/pages/thank-you';
import type { PageModule, PageRoute } from './route-types';

/** Each service page is its own chunk. */
const SERVICE_PAGE_LOADERS: Readonly<Record<ServiceType, () => Promise<PageModule>>> = {
  PersonalCare: () => import('../pages/services/personal-care'),
  CompanionshipCare: () => import('../pages/services/companionship'),
  DementiaCare: () => import('../pages/services/dementia'),
  RespiteCare: () => import('../pages/services/respite'),
  LiveInCare: () => import('../pages/services/live-in'),
  PalliativeCare: () => import('../pages/services/end-of-life'),
  MealPreparation: () => import('../pages/services/meal-prep'),
  Housekeeping: () => import('../pages/services/housekeeping'),
  Transportation: () => import('../pages/services/transportation'),
  ChronicIllnessSupport: () => import('../pages/services/fall-prevention'),
};

const SERVICES_PATH = HEADER_LINKS.services.to;

/** SPEC.md 2.6 and section 1: breadcrumbs Home > Services > page, and a Service block. */
const SERVICE_ROUTES: PageRoute[] = SERVICES.map((service) => ({
  path: service.path,
  meta: {
    ...SERVICE_PAGE_META[service.serviceType],
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: SERVICES_PATH },
      { name: service.title, path: service.path },
    ],
    jsonLd: [serviceJsonLd(service)],
  },
  load: SERVICE_PAGE_LOADERS[service.serviceType],
}));

/**
 * The one route registry. Each page issue adds its routes here (generated ones, such as city
 * pages and blog posts, are mapped from content data). The router, the prerenderer, the sitemap
 * and the e2e suite all read this list; redirects live in src/content/redirects.ts.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', meta: { ...HOME_META, jsonLd: [faqPageJsonLd(HOME_FAQ.items)] }, load: () => import('../pages/home') },
  {
    path: SERVICES_PATH,
    meta: { ...SERVICES_META, jsonLd: [serviceListJsonLd(SERVICES)] },
    load: () => import('../pages/services'),
  },
  ...SERVICE_ROUTES,
  { path: WHAT_IS_HOME_CARE_META.path, meta: WHAT_IS_HOME_CARE_META, load: () => import('../pages/what-is-home-care') },
  { path: TOP_QUALITY_CARE_META.path, meta: TOP_QUALITY_CARE_META, load: () => import('../pages/top-quality-care') },
  { path: SEARCH_PATH, meta: SEARCH_META, load: () => import('../pages/search') },
  { path: CONSULTATION_PATH, meta: CONSULTATION_META, load: () => import('../pages/book-a-free-care-consultation') },
  { path: '/careers', meta: CAREERS_META, load: () => import('../pages/careers') },
  { path: '/faq', meta: { ...FAQ_META, jsonLd: [faqPageJsonLd(FAQ_PAGE.groups.flatMap((g) => g.items))] }, load: () => import('../pages/faq') },
  // SPEC.md 2.6: the legal pages carry noindex.
  { path: PRIVACY_POLICY_META.path, meta: { ...PRIVACY_POLICY_META, noindex: true }, load: () => import('../pages/privacy-policy') },
  { path: TERMS_OF_USE_META.path, meta: { ...TERMS_OF_USE_META, noindex: true }, load: () => import('../pages/terms-of-use') },
  { path: ACCESSIBILITY_STATEMENT_META.path, meta: { ...ACCESSIBILITY_STATEMENT_META, noindex: true }, load: () => import('../pages/accessibility') },
  { path: '/contact-us', meta: CONTACT_META, load: () => import('../pages/contact-us') },
  { path: '/newsletter-signup', meta: NEWSLETTER_SIGNUP_META, load: () => import('../pages/newsletter-signup') },
  { path: '/find-your-care-plan', meta: QUIZ_META, load: () => import('../pages/find-your-care-plan') },
  {
    path: '/testimonials',
    meta: { ...TESTIMONIALS_META, jsonLd: [reviewJsonLd(TESTIMONIALS_PAGE.featured)] },
    load: () => import('../pages/testimonials'),
  },
  { path: '/franchise/apply', meta: FRANCHISE_APPLY_META, load: () => import('../pages/franchise-apply') },
  {
    path: '/thank-you',
    meta: { ...THANK_YOU_META, noindex: true },
    load: () => import('../pages/thank-you'),
  },
  // QA's machine lab: in the dev server, and in a production build only with VITE_MACHINE_LAB=true.
  ...(MACHINE_LAB_ENABLED
    ? [{ path: MACHINE_LAB_PATH, meta: { ...MACHINE_LAB_META, noindex: true }, load: () => import('../pages/machine-lab') }]
    : []),
];

/** Any path not in the registry renders this page (HTTP 404 from the static host). */
export const NOT_FOUND_ROUTE: PageRoute = {
  path: '/404',
  meta: { title: NOT_FOUND.title, description: NOT_FOUND.description, noindex: true },
  load: () => import('../pages/not-found'),
};

export const normalizePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

export function routeForPath(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return PAGE_ROUTES.find((r) => r.path === path);
}
