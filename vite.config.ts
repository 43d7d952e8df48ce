import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    // The prerenderer reads the manifest to find the client entry's script and stylesheets.
    manifest: true,
    outDir: 'dist',
  },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/model/coverage-report.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
