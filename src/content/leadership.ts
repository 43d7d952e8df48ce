/**
 * The agency's three leaders (fictional, docs/spec/DECISIONS.md "Brand and contact facts"). One list, read by /team, /about-us and
 * the press kit, so a name or title is never spelled two ways.
 */
export interface Leader {
  name: string;
  role: string;
  bio: string;
  /** Work mailbox on the agency's domain. */
  email: string;
  /** Professional-network profile. */
  linkedInUrl: string;
}

export const LEADERS: readonly Leader[] = [
  {
    name: 'Harleen Gill',
    role: 'Founder & Chief Executive Officer',
    bio: 'Harleen spent twelve years as a registered nurse on the geriatric unit at a Brampton hospital, where she watched families struggle to arrange care after discharge. She founded Maple Hearth in 2022 to match seniors with caregivers who share their language and culture, and still joins the first visit for many new families.',
    email: 'harleen.gill@maplehearth.ca',
    linkedInUrl: 'https://www.linkedin.com/in/harleen-gill-maplehearth',
  },
  {
    name: 'Marcus Thompson',
    role: 'Director of Care Quality',
    bio: 'A personal support worker turned care manager, Marcus built the training, supervision and spot-check programme every Maple Hearth caregiver goes through. He leads the dementia care curriculum and reviews every care plan within the first two weeks of service.',
    email: 'marcus.thompson@maplehearth.ca',
    linkedInUrl: 'https://www.linkedin.com/in/marcus-thompson-maplehearth',
  },
  {
    name: 'Ana Ribeiro',
    role: 'Director of Operations & Franchise Development',
    bio: 'Ana ran scheduling for a regional home care provider in Mississauga before joining Maple Hearth. She oversees caregiver matching and the 48-hour start promise, and guides new franchise owners through opening their territories across Canada.',
    email: 'ana.ribeiro@maplehearth.ca',
    linkedInUrl: 'https://www.linkedin.com/in/ana-ribeiro-maplehearth',
  },
];

/**
 * The words of a leader's links. The visible text starts each link's accessible name, and the
 * visually hidden rest says whose link it is (and that LinkedIn opens a new tab).
 */
export const LEADER_LINK_TEXT = {
  linkedIn: 'LinkedIn profile',
  linkedInHidden: (name: string) => ` of ${name} (opens in a new tab)`,
  email: 'Email',
  emailHidden: (name: string) => ` ${name}`,
} as const;
