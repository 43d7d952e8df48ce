/**
 * What the job application asks for matching (decision 0031): the role applied for and the
 * languages spoken. Apart from ./forms.ts, whose texts every page with a lead form loads, so only
 * /careers loads these.
 */
export const JOB_MATCHING = {
  fields: {
    /** A select of the roles /careers posts (./jobs.ts), required, with 'Any role' for the undecided. */
    role: 'Role applied for',
    rolePlaceholder: 'Choose a role',
    roleDescription: 'Not sure which fits you? Choose “Any role” and a recruiter will suggest one.',
    anyRole: 'Any role',
    /** The quiz's language list (./languages.ts): clients are matched to caregivers by language. */
    languages: 'Languages you speak',
    languagesDescription: 'Choose every language you could care for a client in. We match clients and caregivers by language.',
    otherLanguages: 'Other languages (optional)',
    otherLanguagesPlaceholder: 'e.g. Arabic, Gujarati, Italian',
  },
  /** The names the fields are posted under, as the mailbox's table shows them. */
  postedNames: { role: 'Role applied for', languages: 'Languages spoken', otherLanguages: 'Other languages' },
  /** How the chosen languages are joined in the one posted field (a form service keeps one value per name). */
  languagesSeparator: ', ',
  /** The browser's message when no language is chosen. */
  languagesRequired: 'Please choose at least one language you speak.',
} as const;
