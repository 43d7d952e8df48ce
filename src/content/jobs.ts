/**
 * The roles /careers posts, with their pay (docs/spec/DECISIONS.md "Pay ranges on /careers", after Ontario's
 * Working for Workers Act): each posting states its pay range, whether it is an existing vacancy
 * and that no Canadian experience is required. The page and its JobPosting structured data read
 * this one list.
 */

/** schema.org's unitText values for a pay range. */
export type PayUnit = 'HOUR' | 'DAY' | 'YEAR';

export interface PayRange {
  /** In Canadian dollars. */
  min: number;
  max: number;
  unit: PayUnit;
}

export type EmploymentType = 'FULL_TIME' | 'PART_TIME';

export interface JobRole {
  /** The role in a link's query (`/careers?role=psw#apply-now`): the application then has it chosen. */
  id: string;
  title: string;
  text: string;
  pay: PayRange;
  /** True when the posting fills a vacancy that exists now, not a pool for later openings. */
  existingVacancy: boolean;
  employmentType: readonly EmploymentType[];
}

export const JOB_ROLES: readonly JobRole[] = [
  {
    id: 'psw',
    title: 'Personal Support Worker (PSW)',
    text: 'Help clients with bathing, dressing, mobility and medication reminders on a steady schedule. Requires a PSW certificate or equivalent experience.',
    pay: { min: 21, max: 25, unit: 'HOUR' },
    existingVacancy: true,
    employmentType: ['FULL_TIME', 'PART_TIME'],
  },
  {
    id: 'companion-caregiver',
    title: 'Companion Caregiver',
    text: 'Conversation, outings, light meals and errands with seniors who live alone. No certificate needed; warmth, reliability and a second language are a plus.',
    pay: { min: 18, max: 21, unit: 'HOUR' },
    existingVacancy: true,
    employmentType: ['PART_TIME', 'FULL_TIME'],
  },
  {
    id: 'live-in-caregiver',
    title: 'Live-In Caregiver',
    text: 'Live with one client and follow their routine day and night, with scheduled breaks and relief caregivers. Experience with transfers is required.',
    pay: { min: 210, max: 260, unit: 'DAY' },
    existingVacancy: true,
    employmentType: ['FULL_TIME'],
  },
  {
    id: 'dementia-care-specialist',
    title: 'Dementia Care Specialist',
    text: 'Support clients living with dementia through calm routines and meaningful activities. Dementia care training or two years of experience required.',
    // Not in the list of docs/spec/DECISIONS.md "Pay ranges on /careers": a PSW's range raised for the dementia training the role asks (decision 0026).
    pay: { min: 23, max: 27, unit: 'HOUR' },
    existingVacancy: true,
    employmentType: ['FULL_TIME', 'PART_TIME'],
  },
];

/** Where the roles are (the page's intro and each posting's jobLocation), all in Ontario. */
export const HIRING_CITIES = ['Brampton', 'Mississauga', 'Toronto', 'Hamilton', 'Kitchener', 'Waterloo', 'Ottawa'] as const;
export const HIRING_PROVINCE_CODE = 'ON';

/** When the postings went up (their structured data's datePosted). */
export const JOBS_POSTED_ON = '2026-11-02';

const PER_UNIT: Readonly<Record<PayUnit, string>> = { HOUR: 'an hour', DAY: 'a day', YEAR: 'a year' };

/** '$21.00', '$210', '$52,000': cents for hourly pay only, as docs/spec/DECISIONS.md "Pay ranges on /careers" writes them. */
const dollars = (amount: number, unit: PayUnit): string => {
  const digits = unit === 'HOUR' ? 2 : 0;
  return `$${amount.toLocaleString('en-CA', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
};

/** A pay range as a posting states it: '$21.00 to $25.00 an hour'. */
export const payRangeText = (pay: PayRange): string => `${dollars(pay.min, pay.unit)} to ${dollars(pay.max, pay.unit)} ${PER_UNIT[pay.unit]}`;

/** The query parameter a posting's 'Apply for This Role' sets: `/careers?role=psw#apply-now`. */
export const ROLE_QUERY_PARAM = 'role';

/** The role a link names by its id (`?role=psw`), if it is one of the postings. */
export const jobRoleById = (id: string | null): JobRole | undefined => JOB_ROLES.find((role) => role.id === id);

/** The words of every posting's three statements. */
export const JOB_POSTING_TEXT = {
  payLabel: 'Pay',
  vacancyLabel: 'Vacancy',
  vacancy: (existing: boolean) =>
    existing ? 'An existing vacancy: we are hiring for this role now.' : 'Not a current vacancy: we are gathering applications for future openings.',
  experienceLabel: 'Canadian experience',
  experience: 'Not required. Experience and training from any country count.',
  /** Each posting's button to the application, with the role chosen; its accessible name adds the role's title. */
  apply: 'Apply for This Role',
  applyName: (title: string) => `Apply for This Role: ${title}`,
} as const;

/** A posting in words (its JobPosting description): what the role is, its pay, the vacancy and the experience asked. */
export const jobPostingText = (role: JobRole): string =>
  [
    role.text,
    `${JOB_POSTING_TEXT.payLabel}: ${payRangeText(role.pay)}.`,
    JOB_POSTING_TEXT.vacancy(role.existingVacancy),
    `${JOB_POSTING_TEXT.experienceLabel}: ${JOB_POSTING_TEXT.experience}`,
  ].join(' ');
