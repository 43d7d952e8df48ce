import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltRoutes {
  pages: Array<{ path: string; title: string; noindex: boolean }>;
  notFound: { title: string };
  /** The not-found documents, relative to dist/: '404.html', 'blog/404.html'. */
  notFoundDocuments: string[];
  redirects: Array<{ from: string; to: string }>;
}

/** The route registry as the build prerendered it (written by scripts/prerender.mjs). */
export const builtRoutes: BuiltRoutes = JSON.parse(readFileSync(join(process.cwd(), 'dist', '.vite', 'routes.json'), 'utf8'));

/** The prerendered HTML file of a route in dist/, as the host serves it. */
export function builtPageFile(path: string): string {
  return join(process.cwd(), 'dist', path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));
}
