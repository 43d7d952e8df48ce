import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Citations that cannot dangle (README "Citing the specification"). Every citation of the
 * specification in src/, machines/, tests/ and scripts/ has the one form
 *
 *   docs/spec/SPEC.md §2.6            docs/spec/SPEC.md §2.6, §4.5 and §9.3
 *   docs/spec/SPEC.md §3 "Blog post"  docs/spec/DECISIONS.md "Carousels", "Uploads"
 *
 * and names a section that exists (`## 2.` / `### 2.6` headings of SPEC.md) and, when it quotes a
 * term, a heading, a bold term (`**Carousels**`) or a table row's first cell in that section (in
 * DECISIONS.md, anywhere in the file); a term may be the start of a longer one ("Consent" for
 * "Consent (Canada's anti-spam law)"). Decision notes cited by number (`decision 0023`) exist in
 * docs/decisions/ (the notes in force) or docs/decisions/history/ (the older ones, each naming the
 * note in force that folds it); a note cited by path (`docs/decisions/0105-….md`,
 * `docs/decisions/history/0023-….md`, or its number alone after the folder) is there at that path.
 * An older citation form fails here; `node scripts/rewrite-citations.mjs` rewrites most of them.
 */

const ROOT = process.cwd();
const FOLDERS = ['src', 'machines', 'tests', 'scripts'];
const EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|css|md)$/;
/** The rewrite script quotes the old forms on purpose; this file quotes examples. */
const SKIP = new Set(['scripts/rewrite-citations.mjs', 'tests/unit/spec-citations.test.ts']);

// ---- the cited documents -------------------------------------------------------------------

interface Section {
  number: string;
  terms: string[];
}

/** What a quoted term is compared as: no Markdown backticks or emphasis, straight quotes, lower case. */
const normalize = (term: string) => term.replace(/[`*]/g, '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

/** The headings, bold terms and table rows' first cells of some Markdown lines. */
function termsOf(lines: readonly string[]): string[] {
  const terms: string[] = [];
  for (const line of lines) {
    const heading = /^#{1,6}\s+(?:\d+(?:\.\d+)*\.?\s+)?(.+)$/.exec(line);
    if (heading) terms.push(heading[1]!);
    for (const bold of line.matchAll(/\*\*(.+?)\*\*/g)) terms.push(bold[1]!);
    const cell = /^\|([^|]+)\|/.exec(line);
    if (cell && !/^\s*-+\s*$/.test(cell[1]!)) terms.push(cell[1]!);
  }
  return terms.map(normalize);
}

/** SPEC.md's numbered sections (`## 4. States` and `### 4.2 Forms`), each with the terms in it. */
function sectionsOf(markdown: string): Map<string, Section> {
  const lines = markdown.split('\n');
  const starts: { number: string; level: number; line: number }[] = [];
  lines.forEach((line, i) => {
    const m = /^(#{2,3})\s+(\d+(?:\.\d+)?)\.?\s/.exec(line);
    if (m) starts.push({ number: m[2]!, level: m[1]!.length, line: i });
  });
  const sections = new Map<string, Section>();
  for (const [i, start] of starts.entries()) {
    // A section runs to the next heading of its level or higher (a `##` holds its `###`s).
    const next = starts.slice(i + 1).find((s) => s.level <= start.level);
    sections.set(start.number, { number: start.number, terms: termsOf(lines.slice(start.line, next ? next.line : lines.length)) });
  }
  return sections;
}

const SPEC = sectionsOf(readFileSync(join(ROOT, 'docs/spec/SPEC.md'), 'utf8'));
const DECISION_TERMS = termsOf(readFileSync(join(ROOT, 'docs/spec/DECISIONS.md'), 'utf8').split('\n'));
/** The decision notes by folder: `''` the notes in force, `'history/'` the older ones. */
const DECISION_FOLDERS = new Map(['', 'history/'].map((folder): [string, string[]] => [folder, readdirSync(join(ROOT, 'docs/decisions', folder))]));
const DECISION_NOTES = [...DECISION_FOLDERS.values()].flat();

/** A quoted term names a term of the list, or the start of one (up to a word boundary). */
const hasTerm = (terms: readonly string[], quoted: string) => {
  const wanted = normalize(quoted);
  return terms.some((term) => term === wanted || (term.startsWith(wanted) && /^[\s(:,.;'"-]/.test(term.slice(wanted.length))));
};

// ---- the citations -------------------------------------------------------------------------

/** Whitespace inside a citation, which may wrap onto the next comment line. */
const WS = String.raw`(?:[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*|[ \t]+)`;
const SEPARATOR = String.raw`(?:,${WS}and${WS}|,${WS}?|${WS}and${WS})`;
const SPEC_REF = String.raw`§(\d{1,2}(?:\.\d{1,2})?)(?:${WS}"([^"\n]+)")?`;
const SPEC_FIRST = new RegExp(String.raw`${WS}${SPEC_REF}`, 'y');
const SPEC_NEXT = new RegExp(String.raw`${SEPARATOR}${SPEC_REF}`, 'y');
const TERM_FIRST = new RegExp(String.raw`${WS}"([^"\n]+)"`, 'y');
const TERM_NEXT = new RegExp(String.raw`${SEPARATOR}"([^"\n]+)"`, 'y');
const FILE_MENTION = /(docs\/spec\/)?\b(SPEC|DECISIONS)\.md\b/g;
const NOTE_NUMBER = /\bdecisions? (\d{4})\b/g;
const NOTE_PATH = /docs\/decisions\/((?:history\/)?[\w.-]+\.md)/g;
/** A note's folder and number alone (`docs/decisions/0016`), not followed by the rest of its file name. */
const NOTE_FOLDER_NUMBER = /docs\/decisions\/(history\/)?(\d{4})(?![\w-])/g;

/** Every match of a sticky pattern from `at` on, alternating a first pattern and a repeated one. */
function readList(text: string, at: number, first: RegExp, next: RegExp): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let pattern = first;
  let position = at;
  for (;;) {
    pattern.lastIndex = position;
    const m = pattern.exec(text);
    if (!m) return found;
    found.push(m);
    position = pattern.lastIndex;
    pattern = next;
  }
}

/** Where a note cited by a path that does not exist is now (`: it is docs/decisions/history/0016-….md`), if anywhere. */
function movedTo(fileOrNumber: string): string {
  const wanted = fileOrNumber.replace(/^history\//, '');
  const number = wanted.slice(0, 4);
  for (const [folder, names] of DECISION_FOLDERS) {
    const found = names.find((n) => (wanted.endsWith('.md') ? n === wanted : n.startsWith(`${number}-`)));
    if (found) return `: it is docs/decisions/${folder}${found}`;
  }
  return '';
}

/** What is wrong with each citation of one file, as `file:line: problem`. */
function citationProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const report = (index: number, problem: string) => problems.push(`${file}:${lineOf(index)}: ${problem}`);

  for (const mention of text.matchAll(FILE_MENTION)) {
    const at = mention.index;
    const name = `${mention[2]}.md`;
    if (!mention[1]) {
      report(at, `cites ${name} without its path: write docs/spec/${name} (node scripts/rewrite-citations.mjs)`);
      continue;
    }
    if (!existsSync(join(ROOT, 'docs/spec', name))) {
      report(at, `cites docs/spec/${name}, which does not exist`);
      continue;
    }
    const end = at + mention[0].length;
    if (name === 'SPEC.md') {
      const refs = readList(text, end, SPEC_FIRST, SPEC_NEXT);
      if (refs.length === 0) report(at, 'cites docs/spec/SPEC.md without a section (§2.6)');
      for (const ref of refs) {
        const section = SPEC.get(ref[1]!);
        if (!section) report(at, `cites docs/spec/SPEC.md §${ref[1]}, a section it does not have`);
        else if (ref[2] !== undefined && !hasTerm(section.terms, ref[2]))
          report(at, `cites docs/spec/SPEC.md §${ref[1]} "${ref[2]}": no heading, bold term or table row of §${ref[1]} reads so`);
      }
    } else {
      const refs = readList(text, end, TERM_FIRST, TERM_NEXT);
      if (refs.length === 0) report(at, 'cites docs/spec/DECISIONS.md without naming a decision ("Carousels")');
      for (const ref of refs)
        if (!hasTerm(DECISION_TERMS, ref[1]!)) report(at, `cites docs/spec/DECISIONS.md "${ref[1]}": no heading, bold term or table row reads so`);
    }
  }

  for (const note of text.matchAll(NOTE_NUMBER))
    if (!DECISION_NOTES.some((n) => n.startsWith(`${note[1]}-`)))
      report(note.index, `cites decision ${note[1]}, which neither docs/decisions/ nor docs/decisions/history/ holds`);
  for (const note of text.matchAll(NOTE_PATH))
    if (!existsSync(join(ROOT, 'docs/decisions', note[1]!))) report(note.index, `cites docs/decisions/${note[1]}, which does not exist${movedTo(note[1]!)}`);
  for (const note of text.matchAll(NOTE_FOLDER_NUMBER))
    if (!DECISION_FOLDERS.get(note[1] ?? '')!.some((n) => n.startsWith(`${note[2]}-`)))
      report(note.index, `cites docs/decisions/${note[1] ?? ''}${note[2]}, which is no note there${movedTo(`${note[2]}-`)}`);
  return problems;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

describe('citations of the specification and the decision notes', () => {
  it('point to a file, and a section or term, that exist', () => {
    const problems: string[] = [];
    let citations = 0;
    for (const folder of FOLDERS) {
      for (const path of sourceFiles(join(ROOT, folder))) {
        const file = relative(ROOT, path);
        if (SKIP.has(file)) continue;
        const text = readFileSync(path, 'utf8');
        citations += [...text.matchAll(FILE_MENTION)].length;
        problems.push(...citationProblems(file, text));
      }
    }
    expect(problems).toEqual([]);
    expect(citations, 'the scan found the citations').toBeGreaterThan(200);
  });

  it('tells a good citation from a dangling one', () => {
    const wrapped = '/**\n * A field (docs/spec/SPEC.md §5\n * "Calculators") here.\n */';
    expect(citationProblems('a.ts', wrapped)).toEqual([]);
    expect(citationProblems('a.ts', '// docs/spec/SPEC.md §3 "Blog post", §4.5 and §9.3; docs/spec/DECISIONS.md "Consent", "Carousels"')).toEqual([]);
    expect(citationProblems('a.ts', '// see\n// docs/spec/SPEC.md §12')).toEqual(['a.ts:2: cites docs/spec/SPEC.md §12, a section it does not have']);
    expect(citationProblems('a.ts', '// docs/spec/SPEC.md §5 "Unknown city"')).toEqual([
      'a.ts:1: cites docs/spec/SPEC.md §5 "Unknown city": no heading, bold term or table row of §5 reads so',
    ]);
    expect(citationProblems('a.ts', '// docs/spec/DECISIONS.md "Con"')).toHaveLength(1);
    expect(citationProblems('a.ts', '// (docs/spec/DECISIONS.md)')).toEqual(['a.ts:1: cites docs/spec/DECISIONS.md without naming a decision ("Carousels")']);
    expect(citationProblems('a.ts', '// SPEC.md 2.6')).toHaveLength(1);
    expect(citationProblems('a.ts', '// decision 0999')).toEqual([
      'a.ts:1: cites decision 0999, which neither docs/decisions/ nor docs/decisions/history/ holds',
    ]);
    expect(citationProblems('a.ts', '// decision 0016 (docs/decisions/history/0016-calculator-rounding.md), docs/decisions/0105')).toEqual([]);
    expect(citationProblems('a.ts', '// (docs/decisions/0016-calculator-rounding.md)')).toEqual([
      'a.ts:1: cites docs/decisions/0016-calculator-rounding.md, which does not exist: it is docs/decisions/history/0016-calculator-rounding.md',
    ]);
    expect(citationProblems('a.ts', '// See docs/decisions/0011.')).toEqual([
      'a.ts:1: cites docs/decisions/0011, which is no note there: it is docs/decisions/history/0011-static-host-headers-and-deploy-config.md',
    ]);
  });
});
