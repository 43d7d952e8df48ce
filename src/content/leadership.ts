import { COMPANY_LINKEDIN, COORDINATOR_MAILBOXES, INFO_EMAIL, INFO_MAILTO } from './site';

/**
 * The agency's three leaders (fictional, docs/spec/DECISIONS.md "Brand and contact facts"). One list,
 * read by /team, /about-us and the press kit, so a name or title is never spelled two ways.
 * docs/spec/DECISIONS.md "People are reached through the company": a leader has a name, a role and
 * a bio, and no personal mailbox or profile.
 */
export interface Leader {
  name: string;
  role: string;
  bio: string;
}

export const LEADERS: readonly Leader[] = [
  {
    name: 'Harleen Gill',
    role: 'Founder & Chief Executive Officer',
    bio: 'Harleen spent twelve years as a registered nurse on the geriatric unit at a Brampton hospital, where she watched families struggle to arrange care after discharge. She founded Maple Hearth in 2022 to match seniors with caregivers who share their language and culture, and still joins the first visit for many new families.',
  },
  {
    name: 'Marcus Thompson',
    role: 'Director of Care Quality',
    bio: 'A personal support worker turned care manager, Marcus built the training, supervision and spot-check programme every Maple Hearth caregiver goes through. He leads the dementia care curriculum and reviews every care plan within the first two weeks of service.',
  },
  {
    name: 'Ana Ribeiro',
    role: 'Director of Operations & Franchise Development',
    bio: 'Ana ran scheduling for a regional home care provider in Mississauga before joining Maple Hearth. She oversees caregiver matching and the 48-hour start promise, and guides new franchise owners through opening their territories across Canada.',
  },
];

/**
 * How to reach the leaders: through the company's own channels
 * (docs/spec/DECISIONS.md "People are reached through the company"): the info mailbox, the two local coordinators and the company's LinkedIn page.
 */
export const LEADER_CONTACT = {
  heading: 'Reaching Our Leaders',
  lead: 'Our leaders are reached through the company, so every message is answered even when someone is away.',
  info: {
    label: INFO_EMAIL,
    href: INFO_MAILTO,
    text: 'Write to us and name the person in the subject; we pass it on the same day:',
  },
  coordinators: {
    text: 'Families we already care for can also write to their local coordinator:',
    items: COORDINATOR_MAILBOXES.map((c) => ({ city: c.city, email: c.email, href: `mailto:${c.email}` })),
  },
  linkedIn: {
    text: 'Follow the company and its news on',
    label: `${COMPANY_LINKEDIN.network}`,
    hidden: ' (the Maple Hearth company page, opens in a new tab)',
    href: COMPANY_LINKEDIN.href,
  },
} as const;
