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

export { POST_BODIES, postBodyLoader, type MarkdownComponents, type PostBodyModule } from './bodies';
