import type { ComponentType, ReactNode } from 'react';
import { POST_FACTS, readTimeFor, type PostFacts } from './facts';

export { BLOG_TOPICS } from './types';
export type { BlogCategory, BlogPostMeta, BlogTopicSlug } from './types';
export { BLOG_PATH, BLOG_TEAM_AUTHOR, WORDS_PER_MINUTE, blogPostPath, formatPostDate, readTimeFor } from './facts';

/** The words of each body, counted at build time (`?words`: the count only, not the body). */
const WORDS = import.meta.glob<number>('./posts/*.md', { query: '?words', import: 'words', eager: true });

export interface BlogPost extends PostFacts {
  words: number;
  readTime: number;
}

/** The eight posts, newest first, with their read time from their words. */
export const BLOG_POSTS: readonly BlogPost[] = POST_FACTS.map((post) => {
  const words = WORDS[`./posts/${post.slug}.md`];
  if (words === undefined) throw new Error(`No body src/content/blog/posts/${post.slug}.md`);
  return { ...post, words, readTime: readTimeFor(words) };
});

/** The elements a body renders with the site's own components (h2, h3, p, ul, ol, li, a, blockquote...). */
export type MarkdownComponents = Partial<Record<string, ComponentType<{ children?: ReactNode; id?: string; href?: string }>>>;

/** A compiled body (scripts/markdown-posts.ts): the component, its outline (h2 and h3) and its word count. */
export interface PostBodyModule {
  default: ComponentType<{ components?: MarkdownComponents }>;
  toc: readonly { depth: 2 | 3; id: string; text: string }[];
  words: number;
}

/** Each body's own chunk, loaded with its article's page (never with the list). */
export const POST_BODIES = import.meta.glob<PostBodyModule>('./posts/*.md');

export const postBodyLoader = (slug: string): (() => Promise<PostBodyModule>) | undefined => POST_BODIES[`./posts/${slug}.md`];
