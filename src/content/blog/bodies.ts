import type { ComponentType, ReactNode } from 'react';

/**
 * The posts' bodies, apart from their facts: the route registry, which every page loads, lists the
 * articles by their bodies' file names and so carries none of the posts' words (decision 0055).
 */

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

/** Every post's slug, from its body's file (./posts/{slug}.md). */
export const POST_SLUGS: readonly string[] = Object.keys(POST_BODIES).map((file) => file.slice('./posts/'.length, -'.md'.length));
