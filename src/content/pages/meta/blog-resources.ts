/** /blog/resources (docs/spec/SPEC.md §2.6). */
export const BLOG_RESOURCES_META = {
  title: 'Resources for Family Caregivers | Maple Hearth Home Care',
  description:
    'Supports and practical tools for family caregivers in Canada: where to find respite and help, and step-by-step guides from the Maple Hearth blog.',
} as const;
