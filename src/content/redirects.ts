export interface Redirect {
  from: string;
  to: string;
}

/** docs/spec/SPEC.md §2.2: legacy paths. Each one replaces history with its target. */
export const LEGACY_REDIRECTS: readonly Redirect[] = [
  { from: '/about-us-our-story', to: '/about-us' },
  { from: '/contact', to: '/contact-us' },
  { from: '/contact-senior-care-canada', to: '/contact-us' },
  { from: '/get-started', to: '/contact-us' },
  { from: '/get-care', to: '/contact-us' },
  { from: '/careers-join-our-team', to: '/careers' },
  { from: '/franchise-opportunity', to: '/franchise' },
  { from: '/testimonials-client-stories', to: '/testimonials' },
  { from: '/family-portal-care-dashboard', to: '/family-portal' },
  { from: '/free-care-guide', to: '/newsletter-signup' },
  { from: '/book-consultation', to: '/book-a-free-care-consultation' },
];

/**
 * docs/spec/SPEC.md §2.6: search items link to detail paths that have no page of their own. Each resolves to
 * the matching service page, so no search result leads to the not-found page.
 */
export const SEARCH_DETAIL_REDIRECTS: readonly Redirect[] = [
  { from: '/services/personal-care', to: '/personal-care-services' },
  { from: '/services/alzheimers-dementia-care', to: '/dementia-care-brampton' },
  { from: '/services/meal-prep-home-support', to: '/senior-meal-preparation-nutrition' },
  { from: '/services/chronic-illness-support', to: '/senior-fall-prevention' },
];

/** Every redirect the router, the prerenderer (stub pages) and the static host know. */
export const REDIRECTS: readonly Redirect[] = [...LEGACY_REDIRECTS, ...SEARCH_DETAIL_REDIRECTS];
