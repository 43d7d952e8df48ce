import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { markdownPosts } from './scripts/markdown-posts.ts';

/**
 * The legal pages' "last updated" date is the day the site was built (DECISIONS.md), in Toronto.
 * `npm run build` sets BUILD_DATE once so the client and server builds agree.
 */
const buildDate =
  process.env.BUILD_DATE ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

export default defineConfig(({ command }) => ({
  // Blog posts: Markdown compiled to React components at build time (docs/decisions/0020).
  plugins: [markdownPosts(), react()],
  define: {
    __BUILD_DATE__: JSON.stringify(buildDate),
    // QA's machine lab: in the dev server (and Vitest), in a build only with VITE_MACHINE_LAB=true.
    // A literal, so the bundler drops the lab's dynamic import, and with it the lab chunk, from a
    // default build (a flag imported from another module does not: docs/decisions/0009).
    __MACHINE_LAB__: JSON.stringify(command === 'serve' || process.env.VITE_MACHINE_LAB === 'true'),
  },
  build: {
    // The prerenderer reads the manifest to find the client entry's script and stylesheets.
    manifest: true,
    // BUILD_OUT_DIR lets a second build (the lab's, for its e2e tests) sit beside dist/.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    // No <link rel=modulepreload> injected at run time: each one costs main-thread time while the
    // page settles; the browser's module loader fetches a chunk's imports itself (docs/decisions/0014).
    modulePreload: false,
  },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/model/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/model/coverage-report.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
}));
