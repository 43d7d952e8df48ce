// @ts-check
/**
 * Mutation testing (decision 0078, docs/testing.md): StrykerJS changes the code one small way at a
 * time and counts the changes no test notices. `npm run mutation` (scripts/mutation.mjs) runs it
 * per group of files with the tests that reach them, twice: the whole Vitest suite over the
 * machines, their rules and the lead payload builders and plan and price rules under src/, and the
 * model tests alone (MUTATION_TESTS=model) over each machine and its view model. `TARGETS` holds
 * each run's `thresholds.break`: the whole suite 90%, the model tests 80%.
 */
export const TARGETS = {
  whole: {
    high: 95,
    break: 90,
    jsonReport: 'reports/mutation.json',
    htmlReport: 'reports/mutation.html',
    incrementalFile: 'reports/stryker-incremental.json',
  },
  model: {
    high: 90,
    break: 80,
    jsonReport: 'reports/mutation-model.json',
    htmlReport: 'reports/mutation-model.html',
    incrementalFile: 'reports/stryker-incremental-model.json',
  },
};

const kind = process.env.MUTATION_TESTS === 'model' ? 'model' : 'whole';
/** Set by scripts/mutation.mjs for one group's run: its report goes there, and the target is judged on the whole run. */
const groupReport = process.env.MUTATION_GROUP_REPORT;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // A machine's notes (meta) and types are not behaviour: scripts/stryker-machine-notes.mjs.
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-machine-notes.mjs'],
  ignorers: ['machine-notes'],
  // What scripts/mutation.mjs mutates, group by group (`--mutate`); these are for a run by hand.
  mutate:
    kind === 'model'
      ? ['machines/*/*.machine.ts', 'machines/*/*.view.ts', '!machines/tooling/**']
      : [
          'machines/**/*.ts',
          '!machines/tooling/**',
          '!machines/index.ts',
          'src/features/quiz/care-plan.ts',
          'src/features/consultation/consultation-request-fields.ts',
          'src/features/chat/deliver-offline-message.ts',
          'src/shared/forms/field-rules.ts',
          'src/shared/lib/care-rates.ts',
          'src/shared/lib/money.ts',
        ],
  // Only what the tests load: the build's output, reports and docs stay out of the sandbox.
  ignorePatterns: ['dist*', '.stryker-tmp*', 'reports', 'docs', '.ci', 'public/images', 'test-results', 'playwright-report', 'tools'],
  thresholds: { high: TARGETS[kind].high, low: TARGETS[kind].break, break: groupReport ? null : TARGETS[kind].break },
  reporters: groupReport ? ['json', 'progress-append-only'] : ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: TARGETS[kind].htmlReport },
  jsonReporter: { fileName: groupReport ?? TARGETS[kind].jsonReport },
  incrementalFile: TARGETS[kind].incrementalFile,
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
