import { CITIES, cityPath } from './cities';
import { LIMITS } from './site';

/** Header and footer navigation (docs/spec/SPEC.md §2.4). Paths may be legacy ones: they resolve through redirects. */

export interface NavLink {
  label: string;
  to: string;
}

export const CONSULTATION_PATH = '/book-a-free-care-consultation';
export const CONSULTATION_LABEL = 'Book a Free Consultation';
export const CAREERS_PATH = '/careers';
/** The section of /careers that holds the job application (docs/spec/SPEC.md §2.6 "Careers"). */
export const APPLY_SECTION_ID = 'apply-now';
/** The job application: where every 'Apply Now' leads. */
export const APPLY_PATH = `${CAREERS_PATH}#${APPLY_SECTION_ID}`;
export const LOCATIONS_PATH = '/locations';
export const VIEW_ALL_LOCATIONS_LABEL = 'View All Locations';
/** The section of /locations that lists the language pages (decision 0051). */
export const LANGUAGES_SECTION_ID = 'languages';
/** The Locations menu's and the footer's way to the five language pages. */
export const LANGUAGES_LINK: NavLink = { label: 'Languages', to: `${LOCATIONS_PATH}#${LANGUAGES_SECTION_ID}` };

export const HEADER_LINKS = {
  services: { label: 'Services', to: '/services' },
  about: { label: 'About', to: '/about-us' },
  locations: { label: 'Locations', to: LOCATIONS_PATH },
  careers: { label: 'Careers', to: CAREERS_PATH },
  contact: { label: 'Contact', to: '/contact-us' },
} as const satisfies Record<string, NavLink>;

/** The first 8 cities, as docs/spec/SPEC.md §9.1 asks for the Locations dropdown. */
export const LOCATIONS_MENU: readonly NavLink[] = CITIES.slice(0, LIMITS.locationsDropdownCities).map((c) => ({ label: c.city, to: cityPath(c) }));

export const FOOTER_COLUMNS: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Why Choose Us', to: '/why-us' },
      { label: 'Our Team', to: '/team' },
      { label: 'Careers', to: CAREERS_PATH },
      { label: 'Franchise Opportunities', to: '/franchise' },
      { label: 'Partnerships', to: '/partnerships' },
      { label: 'Press', to: '/press' },
    ],
  },
  {
    title: 'For You',
    links: [
      { label: 'Our Services', to: '/services' },
      { label: 'Find Your Care Plan', to: '/find-your-care-plan' },
      { label: 'Care Cost Calculator', to: '/care-cost-calculator' },
      { label: 'Family Portal', to: '/family-portal' },
      { label: 'For Employers', to: '/for-employers' },
      { label: 'Locations', to: LOCATIONS_PATH },
      LANGUAGES_LINK,
      { label: 'Contact Us', to: '/contact-us' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Caregiver Resources', to: '/blog/resources' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Free Care Guide', to: '/newsletter-signup' },
      { label: 'Shop', to: '/shop' },
    ],
  },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Use', to: '/terms-of-use' },
  { label: 'Accessibility', to: '/accessibility' },
];

/**
 * Who the site's chrome speaks to on a page: families looking for care (everywhere, by default),
 * or people applying for a job (/careers and the application's /thank-you). The route registry
 * (src/app/routes.ts) says which, never a page.
 */
export type Audience = 'families' | 'applicants';

export interface AudienceChrome {
  /** The header's primary button; `shortLabel` on the narrowest phones. */
  primary: { label: string; shortLabel: string; to: string };
  /** The sticky bar (docs/spec/SPEC.md §1): a line beside its buttons (from tablet width), a link button and a call button. */
  stickyBar: { note: string; action: NavLink; callLabel: string };
}

/**
 * The chrome for each audience. Applicants call the company's one number (docs/spec/DECISIONS.md
 * "Brand and contact facts" names no separate recruiting line); the recruiting team answers there.
 */
export const CHROME: Readonly<Record<Audience, AudienceChrome>> = {
  families: {
    primary: { label: CONSULTATION_LABEL, shortLabel: 'Free Consultation', to: CONSULTATION_PATH },
    stickyBar: {
      note: `Care can start in as little as ${LIMITS.careStartHours} hours.`,
      action: { label: 'Get Care Now', to: CONSULTATION_PATH },
      callLabel: 'Call Us',
    },
  },
  applicants: {
    primary: { label: 'Apply Now', shortLabel: 'Apply Now', to: APPLY_PATH },
    stickyBar: {
      note: 'Paid onboarding and schedules that fit your life.',
      action: { label: 'Apply Now', to: APPLY_PATH },
      callLabel: 'Call Recruiting',
    },
  },
};
