/** /for-employers (docs/spec/SPEC.md §2.6). */
export const FOR_EMPLOYERS_META = {
  title: 'Corporate Eldercare Benefit for Employers | Maple Hearth Home Care',
  description:
    'Help employees who care for aging parents: care navigation, back-up home care within 48 hours and preferred rates, in the languages your workforce speaks.',
} as const;
