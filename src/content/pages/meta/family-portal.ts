/** /family-portal (docs/spec/SPEC.md §2.6), where /family-portal-care-dashboard also lands. */
export const FAMILY_PORTAL_META = {
  title: 'Family Portal: Follow Every Care Visit | Maple Hearth Home Care',
  description:
    'Live visit updates, daily care logs, messaging, schedules, care plans, monthly PDF reports and emergency alerts for families, in seven languages, at no extra fee.',
} as const;
