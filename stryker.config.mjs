// @ts-check
/**
 * Mutation testing (decision 0078, docs/testing.md): StrykerJS changes the code one small way at a
 * time and counts the changes no test notices. `npm run mutation` runs the whole Vitest suite over
 * the machines, their view models and rules, and the lead payload builders and plan and price
 * rules under src/; `npm run mutation:model` runs the model tests alone over the machine and view
 * files (MUTATION_TESTS=model). Both write reports/ and fail under `thresholds.break`.
 */
const modelOnly = process.env.MUTATION_TESTS === 'model';

/** What the whole suite's run mutates. */
const WHOLE = [
  'machines/**/*.ts',
  '!machines/tooling/**',
  '!machines/index.ts',
  // The lead payload builders, and the plan, price and field rules under src/.
  'src/features/quiz/care-plan.ts',
  'src/features/consultation/consultation-request-fields.ts',
  'src/features/chat/deliver-offline-message.ts',
  'src/shared/forms/field-rules.ts',
  'src/shared/lib/care-rates.ts',
  'src/shared/lib/money.ts',
];

/** What the model tests' own run mutates: each machine and its view model. */
const MODEL = ['machines/*/*.machine.ts', 'machines/*/*.view.ts', '!machines/tooling/**'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: modelOnly ? MODEL : WHOLE,
  // Only the files the tests load: the build's scripts, docs and reports stay out of the sandbox.
  ignorePatterns: ['dist*', 'reports', 'docs', '.ci', 'public/images', 'test-results', 'playwright-report'],
  thresholds: modelOnly ? { high: 90, low: 80, break: 80 } : { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: modelOnly ? 'reports/mutation-model.html' : 'reports/mutation.html' },
  jsonReporter: { fileName: modelOnly ? 'reports/mutation-model.json' : 'reports/mutation.json' },
  incrementalFile: modelOnly ? 'reports/stryker-incremental-model.json' : 'reports/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
