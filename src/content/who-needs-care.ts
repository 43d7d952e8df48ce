/**
 * Who needs care (docs/spec/SPEC.md §3, the quiz's first step), apart from the quiz's texts: the
 * consultation request asks the same, without fetching the quiz's content.
 */
export const WHO_NEEDS_CARE = ['My Mother', 'My Father', 'My Spouse', 'Myself', 'Other'] as const;
