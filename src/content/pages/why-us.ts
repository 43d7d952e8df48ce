import type { CtaBandContent, InfoSection } from '../info-pages/types';
import { SERVICE_AREA } from '../service-area';
import { BRAND_SHORT, LIMITS } from '../site';
import type { Testimonial } from '../testimonials';

type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

const YES = 'Yes';
const NO = 'No';

/**
 * /why-us (docs/spec/SPEC.md §2.6): a hero to /get-care and /franchise, the six differentiators, the why-us
 * carousel of three families, a comparison table and a closing call to action.
 */
export const WHY_US_PAGE = {
  hero: {
    eyebrow: `Why ${BRAND_SHORT}`,
    heading: 'Care That Speaks Your Family’s Language',
    lead: `Families in ${SERVICE_AREA.summary} choose ${BRAND_SHORT} because their parent is matched with a caregiver who understands them, care can start in about ${LIMITS.careStartHours} hours, and they can see every visit from wherever they are.`,
    actions: [
      { kind: 'link', label: 'Get Care', to: '/get-care' },
      { kind: 'link', label: 'Own a Franchise', to: '/franchise' },
    ],
  },
  differentiators: {
    kind: 'features',
    id: 'why-us-differentiators',
    heading: 'Six Reasons Families Choose Us',
    intro: 'What sets our care apart is not one promise but how the pieces fit together for your family.',
    items: [
      {
        title: 'Culturally matched care',
        text: 'We match caregivers to your parent’s culture, faith and food: a caregiver who knows how to make roti the way Dad likes it, or who observes Ramadan with Mom, is part of the plan, not a lucky accident.',
      },
      {
        title: `Care in ${LIMITS.careStartHours} hours`,
        text: `After a hospital discharge or a sudden fall, waiting weeks is not an option. Once the assessment is done, a matched caregiver can usually start within ${LIMITS.careStartHours} hours, evenings and weekends included.`,
      },
      {
        title: 'A matching tool built for families',
        text: 'Our care-finder asks about needs, hours, health conditions and languages, then recommends a plan with a clear daily price, so you arrive at your first call knowing what to ask for.',
      },
      {
        title: 'A family dashboard',
        text: 'Visit notes, meals, medications given and the caregiver’s schedule are in one place, so a daughter in Calgary and a son in Brampton see the same picture the same evening.',
      },
      {
        title: 'Multilingual support',
        text: 'Our caregivers and coordinators speak more than a dozen languages, among them Punjabi, Hindi, Urdu, Tagalog, Portuguese, Tamil and French, so your parent is never lost in translation.',
      },
      {
        title: 'Vetted PSWs',
        text: 'Every personal support worker is certified, reference-checked and cleared by a vulnerable sector police check before their first visit, then supervised by our care quality team.',
      },
    ],
  } satisfies SectionOf<'features'>,
  voices: {
    heading: 'Families Who Chose Us',
    carouselLabel: 'Why families chose Maple Hearth',
  },
  comparison: {
    kind: 'comparison',
    id: 'why-us-comparison',
    heading: 'How We Compare',
    intro: 'What a family can expect from us, and from a typical home care agency.',
    caption: `What ${BRAND_SHORT} offers compared with a typical home care agency`,
    columns: ['What your family gets', BRAND_SHORT, 'Typical agency'],
    rows: [
      { aspect: 'Caregiver matched to language, culture and faith', values: [YES, NO] },
      { aspect: `Care can start within ${LIMITS.careStartHours} hours`, values: [YES, NO] },
      { aspect: 'Online care-finder with a recommended plan and price', values: [YES, NO] },
      { aspect: 'Family dashboard with same-day visit notes', values: [YES, NO] },
      { aspect: 'Coordinator who speaks your language', values: [YES, NO] },
      { aspect: 'Certified PSWs with a vulnerable sector police check', values: [YES, YES] },
      { aspect: 'Free in-home assessment', values: [YES, NO] },
      { aspect: 'Long-term contract required', values: [NO, YES] },
    ],
  } satisfies SectionOf<'comparison'>,
  closing: {
    heading: 'See the Difference for Your Family',
    text: 'Tell us about your loved one and we will recommend a caregiver match, or talk to us about bringing this kind of care to your own community.',
    actions: [
      { kind: 'link', label: 'Get Care', to: '/get-care' },
      { kind: 'link', label: 'Contact Us', to: '/contact' },
      { kind: 'link', label: 'Own a Franchise', to: '/franchise' },
    ],
  } satisfies CtaBandContent,
} as const;

const rating = LIMITS.testimonialRating;

/** The why-us carousel's three families; the first is the featured review in its structured data. */
export const WHY_US_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Farah',
    role: 'Mississauga',
    content:
      'My mother only speaks Urdu and would not let strangers help her bathe. Maple Hearth matched her with Nazia, who prays with her and cooks her food. Mom now looks forward to the mornings, and I can go back to work without worrying.',
    rating,
  },
  {
    name: 'Robert',
    role: 'Hamilton',
    content:
      'Dad was discharged on a Thursday and a caregiver was at the door on Saturday morning. The dashboard shows me what he ate and when he took his pills, which matters when you live three hours away.',
    rating,
  },
  {
    name: 'Anjali',
    role: 'Brampton',
    content:
      'We compared three agencies. Maple Hearth was the only one that asked about Papa’s language, his diet and his routine before talking about price, and the only one without a long contract.',
    rating,
  },
];
