import type { InfoPageContent } from './types';

/** /top-quality-care (docs/spec/SPEC.md §2.6): standards, a four-step assurance process and family testimonials. */
export const TOP_QUALITY_CARE_PAGE: InfoPageContent = {
  hero: {
    eyebrow: 'Quality you can check',
    heading: 'The Standards Behind Every Visit',
    lead: "Letting someone into a parent's home takes trust. Here is exactly how we choose, train and supervise our caregivers, and how we make sure the care stays good long after the first visit.",
    highlights: ['Every caregiver police-checked and insured', 'A written care plan in every home', 'Regular supervisor visits and family reviews'],
    actions: [{ kind: 'link', label: 'Get Started', to: '/get-started' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'standards',
      heading: 'Our Care Standards',
      intro: 'These are not extras. Every caregiver and every client home meets them.',
      items: [
        {
          title: 'Vulnerable Sector Police Check',
          text: 'Every caregiver passes a vulnerable sector check, reference checks and an in-person interview before they meet a client.',
        },
        {
          title: 'Fully Insured',
          text: 'Our caregivers are covered by our liability insurance, so families are protected if something goes wrong in the home.',
        },
        {
          title: 'Ongoing Training',
          text: 'Training in safe transfers, dementia care, infection control and recognizing changes in health, refreshed throughout the year.',
        },
        {
          title: 'Supervision Visits',
          text: 'A care supervisor visits the home to see care in action, check the care plan and hear from your loved one directly.',
        },
        {
          title: 'Written Care Plans',
          text: 'Every home has a care plan the family approves, so each caregiver knows the routines, preferences and safety needs.',
        },
        {
          title: 'Culturally Matched Care',
          text: 'We match on language, faith, food and cultural traditions, so care feels familiar and respectful from the first day.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'quality-assurance',
      heading: 'How We Keep Care Quality High',
      intro: 'Quality is not checked once and forgotten. It runs through four steps that repeat for as long as we care for your family.',
      steps: [
        {
          title: 'Careful Hiring',
          text: 'We hire for kindness and reliability as well as skills, with police and reference checks, interviews and training before the first placement.',
        },
        {
          title: 'Personal Matching',
          text: 'We match each client with a caregiver on needs, language, personality and schedule, and arrange an introduction before care begins.',
        },
        {
          title: 'Regular Supervisor Visits',
          text: 'A supervisor visits the home to review the care plan, watch how care is given and coach the caregiver where needed.',
        },
        {
          title: 'Family Feedback & Review',
          text: 'We ask families how care is going, act on every concern, and change the plan or the caregiver whenever it is not the right fit.',
        },
      ],
    },
    {
      kind: 'testimonials',
      id: 'family-testimonials',
      heading: 'What Families Tell Us',
      items: [
        {
          quote:
            'The supervisor came by in the second week, noticed Dad was struggling with the tub and arranged a bath seat and a new routine that same week. Nobody had to ask.',
          name: 'Andrew',
          city: 'Oakville',
        },
        {
          quote:
            'Our first caregiver was lovely but not a good fit for Nani, who only speaks Gujarati. We mentioned it once, and within days she had a caregiver she could chat with all afternoon.',
          name: 'Priya',
          city: 'Brampton',
        },
        {
          quote:
            "Mum's care plan is written down and every caregiver follows it, right down to how she takes her tea. When her medication changed, the plan changed the next day.",
          name: 'Heather',
          city: 'Kitchener',
        },
      ],
    },
  ],
  cta: {
    heading: 'See the Difference Good Care Makes',
    text: 'Ask us anything about how we hire, train and supervise our caregivers. A care advisor will walk you through it and help you plan the next step.',
    actions: [{ kind: 'link', label: 'Get Started', to: '/get-started' }, { kind: 'link', label: 'Contact Us', to: '/contact' }, { kind: 'phone' }],
  },
};
