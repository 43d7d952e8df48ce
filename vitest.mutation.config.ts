import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The Vitest run StrykerJS mutates against (stryker.config.mjs, decision 0078). `MUTATION_TESTS=model`
 * narrows it to the model tests (tests/model: the hand-judged model tests and the committed path
 * tests), for their own score over the machines and their view models; otherwise it is the whole
 * suite. Left out either way: scripts/mutation-left-out.json (tests that compare generated files or
 * lint sources, which Stryker's instrumentation fails whatever the mutant).
 */
const COMPARES_FILES: string[] = (JSON.parse(readFileSync(new URL('./scripts/mutation-left-out.json', import.meta.url), 'utf8')) as { files: string[] }).files;

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
