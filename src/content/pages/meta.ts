import { SERVICE_AREA } from '../service-area';
import { BRAND, LIMITS, NEWSLETTER_RHYTHM, PHONE } from '../site';

/**
 * Titles and descriptions of the pages, apart from their text: the route registry, which every
 * page loads, reads only these, so no page's body rides along in the first load. The legal pages'
 * are in ./legal-meta.ts, the service and guide pages' in ../info-pages/meta.ts.
 */

export const HOME_META = {
  // docs/spec/DECISIONS.md "Where the company works": the whole company's area, from the city list.
  title: `In-Home Senior Care in ${SERVICE_AREA.summaryTitle} | ${BRAND}`,
  description:
    'Vetted, insured and culturally matched caregivers for seniors at home: personal care, companionship, dementia, respite and 24/7 live-in care. Free consultation.',
} as const;

export const SERVICES_META = {
  title: 'Our In-Home Senior Care Services | Maple Hearth Home Care',
  description:
    `Ten in-home care services for seniors in ${SERVICE_AREA.summary}: personal care, companionship, dementia, respite, live-in, end-of-life, meals, housekeeping, rides and more.`,
} as const;

export const SEARCH_META = {
  title: 'Search Our Services | Maple Hearth Home Care',
  description:
    'Search Maple Hearth Home Care services and guides: personal care, dementia care, end-of-life care, meal preparation, transportation and chronic illness support.',
} as const;

/** The search page; docs/spec/SPEC.md §4.5 puts the term in its `q` parameter. */
export const SEARCH_PATH = '/search';

export const CONSULTATION_META = {
  title: 'Book a Free Care Consultation | Maple Hearth Home Care',
  description:
    'Ask for a free, no-obligation care consultation at home, by phone or video, at times you choose. A coordinator calls to confirm.',
} as const;

/** /careers (reached also from /careers-join-our-team). */
export const CAREERS_META = {
  title: 'Caregiver Jobs in Ontario: PSWs and Companions | Maple Hearth Home Care',
  description:
    'Join our caregiver team: PSW, companion, live-in and dementia care roles across Ontario, paid onboarding, flexible schedules and clear promotion tracks.',
} as const;

export const FAQ_META = {
  title: `Home Care Questions & Answers | ${BRAND}`,
  description: `Answers for families about in-home senior care: our services, caregiver screening and matching, free consultations and care within ${LIMITS.careStartHours} hours.`,
} as const;

export const CONTACT_META = {
  title: 'Contact Us | Maple Hearth Home Care',
  description:
    `Call ${PHONE.display}, send a message or visit our Brampton hub. Free, no-obligation senior care consultations in ${SERVICE_AREA.summary}.`,
} as const;

export const NEWSLETTER_SIGNUP_META = {
  title: 'Free Guide: 10 Questions to Ask Before Hiring a Caregiver | Maple Hearth Home Care',
  description:
    `Get our free guide, 10 Questions to Ask Before Hiring a Caregiver, and practical caregiving tips trusted by 500+ Canadian families, ${NEWSLETTER_RHYTHM}.`,
} as const;

/** The free guide (decision 0028): its own page, indexable, linked from the sign-up and /thank-you. */
export const GUIDE_META = {
  path: '/guides/10-questions-before-hiring-a-caregiver',
  headline: '10 Questions to Ask Before Hiring a Caregiver',
  title: '10 Questions to Ask Before Hiring a Caregiver (Free Guide) | Maple Hearth Home Care',
  description:
    'PSW training, vulnerable-sector checks, WSIB, insurance, backup caregivers, language matching, care plans, costs, complaints and privacy: what to ask a home care agency in Canada.',
  /** When the guide was first published and last revised (YYYY-MM-DD), for its Article data. */
  published: '2026-11-25',
  modified: '2026-11-25',
} as const;

export const QUIZ_META = {
  title: 'Find Your Care Plan: Free Care Finder Quiz | Maple Hearth Home Care',
  description:
    'Answer eight short questions and get a personalized in-home care plan with an estimated daily price. Free, and your answers reach a care advisor only if you send them.',
} as const;

export const TESTIMONIALS_META = {
  title: 'Client Stories & Testimonials | Maple Hearth Home Care',
  description:
    'Families we care for, from Brampton and Toronto to Calgary, share what in-home care with Maple Hearth changed for their parents and for them.',
} as const;

export const FRANCHISE_APPLY_META = {
  title: 'Franchise Application | Maple Hearth Home Care',
  description:
    'Apply to own a Maple Hearth Home Care franchise: culturally matched in-home senior care, a proven model and training from our Brampton head office.',
} as const;

export const THANK_YOU_META = {
  title: 'Thank You | Maple Hearth Home Care',
  description: 'Your message has reached Maple Hearth Home Care. A care advisor will be in touch soon.',
} as const;

/** The page any unknown path shows (HTTP 404 from the static host). */
export const NOT_FOUND_META = {
  title: 'Page Not Found | Maple Hearth Home Care',
  description:
    'The page you were looking for has moved or no longer exists. Search our services or head to a popular page.',
} as const;

/** /team (docs/spec/SPEC.md §2.6). */
export const TEAM_META = {
  title: 'Our Leadership Team | Maple Hearth Home Care',
  description:
    'Meet the nurse, PSW and operations leaders behind Maple Hearth Home Care in Brampton, and reach each of them directly by e-mail or on LinkedIn.',
} as const;

/** /why-us (docs/spec/SPEC.md §2.6). */
export const WHY_US_META = {
  title: 'Why Choose Us: Culturally Matched Senior Care | Maple Hearth Home Care',
  description:
    `Caregivers matched to your parent's language and culture, care in about ${LIMITS.careStartHours} hours, a family dashboard and vetted PSWs. See how ${BRAND} compares.`,
} as const;

/** /for-employers (docs/spec/SPEC.md §2.6). */
export const FOR_EMPLOYERS_META = {
  title: 'Corporate Eldercare Benefit for Employers | Maple Hearth Home Care',
  description:
    'Help employees who care for aging parents: care navigation, back-up home care within 48 hours and preferred rates, in the languages your workforce speaks.',
} as const;

/** /family-portal (docs/spec/SPEC.md §2.6), where /family-portal-care-dashboard also lands. */
export const FAMILY_PORTAL_META = {
  title: 'Family Portal: Follow Every Care Visit | Maple Hearth Home Care',
  description:
    'Live visit updates, daily care logs, messaging, schedules, care plans, monthly PDF reports and emergency alerts for families, in seven languages, at no extra fee.',
} as const;

/** /press (docs/spec/SPEC.md §2.6). */
export const PRESS_META = {
  title: 'Press Room: Story, Brand Assets & Media Contact | Maple Hearth Home Care',
  description:
    'Background on Maple Hearth Home Care, founded in Brampton in 2022: brand assets, story ideas on culturally matched senior care, our leaders and our media contact.',
} as const;

/** /partnerships (docs/spec/SPEC.md §2.6). */
export const PARTNERSHIPS_META = {
  title: 'Partnerships: Healthcare, Senior Living, Community & Media | Maple Hearth Home Care',
  description:
    'Partner with Maple Hearth Home Care: referrals from healthcare providers, extra care in senior living communities, talks for community organizations, and interviews for media.',
} as const;

/** /shop (docs/spec/SPEC.md §2.6). */
export const SHOP_META = {
  title: 'Shop: Mealtime, Medication, Safety & Memory Care Kits | Maple Hearth Home Care',
  description:
    'Four kits chosen by Maple Hearth caregivers: a mealtime independence set, a weekly medication organizer, a home safety starter kit and a memory care activity box, priced in CAD.',
} as const;

/** /franchise (docs/spec/SPEC.md §2.6, §9.4), where /franchise-opportunity and the chat's franchise link land. */
export const FRANCHISE_META = {
  title: 'Own a Senior Home Care Franchise in Canada: Earnings Calculator | Maple Hearth Home Care',
  description:
    'Bring culturally matched senior home care to your community. See the franchise benefits, try the earnings calculator (an illustration, not a forecast) and request your free info kit.',
} as const;

/** /locations (docs/spec/DECISIONS.md "/locations"): every city page, the offices and the language pages. */
export const LOCATIONS_META = {
  title: `Locations: Senior Home Care in ${SERVICE_AREA.cityCount} Canadian Cities | ${BRAND}`,
  description:
    `Find Maple Hearth home care near you: ${SERVICE_AREA.cityCount} cities in ${SERVICE_AREA.provinces}, our offices, and care in your language.`,
} as const;

/** /care-cost-calculator (docs/spec/SPEC.md §2.6, §9.3). */
export const CARE_COST_META = {
  title: 'Home Care Cost Calculator: Hourly, Weekly & Monthly Estimate | Maple Hearth Home Care',
  description:
    'Estimate the cost of in-home senior care in Canada: choose companionship, personal or dementia care, hours per week and your region for an hourly, weekly and monthly figure.',
} as const;

/** /marketing-assets (docs/spec/SPEC.md §2.6): internal, noindex (the route registry). */
export const MARKETING_ASSETS_META = {
  title: 'Marketing Assets: Approved Campaign Copy (Internal) | Maple Hearth Home Care',
  description:
    'Internal page for the Maple Hearth marketing team: approved search ads, social media ads and the four e-mails of the drip campaign, each ready to copy.',
} as const;

/** /about-us (docs/spec/SPEC.md §2.6), where /about-us-our-story also lands. */
export const ABOUT_META = {
  title: 'About Us: Our Story, Mission & Leadership | Maple Hearth Home Care',
  description:
    'Founded in Brampton in 2022 by a geriatric nurse, Maple Hearth matches seniors with caregivers who share their language and culture. Meet our leadership team.',
} as const;

/** /blog (docs/spec/SPEC.md §2.6). */
export const BLOG_META = {
  title: 'Caregiver Blog: Stories, Support & Insights | Maple Hearth Home Care',
  description:
    'Practical articles for Canadian families caring for a senior: dementia care options, fall prevention, caregiver burnout, hospital discharge and more, from our care team.',
} as const;

/** /blog/resources (docs/spec/SPEC.md §2.6). */
export const BLOG_RESOURCES_META = {
  title: 'Resources for Family Caregivers | Maple Hearth Home Care',
  description:
    'Supports and practical tools for family caregivers in Canada: where to find respite and help, and step-by-step guides from the Maple Hearth blog.',
} as const;

/** An unknown /blog/{slug} (docs/spec/SPEC.md §8): 'Post not found', never indexed. */
export const BLOG_NOT_FOUND_META = {
  title: 'Post Not Found | Maple Hearth Home Care',
  description: 'This article could not be found. Browse every article for family caregivers on the Maple Hearth blog.',
} as const;

/** The blog's Atom feed (linked from the head of /blog). */
export const BLOG_FEED = { path: '/blog/feed.xml', title: 'Maple Hearth Home Care Blog' } as const;
