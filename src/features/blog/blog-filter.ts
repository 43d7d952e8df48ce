import type { BlogPost, BlogTopicSlug } from '../../content/blog';
import { BLOG_TOPICS } from '../../content/blog';
import { matchesQuery } from '../../shared/lib/fold-text';

/** docs/spec/SPEC.md §3 "Blog post" (its blog filter): a search term (empty) and a topic ('all'). */
export interface BlogFilter {
  searchTerm: string;
  topic: BlogTopicSlug;
}

export const NO_FILTER: BlogFilter = { searchTerm: '', topic: 'all' };

/** The query's names: the URL's and the filter form's fields' (it GETs them before hydration). */
export const BLOG_QUERY = { searchTerm: 'q', topic: 'topic' } as const;

/** docs/spec/SPEC.md §2.6 "/blog": 'Featured Articles' shows the featured posts, the first six of them. */
export const FEATURED_LIMIT = 6;

/** The posts of 'Featured Articles': the featured ones, in their order, at most FEATURED_LIMIT. */
export function featuredPosts<P extends Pick<BlogPost, 'featured'>>(posts: readonly P[]): P[] {
  return posts.filter((p) => p.featured).slice(0, FEATURED_LIMIT);
}

/**
 * docs/spec/SPEC.md §5 "Blog search": the term matches the title or the excerpt, whatever its case or
 * accents; the topic matches the post's category to the selected topic's name ('all' matches
 * every post). Both must hold. The order of the posts is kept.
 */
export function filterPosts<P extends Pick<BlogPost, 'title' | 'excerpt' | 'category'>>(posts: readonly P[], filter: BlogFilter): P[] {
  const topicName = BLOG_TOPICS.find((t) => t.slug === filter.topic)?.name;
  return posts.filter((post) => (filter.topic === 'all' || post.category === topicName) && matchesQuery(filter.searchTerm, [post.title, post.excerpt]));
}

/** The filter a URL query holds (`?q=&topic=`); an unknown topic reads as 'all'. */
export function filterFromQuery(params: URLSearchParams): BlogFilter {
  const topic = params.get(BLOG_QUERY.topic);
  return {
    searchTerm: params.get(BLOG_QUERY.searchTerm) ?? '',
    topic: BLOG_TOPICS.some((t) => t.slug === topic) ? (topic as BlogTopicSlug) : 'all',
  };
}

/** The URL query for a filter: empty parts are left out, so the unfiltered list is plain /blog. */
export function queryFromFilter(filter: BlogFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.searchTerm) params.set(BLOG_QUERY.searchTerm, filter.searchTerm);
  if (filter.topic !== 'all') params.set(BLOG_QUERY.topic, filter.topic);
  return params;
}
