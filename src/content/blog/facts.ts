import { BLOG_POSTS_A } from './posts-a';
import { BLOG_POSTS_B } from './posts-b';
import type { BlogPostMeta } from './types';
import { longDate } from '../long-date';
import { blogPostPath } from './paths';

/**
 * The posts' facts and the rules that derive from them, without the bodies (and without any
 * bundler feature, so plain Node, such as the browser tests, can read them too).
 */

/** docs/spec/SPEC.md §3: a post's author when it names none. */
export const BLOG_TEAM_AUTHOR = 'The Maple Hearth Care Team';

/** Reading speed for the read time: unhurried reading of practical advice. */
export const WORDS_PER_MINUTE = 180;

/** docs/spec/SPEC.md §3 `readTime`: whole minutes, rounded up, from the body's words. */
export const readTimeFor = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

export { BLOG_PATH, blogPostPath } from './paths';

/** The date in long US format (docs/spec/SPEC.md §2.6): '2025-07-15' → 'July 15, 2025'. */
export const formatPostDate = longDate;

/** A post as pages show it, apart from its read time: author defaulted, path and image derived. */
export interface PostFacts extends BlogPostMeta {
  author: string;
  path: string;
  /** The local illustration, 1200x630 (the BlogPosting image). */
  image: string;
}

/** The eight posts' facts, newest first. */
export const POST_FACTS: readonly PostFacts[] = ([...BLOG_POSTS_A, ...BLOG_POSTS_B] as readonly BlogPostMeta[])
  .map((meta) => ({
    ...meta,
    author: meta.author ?? BLOG_TEAM_AUTHOR,
    path: blogPostPath(meta.slug),
    image: `/images/blog/${meta.slug}.svg`,
  }))
  // ISO dates sort as plain strings; localeCompare would load a collator (about 30 ms on a slow
  // phone) while every page's code is evaluated, for eight dates.
  .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
