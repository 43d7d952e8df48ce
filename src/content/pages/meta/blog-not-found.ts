/** An unknown /blog/{slug} (docs/spec/SPEC.md §8): 'Post not found', never indexed. */
export const BLOG_NOT_FOUND_META = {
  title: 'Post Not Found | Maple Hearth Home Care',
  description: 'This article could not be found. Browse every article for family caregivers on the Maple Hearth blog.',
} as const;
