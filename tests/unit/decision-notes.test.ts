import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision notes (docs/decisions/README.md, decision 0124). The notes in force are in
 * docs/decisions/: at most 25, each at most 400 words as `wc -w` counts them, each following the
 * one template: `# NNNN Title`, `- Date: YYYY-MM-DD`, `- Status: Accepted`, then `## Context`,
 * `## Decision` and `## Consequences`, in that order, each with some text. The older notes are
 * kept unchanged in docs/decisions/history/, in the same template, their status naming where they
 * went: `Folded into NNNN` (a note in force) or `Superseded by NNNN` (a later note).
 */
const DIR = join(process.cwd(), 'docs/decisions');
const HISTORY_DIR = join(DIR, 'history');
const isNote = (name: string) => /^\d{4}-.*\.md$/.test(name);
const NOTES = readdirSync(DIR).filter(isNote).sort();
const HISTORY = readdirSync(HISTORY_DIR).filter(isNote).sort();
const SECTIONS = ['Context', 'Decision', 'Consequences'];
const MAX_NOTES = 25;
const MAX_WORDS = 400;

type Folder = 'in force' | 'history';

/** The notes of both folders, as `{ name, folder, text }`. */
const ALL = [
  ...NOTES.map((name) => ({ name, folder: 'in force' as Folder, text: readFileSync(join(DIR, name), 'utf8') })),
  ...HISTORY.map((name) => ({ name, folder: 'history' as Folder, text: readFileSync(join(HISTORY_DIR, name), 'utf8') })),
];

/**
 * Words as `wc -w` counts them in a UTF-8 locale (GNU coreutils 9, `LANG=C.UTF-8`): runs of
 * characters between white space, a no-break space (`160 $`, `14 h` in French) being white space.
 */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

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
    const found = fromRoot
      ? files.includes(path) || existsSync(join(ROOT, path))
      : path.includes('/')
        ? files.some((f) => f.endsWith(`/${path}`))
        : names.has(path);
    return found ? [] : [`${name}:${text.slice(0, match.index).split('\n').length}: ${path}`];
  });
}

/** The notes a text cites by number (`decision 0047`, `decisions 0062`) that neither folder holds, as `file:line: NNNN`. */
function missingNoteNumbers(name: string, text: string, numbers: ReadonlySet<string>): string[] {
  return [...text.matchAll(/\bdecisions? (\d{4})\b/g)].flatMap((match) =>
    numbers.has(match[1]!) ? [] : [`${name}:${text.slice(0, match.index).split('\n').length}: ${match[1]}`],
  );
}

/**
 * What is wrong with one note's template. `inForce` and `all` are the numbers of the notes in
 * force and of every note, in both folders: a history note's `Folded into` names a note in force,
 * a `Superseded by` a later note of either folder.
 */
function templateProblems(name: string, text: string, folder: Folder, inForce: ReadonlySet<string>, all: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  const number = name.slice(0, 4);
  if (!new RegExp(`^# ${number} \\S`).test(lines[0] ?? '')) problems.push(`${name}:1: the title is not "# ${number} Title"`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? '')) problems.push(`${name}:3: not "- Date: YYYY-MM-DD"`);
  const statusLine = lines[3] ?? '';
  if (folder === 'in force') {
    if (statusLine !== '- Status: Accepted') problems.push(`${name}:4: a note in force is "- Status: Accepted"; a note replaced moves to history/`);
  } else {
    const status = /^- Status: (?:Folded into (\d{4})|Superseded by (\d{4}))$/.exec(statusLine);
    if (!status) problems.push(`${name}:4: a history note is "- Status: Folded into NNNN" or "- Status: Superseded by NNNN"`);
    const folded = status?.[1];
    const superseded = status?.[2];
    if (folded && !inForce.has(folded)) problems.push(`${name}:4: folded into ${folded}, which is not a note in force`);
    if (superseded && !all.has(superseded)) problems.push(`${name}:4: superseded by ${superseded}, which neither folder holds`);
    if (superseded && superseded <= number) problems.push(`${name}:4: superseded by ${superseded}, which is not a later note`);
  }
  const headings = lines.flatMap((line, i) => (line.startsWith('## ') ? [{ title: line.slice(3).trim(), line: i }] : []));
  if (headings.map((h) => h.title).join('|') !== SECTIONS.join('|'))
    problems.push(`${name}: sections are [${headings.map((h) => h.title).join(', ')}], not [${SECTIONS.join(', ')}]`);
  for (const [i, h] of headings.entries()) {
    const body = lines
      .slice(h.line + 1, headings[i + 1]?.line ?? lines.length)
      .join('\n')
      .trim();
    if (body.length < 20) problems.push(`${name}:${h.line + 1}: "## ${h.title}" is empty`);
  }
  return problems;
}

const IN_FORCE_NUMBERS = new Set(NOTES.map((n) => n.slice(0, 4)));
const ALL_NUMBERS = new Set(ALL.map((n) => n.name.slice(0, 4)));

describe('decision notes', () => {
  it(`in force are at most ${MAX_NOTES}, each at most ${MAX_WORDS} words (as wc -w counts)`, () => {
    expect(NOTES.length).toBeGreaterThan(0);
    expect(NOTES.length, 'fold a topic into another note before adding one').toBeLessThanOrEqual(MAX_NOTES);
    const long = ALL.filter((n) => n.folder === 'in force' && wordCount(n.text) > MAX_WORDS).map((n) => `${n.name}: ${wordCount(n.text)} words`);
    expect(long).toEqual([]);
  });

  it('each follow the template: number and title, date, status, Context, Decision, Consequences', () => {
    expect(HISTORY.length).toBeGreaterThan(20);
    expect(ALL.flatMap(({ name, folder, text }) => templateProblems(name, text, folder, IN_FORCE_NUMBERS, ALL_NUMBERS))).toEqual([]);
  });

  it('are numbered once each, across both folders', () => {
    const numbers = ALL.map((n) => n.name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('are all listed in docs/decisions/README.md, which shows the template', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8');
    const unlisted = [...NOTES.filter((name) => !index.includes(`](${name})`)), ...HISTORY.filter((name) => !index.includes(`](history/${name})`))];
    expect(unlisted, 'list each note in force, and each history note under history/, in docs/decisions/README.md').toEqual([]);
    for (const section of SECTIONS) expect(index).toContain(`## ${section}`);
  });

  it('in force cite only files the repository holds (a history note keeps its history)', () => {
    const files = repositoryFiles();
    const inForce = ALL.filter((n) => n.folder === 'in force');
    expect(inForce.flatMap(({ name, text }) => missingCitations(name, text, files))).toEqual([]);
  });

  it('in either folder, and the index, cite by number only notes one of the folders holds', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8');
    const problems = [...ALL.flatMap(({ name, text }) => missingNoteNumbers(name, text, ALL_NUMBERS)), ...missingNoteNumbers('README.md', index, ALL_NUMBERS)];
    expect(problems).toEqual([]);
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
    // Built from parts, so that the citation check of tests/unit/spec-citations.test.ts does not read them.
    const cites = ['As ', 'decision', ' 0042 said; see ', 'decisions', ' 0043 and 0099.'].join('');
    expect(missingNoteNumbers('0100-a-note.md', cites, new Set(['0042', '0043']))).toEqual([]);
    expect(missingNoteNumbers('0100-a-note.md', cites, new Set(['0042']))).toEqual(['0100-a-note.md:1: 0043']);
  });

  it('tells a note that follows the template from one that does not, in force and in history', () => {
    const note = (status: string) =>
      `# 0099 A title\n\n- Date: 2026-01-02\n- Status: ${status}\n\n## Context\n\nWhy it came up, at length.\n\n## Decision\n\nWhat was chosen, at length.\n\n## Consequences\n\nWhat follows from it, at length.\n`;
    const inForce = new Set(['0100']);
    const all = new Set(['0099', '0100', '0101', '0098']);
    expect(templateProblems('0099-a-title.md', note('Accepted'), 'in force', inForce, all)).toEqual([]);
    expect(templateProblems('0099-a-title.md', note('Folded into 0100'), 'in force', inForce, all)).toHaveLength(1);
    expect(templateProblems('0099-a-title.md', note('Folded into 0100'), 'history', inForce, all)).toEqual([]);
    expect(templateProblems('0099-a-title.md', note('Superseded by 0101'), 'history', inForce, all)).toEqual([]);
    expect(templateProblems('0099-a-title.md', note('Folded into 0101'), 'history', inForce, all)).toEqual([
      '0099-a-title.md:4: folded into 0101, which is not a note in force',
    ]);
    expect(templateProblems('0099-a-title.md', note('Superseded by 0098'), 'history', inForce, all)).toEqual([
      '0099-a-title.md:4: superseded by 0098, which is not a later note',
    ]);
    expect(templateProblems('0099-a-title.md', note('Accepted'), 'history', inForce, all)).toHaveLength(1);
    expect(templateProblems('0099-a-title.md', '# A title\n\nSome text.', 'in force', inForce, all)).toHaveLength(4);
  });

  it('counts words as wc -w does', () => {
    expect(wordCount('# 0100 A title\n\n- Date: 2026-11-30\n')).toBe(7);
    expect(wordCount('  one\ttwo\n\nthree  ')).toBe(3);
    expect(wordCount('160\u00a0$ « 14\u202fh »')).toBe(6);
  });
});
