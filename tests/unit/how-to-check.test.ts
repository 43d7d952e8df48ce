import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script, without types
import { applyStep, parseInfo, stepsOf } from '../../scripts/how-to-check.mjs';

/** The how-to test's reading of a how-to (scripts/how-to-check.mjs): its steps and how each is applied. */

const HOW_TO = [
  '# A how-to',
  '',
  '```ts file=src/a.ts',
  'export const A = 1;',
  '```',
  '',
  '```ts file=src/b.ts after="const first" ',
  'const inserted = 2;',
  '```',
  '',
  '```sh',
  'npm run build',
  '```',
  '',
  '```sh check',
  '# a comment',
  'npm run typecheck',
  '',
  'npx vitest run tests/unit/a.test.ts',
  '```',
].join('\n');

describe('the how-to test reads a how-to’s worked example', () => {
  it('takes the blocks that name a file, and the checks, with the line each starts on; a plain sh block is for the reader only', () => {
    expect(stepsOf(HOW_TO)).toEqual([
      {
        kind: 'file',
        line: 3,
        lang: 'ts',
        file: 'src/a.ts',
        after: undefined,
        before: undefined,
        replace: undefined,
        whole: false,
        text: 'export const A = 1;',
      },
      {
        kind: 'file',
        line: 7,
        lang: 'ts',
        file: 'src/b.ts',
        after: 'const first',
        before: undefined,
        replace: undefined,
        whole: false,
        text: 'const inserted = 2;',
      },
      { kind: 'check', line: 15, commands: ['npm run typecheck', 'npx vitest run tests/unit/a.test.ts'] },
    ]);
  });

  it('reads quoted values with spaces and escaped quotes, and bare words', () => {
    expect(parseInfo('tsx file=src/x.tsx replace="a \\"quoted\\" line" whole')).toEqual({
      lang: 'tsx',
      attributes: { file: 'src/x.tsx', replace: 'a "quoted" line' },
      words: ['whole'],
    });
  });
});

describe('the how-to test applies a step, or says why it cannot', () => {
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'how-to-unit-'));
    writeFileSync(join(d, 'b.ts'), 'const first = 1;\nconst second = 2;\nconst second2 = 3;\n');
    return d;
  };
  const step = (fields: object) => ({ kind: 'file', line: 1, lang: 'ts', after: undefined, before: undefined, replace: undefined, whole: false, ...fields });

  it('writes a new file, and refuses to overwrite one', () => {
    const d = dir();
    expect(applyStep(d, step({ file: 'new/a.ts', text: 'export const A = 1;' }))).toBeNull();
    expect(readFileSync(join(d, 'new/a.ts'), 'utf8')).toBe('export const A = 1;\n');
    expect(applyStep(d, step({ file: 'b.ts', text: 'x' }))).toBe('b.ts exists already: the step writes a new file');
  });

  it('inserts after or before the one line that contains the anchor, or replaces it', () => {
    const d = dir();
    expect(applyStep(d, step({ file: 'b.ts', after: 'const first', text: 'const after = 0;' }))).toBeNull();
    expect(applyStep(d, step({ file: 'b.ts', before: 'const first', text: 'const before = 0;' }))).toBeNull();
    expect(applyStep(d, step({ file: 'b.ts', replace: 'const second2', text: 'const third = 3;' }))).toBeNull();
    expect(readFileSync(join(d, 'b.ts'), 'utf8')).toBe('const before = 0;\nconst first = 1;\nconst after = 0;\nconst second = 2;\nconst third = 3;\n');
  });

  it('refuses an anchor that is not there or there twice, a file to edit that does not exist, and rewrites a whole one that does', () => {
    const d = dir();
    expect(applyStep(d, step({ file: 'b.ts', after: 'const fourth', text: 'x' }))).toBe('b.ts: the line containing "const fourth" is not there');
    expect(applyStep(d, step({ file: 'b.ts', after: 'const second', text: 'x' }))).toBe('b.ts: the line containing "const second" is there 2 times');
    expect(applyStep(d, step({ file: 'c.ts', after: 'x', text: 'x' }))).toBe('c.ts does not exist: the step edits it');
    expect(applyStep(d, step({ file: 'c.ts', whole: true, text: 'x' }))).toBe('c.ts does not exist: the step rewrites it');
    expect(applyStep(d, step({ file: 'b.ts', whole: true, text: 'export {};' }))).toBeNull();
    expect(readFileSync(join(d, 'b.ts'), 'utf8')).toBe('export {};\n');
  });
});
