import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('tells a note that follows the template from one that does not', () => {
    const good = '# 0099 A title\n\n- Date: 2026-01-02\n- Status: Superseded by 0100\n\n## Context\n\nWhy it came up, at length.\n\n## Decision\n\nWhat was chosen, at length.\n\n## Consequences\n\nWhat follows from it, at length.\n';
    expect(templateProblems('0099-a-title.md', good)).toEqual(['0099-a-title.md:4: superseded by 0100, which docs/decisions/ does not hold']);
    expect(templateProblems('0099-a-title.md', '# A title\n\nSome text.')).toHaveLength(4);
  });
});
