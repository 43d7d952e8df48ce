import { useLocation } from 'react-router-dom';
import { BLOG_POSTS, BLOG_TEAM_AUTHOR, type PostBodyModule } from '../content/blog';
import { BlogArticle } from '../features/blog/blog-article';
import { blogPostingJsonLd } from '../shared/seo/blog-posting-json-ld';

/** The most related posts shown under an article. */
const RELATED_COUNT = 3;

/** The post at a path, for the route registry (its title, excerpt and breadcrumb come with this chunk). */
export const postAt = (path: string) => BLOG_POSTS.find((p) => p.path === path);

/** The article as BlogPosting structured data (image 1200x630, author defaulting to the team). */
export const jsonLd = (path: string) => {
  const post = postAt(path);
  return post ? [blogPostingJsonLd({ ...post, authorIsTeam: post.author === BLOG_TEAM_AUTHOR })] : [];
};

export interface BlogPostPageProps {
  /** The article's compiled body, loaded with the page by the route (src/app/routes.ts). */
  body?: PostBodyModule;
}

/** The module as the route registry sees it. */
export interface BlogPostPageModule {
  default: typeof BlogPostPage;
  jsonLd: typeof jsonLd;
  postAt: typeof postAt;
}

/** /blog/{slug} (docs/spec/SPEC.md §2.6): one module for the eight articles, which read theirs from the path. */
export default function BlogPostPage({ body }: BlogPostPageProps) {
  const { pathname } = useLocation();
  const post = postAt(pathname);
  if (!post) return null;
  const related = BLOG_POSTS.filter((p) => p.category === post.category && p.slug !== post.slug).slice(0, RELATED_COUNT);
  return <BlogArticle post={post} body={body} related={related} />;
}
