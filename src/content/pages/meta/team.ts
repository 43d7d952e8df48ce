/** /team (docs/spec/SPEC.md §2.6). */
export const TEAM_META = {
  title: 'Our Leadership Team | Maple Hearth Home Care',
  description:
    'Meet the nurse, PSW and operations leaders behind Maple Hearth Home Care in Brampton, and reach each of them directly by e-mail or on LinkedIn.',
} as const;
