import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The legal pages' "last updated" date is the day the site was built (DECISIONS.md), in Toronto.
 * `npm run build` sets BUILD_DATE once so the client and server builds agree.
 */
const buildDate =
  process.env.BUILD_DATE ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  build: {
    // The prerenderer reads the manifest to find the client entry's script and stylesheets.
    manifest: true,
    outDir: 'dist',
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
});
