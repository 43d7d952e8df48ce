import type { InfoSection } from '../info-pages/types';
import { BRAND, BRAND_SHORT } from '../site';

type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

/** The four kinds of partner of docs/spec/SPEC.md §2.6 "/partnerships"; the inquiry form offers the same list. */
export const PARTNER_TYPES = [
  {
    title: 'Healthcare Providers',
    text: 'Hospitals, family health teams, specialists and home and community care coordinators: we take referrals for discharge support, dementia care and respite, start care within 48 hours, and report back to the care team with the family’s consent.',
  },
  {
    title: 'Senior Living Communities',
    text: 'Retirement residences and life-lease communities: our personal support workers add one-to-one hours for residents who need more help than the residence provides, so a move to long-term care can wait.',
  },
  {
    title: 'Community Organizations',
    text: 'Cultural associations, places of worship, seniors’ centres and caregiver groups: we give free talks on caregiving and fall prevention, in the languages your members speak, and host caregiver support circles.',
  },
  {
    title: 'Media and Bloggers',
    text: 'Journalists, podcasters and writers on ageing, caregiving and culturally matched care: we offer interviews with our leaders and caregivers, background on home care in Ontario, and families willing to share their story.',
  },
] as const satisfies readonly { title: string; text: string }[];

export type PartnerType = (typeof PARTNER_TYPES)[number]['title'];

/**
 * /partnerships (docs/spec/SPEC.md §2.6): the four partner types, the 'Partnership Inquiry' contact form (a
 * native POST to the form-forwarding service, like every lead form) and a link to /press.
 */
export const PARTNERSHIPS_PAGE = {
  hero: {
    eyebrow: 'Partnerships',
    inquire: 'Start a Partnership Inquiry',
    heading: 'Partner With Us to Keep Seniors Safe at Home',
    lead: `${BRAND} works beside the people families already trust: doctors and hospital teams, senior living communities, cultural and faith organizations, and the writers who explain care to Canadians.`,
  },
  types: {
    kind: 'features',
    id: 'partner-types',
    heading: 'Who We Partner With',
    intro: 'Four kinds of partner, one aim: the right help for a senior, in their language, without a long wait.',
    items: PARTNER_TYPES,
  } satisfies SectionOf<'features'>,
  promises: {
    heading: 'What Partners Can Count On',
    items: [
      'A named partnership coordinator who answers within one business day',
      'Care started within 48 hours of a confirmed referral',
      'Caregivers matched by language and culture, screened and insured',
      'Updates to referring professionals, with the family’s written consent',
      'Free caregiving talks and materials in English, French, Punjabi, Hindi, Urdu, Tagalog and Chinese',
    ],
  },
  steps: {
    kind: 'steps',
    id: 'partner-steps',
    heading: 'How a Partnership Starts',
    steps: [
      { title: 'Tell us about your organization', text: 'Send the form below with the kind of partnership you have in mind.' },
      { title: 'Meet your coordinator', text: 'We call you within one business day to understand the people you serve and what they need.' },
      { title: 'Agree how we work together', text: 'Referral paths, talks, resident care or interviews: we put it in writing, then get started.' },
    ],
  } satisfies SectionOf<'steps'>,
  form: {
    heading: 'Partnership Inquiry',
    lead: 'Tell us who you are and how you would like to work together. A partnership coordinator replies within one business day.',
    organization: 'Organization',
    partnerType: 'Type of partnership',
    partnerTypePlaceholder: 'Choose the closest match',
    messagePlaceholder: 'Tell us about the people you serve and the partnership you have in mind.',
  },
  press: {
    heading: 'Writing About Home Care?',
    text: `Our press room has the ${BRAND_SHORT} story, brand assets, story ideas and our media contact.`,
    link: { label: 'Visit the Press Room', to: '/press' },
  },
} as const;
