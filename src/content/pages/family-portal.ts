import type { ToastOptions } from '../../../machines/toast/toast.machine';
import type { CtaBandContent, InfoSection } from '../info-pages/types';
import { BRAND_SHORT, CONTACT_HOURS, PHONE } from '../site';

type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

/**
 * /family-portal (docs/spec/SPEC.md §2.6): the family portal's eight features, 'Request a Demo' (a
 * confirmation toast only: no request is sent, so the toast says how a demo really happens) and a
 * link to /get-started. /family-portal-care-dashboard lands here.
 */
export const FAMILY_PORTAL_PAGE = {
  hero: {
    eyebrow: 'Family Portal',
    heading: 'Stay Close to Their Care, Wherever You Are',
    lead: `The ${BRAND_SHORT} Family Portal shows you how your parent is doing between visits: what happened today, what is planned for tomorrow, and who to talk to when something changes.`,
  },
  demo: {
    button: 'Request a Demo',
    toast: {
      title: 'Thanks for your interest in the Family Portal!',
      description: `Demos are given by our care advisors: call ${PHONE.display} (${CONTACT_HOURS[0].days}, ${CONTACT_HOURS[0].hours}) and ask for a Family Portal walkthrough.`,
    } satisfies ToastOptions,
  },
  getStarted: { label: 'Get Started', to: '/get-started' },
  features: {
    kind: 'features',
    id: 'portal-features',
    heading: 'Everything Your Family Needs in One Place',
    intro: 'Eight features, built with families who manage a parent’s care from across the city or across the country.',
    items: [
      {
        title: 'Live care updates',
        text: 'See when the caregiver arrives and leaves, with a short note on how the visit went.',
      },
      {
        title: 'Daily care logs',
        text: 'Meals, fluids, bathing, mobility and mood, recorded at each visit so patterns show early.',
      },
      {
        title: 'Messaging hub',
        text: 'Write to the caregiver and the care coordinator in one thread that the whole family can read.',
      },
      {
        title: 'Scheduling and alerts',
        text: 'The visit calendar at a glance, with an alert when a visit is moved, added or missed.',
      },
      {
        title: 'Care plan viewer',
        text: 'The current care plan, its goals and the tasks for each visit, always the version the caregiver follows.',
      },
      {
        title: 'Monthly summary PDF reports',
        text: 'A monthly report to download and share with a doctor, a sibling or a power of attorney.',
      },
      {
        title: 'Emergency notifications',
        text: 'An immediate call and message to the family contacts you choose if the caregiver raises an urgent concern.',
      },
      {
        title: 'Multilingual interface',
        text: 'Use the portal in English, French, Punjabi, Hindi, Urdu, Tagalog or Simplified Chinese, each family member in their own language.',
      },
    ],
  } satisfies SectionOf<'features'>,
  steps: {
    kind: 'steps',
    id: 'portal-steps',
    heading: 'How Families Get Access',
    steps: [
      {
        title: 'Care begins',
        text: 'Once your parent’s care plan is agreed, your coordinator creates the family’s portal account.',
      },
      {
        title: 'Invite your family',
        text: 'The main contact invites siblings and others, and chooses what each person can see.',
      },
      {
        title: 'Follow every visit',
        text: 'Open the portal on a phone, tablet or computer. There is nothing to install and no extra fee.',
      },
    ],
  } satisfies SectionOf<'steps'>,
  privacy: {
    kind: 'checklist',
    id: 'portal-privacy',
    heading: 'Private by Design',
    intro: 'Health information is personal. The portal is built to keep it that way.',
    items: [
      'Only the people the main contact invites can sign in',
      'Every family member’s access can be changed or removed at any time',
      'Information is handled in line with Ontario’s health privacy law (PHIPA)',
      'Your parent, or their substitute decision-maker, decides what is shared',
    ],
  } satisfies SectionOf<'checklist'>,
  closing: {
    heading: 'See the Portal for Yourself',
    text: 'Ask a care advisor for a walkthrough, or start with a free care consultation: every family we care for gets the portal.',
    actions: [{ kind: 'link', label: 'Get Started', to: '/get-started' }],
  } satisfies CtaBandContent,
} as const;
