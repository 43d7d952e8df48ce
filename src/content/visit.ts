/**
 * The words of docs/spec/DECISIONS.md "No family says anything twice" (decision 0048): what a
 * form says when it was filled in from this visit, and the names its extra fields post under. Only
 * the forms that are filled in load them; the inquiry link is ./inquiry-link.ts.
 */

/** The words of a form filled in from the visit, in one language (English here, French in ./visit.fr-CA.ts). */
export interface VisitWords {
  fromCarePlan: string;
  fromPage: string;
  line: (from: string, facts: readonly string[]) => string;
  editable: string;
  planNote: (plan: string, support: readonly string[], hours: string) => string;
  contactFields: { languages: { label: string; name: string } };
  /**
   * A fact as the page says it: the visit keeps the office's English ('My Mother', 'Arabic', the
   * plan's name); a page in another language names it in its own words.
   */
  fact: (value: string) => string;
}

export const FROM_VISIT = {
  /** Before the facts, in the note over a form filled in from them: "From your care plan: My Mother, Brampton, Punjabi". */
  fromCarePlan: 'From your care plan',
  fromPage: 'From the page you came from',
  line: (from: string, facts: readonly string[]) => `${from}: ${facts.join(', ')}`,
  editable: 'We have filled these in for you. Change anything that is not right.',
  /** The plan, in the words the request's note or message starts from. */
  planNote: (plan: string, support: readonly string[], hours: string) =>
    `From my care plan: ${plan}${support.length ? `, for ${support.join(', ')}` : ''}${hours ? ` (${hours} hours a day)` : ''}.`,
  /** The contact form's field for the languages the visit told (posted under this name; the place is the form's own field). */
  contactFields: {
    languages: { label: 'Languages the caregiver should speak', name: 'Languages' },
  },
  fact: (value: string) => value,
} as const satisfies VisitWords;
