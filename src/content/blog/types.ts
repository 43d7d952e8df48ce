/** docs/spec/SPEC.md §3 "Blog post": the topics a post's category is one of (slug: name). */
export const BLOG_TOPICS = [
  { slug: 'all', name: 'All Topics' },
  { slug: 'mental-health', name: 'Mental Health' },
  { slug: 'youth-caregivers', name: 'Youth Caregivers' },
  { slug: 'community-support', name: 'Community Support' },
  { slug: 'tips-tools', name: 'Tips & Tools' },
] as const;
export type BlogTopicSlug = (typeof BLOG_TOPICS)[number]['slug'];
/** A post's category: a topic's name other than 'All Topics'. */
export type BlogCategory = Exclude<(typeof BLOG_TOPICS)[number]['name'], 'All Topics'>;

/**
 * One post's facts (docs/spec/SPEC.md §3). Its body is the Markdown file `src/content/blog/posts/{slug}.md`;
 * the read time is computed from the body's words.
 */
export interface BlogPostMeta {
  /** Stable id, e.g. 'post-1'. */
  id: string;
  /** URL slug: /blog/{slug}. */
  slug: string;
  /** 40-75 characters. */
  title: string;
  /** One or two sentences, 120-220 characters: what the reader will learn. */
  excerpt: string;
  /** ISO date between 2025-07-15 and 2025-08-28. */
  date: string;
  category: BlogCategory;
  featured: boolean;
  /** Defaults to the team name when absent. */
  author?: string;
  /** What the post's illustration shows (its alt text). */
  imageAlt: string;
}
