import { MACHINE_LAB_ENABLED, MACHINE_LAB_META, MACHINE_LAB_PATH } from '../content/machine-lab';
import { CONTACT_META } from '../content/pages/contact';
import { FRANCHISE_APPLY_META } from '../content/pages/franchise-apply';
import { HOME_META } from '../content/pages/home';
import { NEWSLETTER_SIGNUP_META } from '../content/pages/newsletter-signup';
import { TESTIMONIALS_META, TESTIMONIALS_PAGE } from '../content/pages/testimonials';
import { QUIZ_META } from '../content/quiz';
import { reviewJsonLd } from '../seo/json-ld';
import { NOT_FOUND } from '../content/pages/not-found';
import { THANK_YOU_META } from '../content/pages/thank-you';
import type { PageRoute } from './route-types';

/**
 * The one route registry. Each page issue adds its routes here (generated ones, such as city
 * pages and blog posts, are mapped from content data). The router, the prerenderer, the sitemap
 * and the e2e suite all read this list; redirects live in src/content/redirects.ts.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', meta: HOME_META, load: () => import('../pages/home') },
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
