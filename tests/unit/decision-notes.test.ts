import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision note follows the one template of docs/decisions/README.md (as Epic Stack's do):
 * `# NNNN Title`, `- Date: YYYY-MM-DD`, `- Status: Accepted` or `Superseded by NNNN` (or, when a
 * later note replaces only part of it, `Accepted; <the part> is superseded by NNNN`), then
 * `## Context`, `## Decision` and `## Consequences`, in that order, each with some text.
 */
const DIR = join(process.cwd(), 'docs/decisions');
const NOTES = readdirSync(DIR)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();
const SECTIONS = ['Context', 'Decision', 'Consequences'];

/** The repository's files (what a note can cite), as paths from its root; builds and installs aside. */
const ROOT = process.cwd();
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'dist-lab', 'dist-ssr', 'dist-lab-ssr', 'reports', 'test-results', 'playwright-report', 'coverage']);
function repositoryFiles(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? repositoryFiles(path) : [path];
  });
}

/** Top-level folders: a path starting with one is read from the repository's root. */
const ROOT_FOLDERS = ['src', 'tests', 'scripts', 'machines', 'docs', 'tools', 'public', '.ci'];

/**
 * The files a note cites in backticks that the repository does not hold, as `file:line: path`. A
 * citation is a backticked word ending in a source or data extension: a path from the root
 * (`src/app/routes.ts`, `.htmlvalidate.json`) must be there; a shorter one (`features/chat/x.ts`)
 * must end some file's path; a bare name (`route-gate.spec.ts`) must be some file's name.
 * Package paths (`@mantine/core/styles.css`), suffixes (`.test.ts`), patterns and generated
 * reports are not citations of the repository.
 */
function missingCitations(name: string, text: string, files: readonly string[]): string[] {
  const names = new Set(files.map((f) => basename(f)));
  return [...text.matchAll(/`([^`\s]+)`/g)].flatMap((match) => {
    const path = match[1]!.replace(/[:#].*$/, '').replace(/[.,]$/, '');
    if (!/\.(ts|tsx|mjs|cjs|js|json|md|css|yml)$/.test(path)) return [];
    if (/^\.(test|spec)\./.test(path) || path.startsWith('@') || path.startsWith('reports/') || /[*<>[\]{}$]/.test(path)) return [];
    const fromRoot = ROOT_FOLDERS.includes(path.split('/')[0]!) || (!path.includes('/') && path.startsWith('.'));
    const found = fromRoot ? files.includes(path) || existsSync(join(ROOT, path)) : path.includes('/') ? files.some((f) => f.endsWith(`/${path}`)) : names.has(path);
    return found ? [] : [`${name}:${text.slice(0, match.index).split('\n').length}: ${path}`];
  });
}

function templateProblems(name: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const number = name.slice(0, 4);
  if (!new RegExp(`^# ${number} \\S`).test(lines[0] ?? '')) problems.push(`${name}:1: the title is not "# ${number} Title"`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? '')) problems.push(`${name}:3: not "- Date: YYYY-MM-DD"`);
  const status = /^- Status: (Accepted|Superseded by (\d{4})|Accepted; .+ superseded by (\d{4}))$/.exec(lines[3] ?? '');
  if (!status) problems.push(`${name}:4: not "- Status: Accepted" or "- Status: Superseded by NNNN"`);
  const by = status?.[2] ?? status?.[3];
  if (by && !NOTES.some((n) => n.startsWith(`${by}-`))) problems.push(`${name}:4: superseded by ${by}, which docs/decisions/ does not hold`);
  if (by && by <= number) problems.push(`${name}:4: superseded by ${by}, which is not a later note`);
  const headings = lines.flatMap((line, i) => (line.startsWith('## ') ? [{ title: line.slice(3).trim(), line: i }] : []));
  if (headings.map((h) => h.title).join('|') !== SECTIONS.join('|'))
    problems.push(`${name}: sections are [${headings.map((h) => h.title).join(', ')}], not [${SECTIONS.join(', ')}]`);
  for (const [i, h] of headings.entries()) {
    const body = lines.slice(h.line + 1, headings[i + 1]?.line ?? lines.length).join('\n').trim();
    if (body.length < 20) problems.push(`${name}:${h.line + 1}: "## ${h.title}" is empty`);
  }
  return problems;
}

describe('decision notes', () => {
  it('each follow the template: number and title, date, status, Context, Decision, Consequences', () => {
    expect(NOTES.length).toBeGreaterThan(20);
    expect(NOTES.flatMap((name) => templateProblems(name, readFileSync(join(DIR, name), 'utf8')))).toEqual([]);
  });

  it('are numbered once each', () => {
    const numbers = NOTES.map((n) => n.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('are all listed in docs/decisions/README.md, which shows the template', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8');
    const unlisted = NOTES.filter((name) => !index.includes(`](${name})`));
    expect(unlisted, 'add a row per note to the index of docs/decisions/README.md').toEqual([]);
    for (const section of SECTIONS) expect(index).toContain(`## ${section}`);
  });

  it('in force cite only files the repository holds (a superseded note keeps its history)', () => {
    const files = repositoryFiles();
    const inForce = NOTES.map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') })).filter(({ text }) => !/^- Status: Superseded by/m.test(text));
    expect(inForce.flatMap(({ name, text }) => missingCitations(name, text, files))).toEqual([]);
  });

  it('tells a citation of a missing file from one of a file that is there', () => {
    const files = ['src/app/entry-server.tsx', 'tests/e2e/route-gate.spec.ts', 'src/features/chat/chat-panel.tsx'];
    const note = [
      'Prerendered by `src/app/entry-server.tsx`, checked by `route-gate.spec.ts` and `features/chat/chat-panel.tsx`;',
      'once by `src/entry-server.tsx` and `tests/e2e/html-validity.spec.ts` with `.htmlvalidate.json`,',
      'never `@mantine/core/styles.css`, any `.test.ts` or `reports/bench.json`.',
    ].join('\n');
    expect(missingCitations('0099-a-note.md', note, files)).toEqual([
      '0099-a-note.md:2: src/entry-server.tsx',
      '0099-a-note.md:2: tests/e2e/html-validity.spec.ts',
      '0099-a-note.md:2: .htmlvalidate.json',
    ]);
  });

  it('tells a note that follows the template from one that does not', () => {
    const good = '# 0099 A title\n\n- Date: 2026-01-02\n- Status: Superseded by 0100\n\n## Context\n\nWhy it came up, at length.\n\n## Decision\n\nWhat was chosen, at length.\n\n## Consequences\n\nWhat follows from it, at length.\n';
    expect(templateProblems('0099-a-title.md', good)).toEqual(['0099-a-title.md:4: superseded by 0100, which docs/decisions/ does not hold']);
    expect(templateProblems('0099-a-title.md', '# A title\n\nSome text.')).toHaveLength(4);
  });
});
