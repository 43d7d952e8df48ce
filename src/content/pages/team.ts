import type { CtaBandContent } from '../info-pages/types';

/** /team (docs/spec/SPEC.md §2.6): the three leaders as cards, then the ways to reach or join the team. */
export const TEAM_PAGE = {
  hero: {
    eyebrow: 'Our Team',
    heading: 'The People Behind Maple Hearth',
    lead: 'A nurse, a personal support worker and an operations lead who have spent their careers caring for seniors in Peel Region. They answer to the families we serve, and a message to our team reaches each of them.',
  },
  leadersHeading: 'Leadership',
  closing: {
    heading: 'Talk to Us, or Join Us',
    text: 'Questions about care for someone you love go to our care advisors. Caregivers who share our values are always welcome to apply.',
    actions: [
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'link', label: 'Join Our Team', to: '/careers-join-our-team' },
    ],
  } satisfies CtaBandContent,
} as const;
