import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The Vitest run StrykerJS mutates against (stryker.config.mjs, decision 0078). `MUTATION_TESTS=model`
 * narrows it to the model tests (tests/model: the hand-judged model tests and the committed path
 * tests), for their own score over the machines and their view models; otherwise it is the whole
 * suite. Left out either way: the tests that compare generated or committed files with what the
 * code would write again (they fail under Stryker's instrumentation, whatever the mutant), and the
 * ESLint probes (they lint source files, never run them).
 */
const COMPARES_FILES = [
  'tests/unit/spec-citations.test.ts',
  'tests/unit/one-module-per-rule.test.ts',
  'tests/unit/decision-notes.test.ts',
  'tests/unit/machine-diagrams.test.tsx',
  'tests/model/paths.test.ts',
  'tests/lint/**',
];

export default defineConfig(async (env) => {
  const base = await (typeof viteConfig === 'function' ? viteConfig(env) : viteConfig);
  const modelOnly = process.env.MUTATION_TESTS === 'model';
  const merged = mergeConfig(base, { test: { exclude: ['**/node_modules/**', ...COMPARES_FILES] } });
  // One machine's run (scripts/mutation.mjs): only the test files that reach its folder.
  const only = process.env.MUTATION_TEST_FILES?.split(',').filter(Boolean);
  for (const project of merged.test!.projects! as { test: { name: string; include: string[] } }[]) {
    if (modelOnly) project.test.include = project.test.name === 'dom' ? ['tests/model/**/*.test.{ts,tsx}'] : [];
    const projectOf = (file: string) => (/\.isolated\.test\.ts$/.test(file) ? 'isolated' : /^tests\/(unit|lint)\/.*\.test\.ts$/.test(file) ? 'node' : 'dom');
    if (only) project.test.include = project.test.include.length ? only.filter((file) => projectOf(file) === project.test.name) : [];
  }
  merged.test!.projects = (merged.test!.projects! as { test: { include: string[] } }[]).filter((p) => p.test.include.length > 0);
  return merged;
});
