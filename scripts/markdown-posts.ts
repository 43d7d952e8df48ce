import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Plugin } from 'vite';

/** One entry of a post's table of contents: an h2 or h3 and the id rehype-slug gave it. */
export interface OutlineEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** Collects the outline and the word count while the post is compiled. */
function rehypeOutline() {
  return (tree: Root, file: VFile) => {
    const toc: OutlineEntry[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h2' || node.tagName === 'h3') {
        toc.push({ depth: node.tagName === 'h2' ? 2 : 3, id: String(node.properties.id), text: toString(node) });
      }
    });
    file.data.toc = toc;
    file.data.words = toString(tree).split(/\s+/).filter(Boolean).length;
  };
}

/**
 * Markdown posts compiled at build time by MDX's compiler (`format: 'md'`: plain Markdown, no JSX,
 * no expressions, and raw HTML dropped rather than rendered) into a React component made of plain
 * `jsx()` calls: no Markdown parser ships to the browser. `post.md` exports the body (its
 * `components` prop renders headings, links and lists with the site's own), `toc` and `words`;
 * `post.md?words` is only the word count, small enough for the list page and the route registry.
 */
export function markdownPosts(): Plugin {
  return {
    name: 'maple-hearth:markdown-posts',
    enforce: 'pre',
    async transform(code, id) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.md')) return null;
      const compiled = await compile({ value: code, path: file }, { format: 'md', rehypePlugins: [rehypeSlug, rehypeOutline], development: false });
      const words = `export const words = ${Number(compiled.data.words)};\n`;
      if (new URLSearchParams(query).has('words')) return { code: words, map: null };
      return { code: `${String(compiled)}\n${words}export const toc = ${JSON.stringify(compiled.data.toc)};\n`, map: null };
    },
  };
}
