#!/usr/bin/env node
// Rewrites citations of the specification into the one citation form that
// tests/unit/spec-citations.test.ts checks (README "Citing the specification"):
//
//   docs/spec/SPEC.md §2.6                       a section of the specification
//   docs/spec/SPEC.md §2.6, §4.5 and §9.3        several
//   docs/spec/SPEC.md §3 "Blog post"             a bold term, heading or table row in that section
//   docs/spec/DECISIONS.md "Carousels"           a bold term, heading or table row of the decisions
//
// Older forms it rewrites: `SPEC.md 2.6`, `SPEC.md section 1`, `SPEC.md sections 3, 4.2 and 7`,
// `SPEC.md 2.6 and section 1`, `DECISIONS.md 'Term'` (in comments). Re-runnable: text already in
// the citation form is left as it is, so run it after a merge brings older citations back:
//
//   node scripts/rewrite-citations.mjs          rewrite in place, listing the files changed
//   node scripts/rewrite-citations.mjs --check  list what it would change; exit 1 if anything
//
// A citation with no section (a bare `docs/spec/DECISIONS.md`) cannot be rewritten mechanically:
// the test names it, and a person chooses the section it means.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = process.cwd();
const FOLDERS = ['src', 'machines', 'tests', 'scripts'];
const EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|css|md)$/;
/** This script and the test quote the old forms on purpose. */
const SKIP = new Set(['scripts/rewrite-citations.mjs', 'tests/unit/spec-citations.test.ts']);

/** Whitespace inside a citation, which may wrap onto the next comment line (` * ` or `// `). */
const WS = String.raw`(?:[ \t]*\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*|[ \t]+)`;
/** A section number as older comments wrote it: `2.6`, `9`, `section 1`, `§4.3`. */
const SECTION = String.raw`(?:sections?${WS})?§?(\d{1,2}(?:\.\d{1,2})?)(?![\d.]*\d)`;
const SEPARATOR = String.raw`(?:,${WS}and${WS}|,${WS}?|${WS}and${WS})`;
const TERM = String.raw`(?:${WS}"[^"\n]+")?`;

/** `SPEC.md` or `DECISIONS.md` not yet preceded by `docs/spec/`. */
const BARE_FILE = /(?<![\w./-])(SPEC|DECISIONS)\.md\b/g;
/** A SPEC citation and the list of sections after it. */
const SPEC_CITATION = new RegExp(String.raw`docs/spec/SPEC\.md(${WS}${SECTION}${TERM}(?:${SEPARATOR}${SECTION}${TERM})*)`, 'g');
const ONE_SECTION = new RegExp(String.raw`(${WS}|${SEPARATOR})${SECTION}`, 'g');
/** `DECISIONS.md 'Term'` in a comment: the citation form quotes terms with double quotes. */
const SINGLE_QUOTED_TERM = /(docs\/spec\/DECISIONS\.md )'([^'\n]+)'/g;

export function rewriteCitations(text) {
  let out = text.replace(BARE_FILE, 'docs/spec/$1.md');
  out = out.replace(SPEC_CITATION, (whole, list) => {
    const rewritten = list.replace(ONE_SECTION, (_m, separator, number) => `${separator}§${number}`);
    return `docs/spec/SPEC.md${rewritten}`;
  });
  out = out
    .split('\n')
    .map((line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? line.replace(SINGLE_QUOTED_TERM, '$1"$2"') : line))
    .join('\n');
  return out;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const changed = [];
  for (const folder of FOLDERS) {
    for (const path of files(join(ROOT, folder))) {
      const rel = relative(ROOT, path);
      if (SKIP.has(rel)) continue;
      const text = readFileSync(path, 'utf8');
      const next = rewriteCitations(text);
      if (next === text) continue;
      changed.push(rel);
      if (!check) writeFileSync(path, next);
    }
  }
  for (const rel of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${rel}`);
  console.log(`${changed.length} file(s) ${check ? 'hold citations in an older form' : 'rewritten'}`);
  if (check && changed.length > 0) process.exit(1);
}
