/** Markdown posts compiled at build time (scripts/markdown-posts.ts). */
declare module '*.md' {
  import type { ComponentType, ReactNode } from 'react';

  /** The elements a post may render with the site's own components (h2, h3, p, ul, ol, li, a, strong, em, blockquote). */
  export type MarkdownComponents = Partial<Record<string, ComponentType<{ children?: ReactNode; id?: string; href?: string }>>>;
  const PostBody: ComponentType<{ components?: MarkdownComponents }>;
  export default PostBody;
  export const words: number;
  export const toc: readonly { depth: 2 | 3; id: string; text: string }[];
}

declare module '*.md?words' {
  export const words: number;
}
