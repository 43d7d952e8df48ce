import type { InfoSection } from '../info-pages/types';
import { HIRING_CITIES } from '../jobs';
import { APPLY_SECTION_ID } from '../navigation';
import { BRAND_SHORT, LIMITS } from '../site';

/** /careers (docs/spec/SPEC.md §2.6; reached also from /careers-join-our-team). Title and description: ./meta.ts. */
export { APPLY_SECTION_ID };

export const CAREERS_PAGE = {
  hero: {
    eyebrow: 'Careers',
    heading: 'Do Work That Matters, Close to Home',
    lead: `Join ${BRAND_SHORT} and care for seniors in your own community, in the languages you speak. We pay for your onboarding, respect your schedule and help you grow.`,
    apply: { label: 'Apply Now', hash: APPLY_SECTION_ID },
    roles: { label: 'See Open Roles', hash: 'roles' },
  },
  /** The postings themselves: src/content/jobs.ts (docs/spec/DECISIONS.md "Pay ranges on /careers"). */
  roles: {
    id: 'roles',
    heading: 'Open Roles',
    intro: `We hire across ${HIRING_CITIES.slice(0, -1).join(', ')} and ${HIRING_CITIES.at(-1)}, Ontario. Full-time, part-time and weekend shifts are available.`,
  },
  sections: [
    {
      kind: 'features',
      id: 'benefits',
      heading: 'Why Caregivers Stay With Us',
      items: [
        { title: 'Paid Onboarding', text: 'Your orientation, shadow shifts and dementia-care training are paid hours, not favours.' },
        {
          title: 'Schedules That Fit Your Life',
          text: 'Tell us the days and hours you can work; we match clients to your availability and your neighbourhood.',
        },
        {
          title: 'Clients Who Share Your Language',
          text: 'We match by language and culture, so Punjabi, Hindi, Tagalog, Urdu or Arabic speakers are in real demand.',
        },
        { title: 'Support on Every Shift', text: 'A care coordinator is a phone call away, and our 24/7 line backs you up evenings and weekends.' },
        { title: 'Training That Counts', text: 'First Aid/CPR renewals, safe-transfer refreshers and dementia workshops, offered every season.' },
        { title: 'Room to Grow', text: 'Clear promotion tracks to senior caregiver, mentor, care coordinator and franchise roles.' },
      ],
    },
    {
      kind: 'steps',
      id: 'hiring-process',
      heading: 'Our Hiring Process',
      intro: `Most caregivers go from application to first placement within a few weeks; clients can start care in as little as ${LIMITS.careStartHours} hours, so we keep our team ready.`,
      steps: [
        { title: 'Apply Online', text: 'Fill in the short form below and attach your resume if you have one. It takes about five minutes.' },
        { title: 'Interview & Check', text: 'A friendly interview with a care coordinator, reference checks and a vulnerable-sector police check.' },
        { title: 'Paid Onboarding', text: 'Orientation, shadow shifts with an experienced caregiver and our safety and dementia-care training.' },
        {
          title: 'First Placement',
          text: 'We introduce you to a client matched to your skills, languages and availability, and check in after your first week.',
        },
        { title: 'Promotion Tracks', text: 'Grow into senior caregiver, mentor or care coordinator roles, with training and a raise at each step.' },
      ],
    },
    {
      kind: 'quote',
      id: 'caregiver-quote',
      quote:
        'I came to Canada as a nurse and wanted work where my Punjabi mattered. Here it matters every day. My clients’ families know me by name, and my coordinator always picks up.',
      name: 'Gurjit',
      city: 'Brampton',
      relation: 'Personal Support Worker since 2023',
    },
  ] satisfies readonly InfoSection[],
  franchiseBanner: {
    heading: 'Thinking Bigger? Own a Maple Hearth Franchise',
    text: 'Experienced caregivers and coordinators make some of our best franchise owners. Bring care to your own community with our training, brand and support.',
    link: { label: 'Explore Franchise Opportunities', to: '/franchise' },
  },
  apply: {
    heading: 'Apply to Join Our Team',
    lead: 'Tell us about yourself. A recruiter reads every application and replies within a few business days.',
  },
} as const;
