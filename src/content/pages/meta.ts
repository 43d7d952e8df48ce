/**
 * Titles and descriptions of the pages, apart from their text, one module per page (./meta/):
 * each page module exports its own (`meta`), so a page's words load with its chunk and the route
 * registry, which every page loads, carries none of them (decision 0055). The legal pages' are in
 * ./legal-meta.ts, the service and guide pages' in ../info-pages/. Code under src/ imports the
 * leaves (`./meta/home`), never this list: importing it would evaluate, and bundle, every leaf whose
 * words read a site constant; tests read it whole.
 */
export { HOME_META } from './meta/home';
export { SERVICES_META } from './meta/services';
export { SEARCH_META } from './meta/search';
export { SEARCH_PATH } from './meta/search-path';
export { CONSULTATION_META } from './meta/consultation';
export { CAREERS_META } from './meta/careers';
export { FAQ_META } from './meta/faq';
export { CONTACT_META } from './meta/contact';
export { NEWSLETTER_SIGNUP_META } from './meta/newsletter-signup';
export { GUIDE_META } from './meta/guide';
export { QUIZ_META } from './meta/quiz';
export { TESTIMONIALS_META } from './meta/testimonials';
export { FRANCHISE_APPLY_META } from './meta/franchise-apply';
export { THANK_YOU_META } from './meta/thank-you';
export { NOT_FOUND_META } from './meta/not-found';
export { TEAM_META } from './meta/team';
export { WHY_US_META } from './meta/why-us';
export { FOR_EMPLOYERS_META } from './meta/for-employers';
export { FAMILY_PORTAL_META } from './meta/family-portal';
export { PRESS_META } from './meta/press';
export { PARTNERSHIPS_META } from './meta/partnerships';
export { SHOP_META } from './meta/shop';
export { FRANCHISE_META } from './meta/franchise';
export { LOCATIONS_META } from './meta/locations';
export { CARE_COST_META } from './meta/care-cost';
export { MARKETING_ASSETS_META } from './meta/marketing-assets';
export { ABOUT_META } from './meta/about';
export { BLOG_META } from './meta/blog';
export { BLOG_RESOURCES_META } from './meta/blog-resources';
export { BLOG_NOT_FOUND_META } from './meta/blog-not-found';
export { BLOG_FEED } from './meta/blog-feed';
