import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One module per rule (decision 0056): no function is exported from two modules of machines/,
 * neither under one name nor as a copy under another. Reads the sources, so it costs no build.
 */
const ROOT = join(import.meta.dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface ExportedFunction {
  module: string;
  name: string;
  /** The function's text from its parameters on, blanks removed: two copies read the same. */
  body: string;
}

/** Every exported function of a module (`export function f`, `export const f = (…) =>`), with its text up to the next declaration. */
function exportedFunctions(module: string, source: string): ExportedFunction[] {
  const start = /^export (?:async )?function (\w+)|^export const (\w+)(?::[^=]+)? = (?:async )?(?:\([^)]*\)|\w+)(?::[^=]+)? =>/gm;
  const found: ExportedFunction[] = [];
  for (const match of source.matchAll(start)) {
    const name = match[1] ?? match[2]!;
    const from = match.index + match[0].length;
    const next = source.slice(from).search(/\n(?:export |const |function |\/\*\*|type |interface )/);
    const text = source.slice(from, next < 0 ? undefined : from + next);
    found.push({ module, name, body: text.replace(/\s+/g, '') });
  }
  return found;
}

/** Where each key is found: the modules (Node 20 has no Map.groupBy). */
function modulesBy(functions: readonly ExportedFunction[], key: (f: ExportedFunction) => string): Map<string, ExportedFunction[]> {
  const groups = new Map<string, ExportedFunction[]>();
  for (const f of functions) groups.set(key(f), [...(groups.get(key(f)) ?? []), f]);
  return groups;
}

const FUNCTIONS = sourcesUnder(join(ROOT, 'machines')).flatMap((path) => exportedFunctions(relative(ROOT, path), readFileSync(path, 'utf8')));

describe('one module per rule in machines/ (decision 0056)', () => {
  it('reads exported functions, both declarations and arrows', () => {
    expect(exportedFunctions('m.ts', 'export function wallClockAsUtc(instant: number) {\n  return instant;\n}\n')).toEqual([
      { module: 'm.ts', name: 'wallClockAsUtc', body: '(instant:number){returninstant;}' },
    ]);
    expect(exportedFunctions('m.ts', 'export const isEven = (n: number): boolean =>\n  n % 2 === 0;\nconst other = 1;\n').map((f) => f.name)).toEqual([
      'isEven',
    ]);
    // The rules this step made single: each is now found in one module.
    expect(FUNCTIONS.filter((f) => f.name === 'isContactComplete').map((f) => f.module)).toEqual(['machines/shared/contact-rules.ts']);
    expect(FUNCTIONS.filter((f) => f.name === 'wallClockAsUtc').map((f) => f.module)).toEqual(['machines/shared/wall-clock.ts']);
    expect(FUNCTIONS.filter((f) => f.name === 'instantOfWallClock').map((f) => f.module)).toEqual(['machines/shared/wall-clock.ts']);
  });

  it('exports no function name from two modules', () => {
    const modulesByName = modulesBy(FUNCTIONS, (f) => f.name);
    const twice = [...modulesByName]
      .filter(([, fs]) => new Set(fs.map((f) => f.module)).size > 1)
      .map(([name, fs]) => `${name}: ${fs.map((f) => f.module).join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('exports no copy of a function under another name', () => {
    // Bodies too short to be a rule of their own (`() => true`) are left out.
    const byBody = modulesBy(
      FUNCTIONS.filter((f) => f.body.length > 40),
      (f) => f.body,
    );
    const copies = [...byBody]
      .filter(([, fs]) => new Set(fs.map((f) => f.module)).size > 1)
      .map(([, fs]) => fs.map((f) => `${f.module} ${f.name}`).join(' = '));
    expect(copies).toEqual([]);
  });
});
