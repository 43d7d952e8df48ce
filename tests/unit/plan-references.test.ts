import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository speaks for itself: no file of src/, machines/, scripts/, tests/ or docs/ sends a
 * reader to a plan or a tracker it does not hold ("step 16's weight", "steps 22 and 23", "issue 60").
 * A reason is given where it is needed, or a decision note is cited (`decision NNNN`), which
 * docs/decisions/ holds. The notes kept for their history (docs/decisions/history/) and the
 * specification as the agency gave it (docs/spec/) tell their own story and are left as they are.
 */
const ROOT = process.cwd();
const FOLDERS = ['src', 'machines', 'scripts', 'tests', 'docs', '.ci'];
const LEFT_AS_THEY_ARE = ['docs/spec/', 'docs/decisions/history/', 'docs/machines/', 'tests/unit/plan-references.test.ts'];
const TEXT = /\.(ts|tsx|mjs|js|md|json|css|html|yml|sh)$|^\.ci\/run$/;

/** A plan's step named as such ("step 9's pages", "steps 22 and 23"), or a tracker's issue. */
export const PLAN_REFERENCE = /\b[Ss]tep \d+['’]s\b|\b[Ss]teps \d+ (?:and|to) \d+\b|\b[Ii]ssues? \d+\b/g;

function files(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return TEXT.test(path) && !LEFT_AS_THEY_ARE.some((left) => path.startsWith(left)) ? [path] : [];
  });
}

describe('no reference to a plan the repository does not hold', () => {
  it('finds the references it refuses', () => {
    const found = (text: string) => [...text.matchAll(PLAN_REFERENCE)].map((m) => m[0]);
    expect(found("Step 9's company pages; steps 22 and 23; as issue 60 asked; issues 57")).toEqual(["Step 9's", 'steps 22 and 23', 'issue 60', 'issues 57']);
    // The quiz's and the consultation's own steps are the site's words, not a plan.
    expect(found('Back never below step 1; the review (step 4); Step 1: Apply Online; 3 of 3 chosen')).toEqual([]);
  });

  it('src/, machines/, scripts/, tests/ and docs/ hold none', () => {
    const references = FOLDERS.flatMap(files).flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(PLAN_REFERENCE)].map((m) => `${path}:${index + 1}: ${m[0]}`)),
    );
    expect(references).toEqual([]);
  });
});
