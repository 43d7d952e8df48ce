import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs a newcomer can read on a screen: each of README.md, docs/*.md and docs/how-to/*.md starts
 * with its title and a paragraph saying what it is for, and no table cell runs over 60 words (a
 * longer explanation goes under the table, where it wraps). The decision notes have their own
 * test (decision-notes.test.ts); the specification and the generated machine docs are left out.
 */
const ROOT = process.cwd();
const MAX_CELL_WORDS = 60;
const docs = [
  'README.md',
  ...['docs', 'docs/how-to'].flatMap((folder) =>
    readdirSync(join(ROOT, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`),
  ),
];

/** Cells of a Markdown table row over the limit, as `file:line: N words`. */
export function longCells(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    line.startsWith('|')
      ? line
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((cell) => cell.trim().split(/\s+/).filter(Boolean).length)
          .filter((words) => words > MAX_CELL_WORDS)
          .map((words) => `${path}:${index + 1}: ${words} words`)
      : [],
  );
}

describe('the docs fit a screen and say what they are for', () => {
  it('measures a cell in words', () => {
    const long = Array.from({ length: 61 }, () => 'word').join(' ');
    expect(longCells('a.md', `| name | purpose |\n|---|---|\n| x | ${long} |`)).toEqual(['a.md:3: 61 words']);
    expect(longCells('a.md', `| x | ${long.split(' ').slice(1).join(' ')} |`)).toEqual([]);
  });

  it.each(docs)('%s: a title, then what it is for', (path) => {
    const [title, blank, purpose] = readFileSync(join(ROOT, path), 'utf8').split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(purpose?.trim().length ?? 0).toBeGreaterThan(20);
  });

  it('no table cell over 60 words', () => {
    expect(docs.flatMap((path) => longCells(path, readFileSync(join(ROOT, path), 'utf8')))).toEqual([]);
  });
});
