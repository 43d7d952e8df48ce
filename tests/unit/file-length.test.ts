import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house's limit (decision 0124): every source file of src/ and machines/ within 400 lines, as
 * Prettier lays it out, so a module stays one subject a reader can hold (a longer one is split by
 * what it holds: a machine's types, its rules, its examples).
 */
const LIMIT = 400;

function sources(folder: string): string[] {
  return readdirSync(join(process.cwd(), folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('every file of src/ and machines/ within 400 lines', () => {
  it('holds', () => {
    const long = ['src', 'machines']
      .flatMap(sources)
      .map((path) => ({ path, lines: readFileSync(join(process.cwd(), path), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
