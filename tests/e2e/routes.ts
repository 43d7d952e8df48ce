import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltRoutes {
  pages: Array<{ path: string; title: string; noindex: boolean }>;
  notFound: { title: string };
  redirects: Array<{ from: string; to: string }>;
}

/** The route registry as the build prerendered it (written by scripts/prerender.mjs). */
export const builtRoutes: BuiltRoutes = JSON.parse(
  readFileSync(join(process.cwd(), 'dist', '.vite', 'routes.json'), 'utf8'),
);
