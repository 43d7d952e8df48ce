import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build with the QA machine lab (VITE_MACHINE_LAB=true, in dist-lab/), for tests/e2e/machine-lab.spec.ts. */
export const LAB_PORT = Number(process.env.E2E_LAB_PORT ?? 4190);
/**
 * Debian's old headless shell (package chromium-headless-shell, the same Blink and V8 without the
 * browser's window machinery) when installed: the whole suite passes on it with a fifth less CPU
 * than with the full browser (decision 0072). E2E_CHROMIUM_PATH chooses another; the bench keeps
 * the full browser (CHROMIUM_PATH), as visitors have it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));
/** The local stand-in for the form-forwarding service; the e2e build posts every form to it. */
export const CAPTURE_PORT = Number(process.env.E2E_CAPTURE_PORT ?? 4180);

/**
 * Playwright drives Debian's Chromium (Playwright's own browser download does not work on these
 * machines) against the production build served like a static host. `npm run test:e2e` builds
 * first (`npm run build:e2e`: VITE_FORM_ENDPOINT pointing at the local capture server, and the
 * lab build in dist-lab/), unless E2E_SKIP_BUILD=1 (then both must have been built that way, as
 * .ci/run does once for every later step).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on CI's two cores: a test waits (a frame, a clock, the network's quiet) while another
  // worker's browser works, so a third fills what two leave idle (decision 0077).
  workers: process.env.CI ? 3 : undefined,
  // No retries: a test that fails once fails the run. The French footer's newsletter, which once
  // waited past 7 s under load, was the app's own (a pointer resting on a part that waited for
  // intent never opened it); tests/e2e/call-back.spec.ts keeps one retry on CI of its own, for the
  // one stall not yet explained (see there).
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action of every test to keep the failing ones: a tenth of the suite's
    // time, and a fresh clone's CI keeps no files. Locally, a failure still leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node tests/e2e/capture-server.mjs ${CAPTURE_PORT}`,
      url: `http://127.0.0.1:${CAPTURE_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Both builds, once: dist/ posting every form to the capture server, and dist-lab/ beside it.
      command: `${process.env.E2E_SKIP_BUILD === '1' ? '' : 'npm run build:e2e && '}node scripts/serve.mjs --port ${PORT} --host 127.0.0.1 --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same site with the machine lab (its own -ssr folder too), built by the command above.
      command: `node scripts/serve.mjs --dir dist-lab --port ${LAB_PORT} --host 127.0.0.1 --strictPort`,
      url: `http://127.0.0.1:${LAB_PORT}/machine-lab`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
