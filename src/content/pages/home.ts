import { CTA_ACTION_TEXT } from '../cta';
import { CONSULTATION_LABEL, CONSULTATION_PATH, HEADER_LINKS } from '../navigation';
import { SERVICE_AREA, numberInWords } from '../service-area';
import { BRAND, BRAND_SHORT, CONTACT_HOURS_TEXT, EMERGENCY_LINE_NOTE, LIMITS, TAGLINE } from '../site';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const HOME_HERO = {
  // docs/spec/DECISIONS.md "Where the company works": text about the whole company names the whole area.
  eyebrow: `In-home senior care in ${SERVICE_AREA.summary}`,
  heading: 'Compassionate Senior Care, Right Where You Are.',
  lead: `${TAGLINE} Our vetted caregivers speak your family's language, respect your traditions and can usually start within ${LIMITS.careStartHours} hours.`,
  primaryCta: { label: CONSULTATION_LABEL, to: CONSULTATION_PATH },
  secondaryCta: { label: 'Find Your Care Plan', to: '/find-your-care-plan' },
  trustLabel: 'Why families trust us',
  trustBadges: [
    {
      title: 'Vetted & Insured Caregivers',
      detail: 'Every caregiver passes a vulnerable-sector police check and is fully insured.',
    },
    {
      title: '24/7 Family Support',
      // docs/spec/DECISIONS.md "24/7": the 24/7 line is for current clients; new families reach advisors in the contact hours.
      detail: `Current clients reach a real person on our 24/7 line, day and night. New families can talk to a care advisor ${CONTACT_HOURS_TEXT} (Toronto time).`,
    },
    {
      title: 'Culturally-Matched Care',
      detail: 'Caregivers matched to language, faith, food and customs, not only to a schedule.',
    },
  ],
  illustrationAlt: 'Illustration of a caregiver and a senior sharing tea beside a warm hearth in a family home',
} as const;

/** Section 2: 'Services That Empower' (three cards, each to /services). */
export const HOME_SERVICES = {
  heading: 'Services That Empower',
  lead: 'Care that helps seniors keep doing what they love, at home, on their own terms.',
  cards: [
    {
      title: 'In-Home Care',
      text: 'Personal care, companionship, dementia support, respite and 24/7 live-in care from caregivers who share your language and culture.',
      icon: 'home',
    },
    {
      title: 'Wellness Programs',
      text: 'Gentle exercise, walks, meal planning and memory activities that keep body and mind active between visits.',
      icon: 'heart',
    },
    {
      title: 'Tech Support',
      text: 'Help with video calls to family, medication reminder apps and our family portal, so everyone stays connected.',
      icon: 'device',
    },
  ],
  link: { label: 'Explore All Services', to: '/services' },
} as const;

/** Section 4: the call-to-action band with its contact form. */
export const HOME_CTA = {
  heading: 'Ready to Talk About Care?',
  lead: 'Send us a note and a care advisor will call you back within one business day. The consultation is free and there is no obligation.',
  formHeading: 'Request a Call Back',
  consultation: { label: CONSULTATION_LABEL, to: CONSULTATION_PATH },
  franchise: { label: 'Own a Franchise', to: '/franchise' },
  guide: { label: 'Get our free guide: 10 Questions to Ask Before Hiring a Caregiver', to: '/free-care-guide' },
  // Where the band has no form in the page's language (decision 0062), the ways to reach the team instead.
  contact: HEADER_LINKS.contact,
  phone: CTA_ACTION_TEXT.phone,
} as const;

/** Section 5: 'Getting Started is Simple'. */
export const HOME_STEPS = {
  heading: 'Getting Started is Simple',
  steps: [
    {
      title: 'Tell Us Your Needs',
      text: 'Call us or fill in a short form. A care advisor listens to your family’s story, routines and worries.',
    },
    {
      title: 'Get Matched',
      text: 'We introduce a vetted caregiver matched to your loved one’s care needs, language, culture and personality.',
    },
    {
      title: 'Start Care at Home',
      text: `Care begins, often within ${LIMITS.careStartHours} hours, and we check in regularly to adjust the plan as needs change.`,
    },
  ],
  stepLabel: (n: number) => `Step ${n}: `,
} as const;

/** Section 6: the three values. */
export const HOME_VALUES = {
  heading: 'What We Stand For',
  values: [
    {
      title: 'Empowerment',
      text: 'We help seniors do as much as they can for themselves, and we give families the information to make confident choices.',
      icon: 'sparkle',
    },
    {
      title: 'Trust',
      text: 'Police-checked, insured caregivers, written care plans and supervisors who visit, so you always know who is in the home.',
      icon: 'shield',
    },
    {
      title: 'Innovation',
      text: 'A matching tool, a family dashboard and visit notes you can read from anywhere, built for busy families.',
      icon: 'device',
    },
  ],
} as const;

/** Section 7: the caregiver showcase and its badges. */
export const HOME_CAREGIVERS = {
  heading: 'Meet Some of Our Caregivers',
  lead: 'Personal support workers and companions who bring skill, patience and a shared language into the home.',
  badges: ['Gold Certified', 'COVID-Vaccinated', 'Multilingual'],
  badgesLabel: 'Every caregiver shown is',
  speaksLabel: 'Speaks:',
  caregivers: [
    {
      name: 'Gurjit K.',
      role: 'Personal Support Worker, Brampton',
      languages: ['Punjabi', 'Hindi', 'English'],
      bio: 'Eleven years of personal and post-stroke care; known for her patience and her home cooking.',
    },
    {
      name: 'Rosalind M.',
      role: 'Dementia Care Specialist, Mississauga',
      languages: ['Tagalog', 'English'],
      bio: 'Certified in gentle persuasive approaches; brings music and old photographs to every visit.',
    },
    {
      name: 'Ahmed S.',
      role: 'Live-In Caregiver, Hamilton',
      languages: ['Arabic', 'Urdu', 'English'],
      bio: 'Former hospital porter who now supports seniors after surgery with safe transfers and daily walks.',
    },
  ],
} as const;

const COMMUNITY_CITIES = ['Brampton', 'Mississauga', 'Toronto', 'Ottawa', 'Hamilton', 'Kitchener'] as const;

/** Section 8: 'Serving Communities Across Ontario' (each links to its city page). */
export const HOME_COMMUNITIES = {
  heading: 'Serving Communities Across Ontario',
  // The heading is docs/spec/SPEC.md §2.5's and these six cities are in Ontario; the lead places them in the whole area.
  lead: `${capitalised(numberInWords(COMMUNITY_CITIES.length))} of the ${SERVICE_AREA.summary} where our caregivers work, each with local caregivers who know the neighbourhood. ${SERVICE_AREA.sentence}`,
  cities: COMMUNITY_CITIES,
  cityLink: (label: string, to: string): { label: string; to: string; hrefLang?: string } => ({ label, to }),
  allLocations: { label: 'View All Locations', to: '/locations' },
} as const;

/** Section 9: the feature comparison (all true for us, false for others). */
export const HOME_COMPARISON = {
  heading: 'How We Compare',
  caption: `Features of ${BRAND} compared with other home care agencies`,
  columns: { feature: 'Feature', us: BRAND_SHORT, others: 'Other agencies' },
  yes: 'Yes',
  no: 'No',
  rows: [
    { feature: 'Caregivers matched to language and culture', us: true, others: false },
    { feature: `Care can start within ${LIMITS.careStartHours} hours`, us: true, others: false },
    { feature: 'Family dashboard with visit notes', us: true, others: false },
    { feature: capitalised(EMERGENCY_LINE_NOTE), us: true, others: false },
  ],
} as const;

/** Section 10: one featured client quote. */
export const HOME_FEATURED_QUOTE = {
  heading: 'In Their Words',
  quote:
    'For the first time since Dad’s diagnosis, I sleep through the night. His caregiver speaks Tagalog with him, knows his favourite songs and texts me a photo after every walk.',
  name: 'Lorna',
  city: 'Toronto',
  relation: 'Daughter of a client',
} as const;

/** The press-logo strip: five publications (fictional, drawn as wordmarks). */
export const HOME_PRESS = {
  heading: 'As Featured In',
  logos: ['Peel Family Times', 'Ontario Care Journal', 'The GTA Health Review', 'Canadian Seniors Digest', 'Northern Caregiver Radio'],
  link: { label: 'Visit our press room', to: '/press' },
} as const;

/** The home FAQ (also emitted as FAQPage structured data). */
export const HOME_FAQ = {
  heading: 'Frequently Asked Questions',
  items: [
    {
      question: 'How quickly can care start?',
      answer: `Often within ${LIMITS.careStartHours} hours of your first call. We can arrange urgent hospital-discharge care sooner when a caregiver is available nearby.`,
    },
    {
      question: 'Are your caregivers screened and insured?',
      answer: 'Yes. Every caregiver passes a vulnerable-sector police check, reference checks and an interview, and is covered by our liability insurance.',
    },
    {
      question: 'Can we choose a caregiver who speaks our language?',
      answer: 'Yes. We match caregivers by language, culture, faith and dietary customs. Our team speaks English, Punjabi, Hindi and Tagalog, among others.',
    },
    {
      question: 'Is the consultation really free?',
      answer: 'Yes. The care consultation is free and there is no obligation to book care afterwards.',
    },
  ],
  more: { label: 'See All FAQs', to: '/faq' },
} as const;
