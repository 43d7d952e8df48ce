/** /blog (docs/spec/SPEC.md §2.6). */
export const BLOG_META = {
  title: 'Caregiver Blog: Stories, Support & Insights | Maple Hearth Home Care',
  description:
    'Practical articles for Canadian families caring for a senior: dementia care options, fall prevention, caregiver burnout, hospital discharge and more, from our care team.',
} as const;
