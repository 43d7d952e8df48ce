/** /partnerships (docs/spec/SPEC.md §2.6). */
export const PARTNERSHIPS_META = {
  title: 'Partnerships: Healthcare, Senior Living, Community & Media | Maple Hearth Home Care',
  description:
    'Partner with Maple Hearth Home Care: referrals from healthcare providers, extra care in senior living communities, talks for community organizations, and interviews for media.',
} as const;
