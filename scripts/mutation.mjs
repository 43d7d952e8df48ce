/**
 * `npm run mutation`: mutation testing with StrykerJS (decision 0078, docs/testing.md), in two runs
 * that each print a score per file and in total and fail under their target (stryker.config.mjs
 * `TARGETS`, its `thresholds.break`):
 *
 * - **whole**: the whole Vitest suite over the machines, their view models and rules, the shared
 *   rules and the lead payload builders and plan and price rules under src/ (reports/mutation.json
 *   and .html);
 * - **model**: the model tests alone (tests/model: the hand-judged model tests and the committed
 *   path tests) over each machine and its view model (reports/mutation-model.json and .html).
 *
 * Stryker runs once per group (a machine's folder; each shared rule), each with only the test files
 * that reach the group's files by their imports (not through the registry, machines/index.ts, nor
 * the path tests' view list, which reach every machine) and the machine's own committed path test;
 * in the model run, only the machine's own judges and the test that builds every machine.
 * A machine's configuration is built when its module loads, so Stryker cannot tell which test
 * covers its mutants ("static" mutants) and runs every selected test for each: few tests per group
 * keep that affordable. In the whole suite's run the static mutants of machine and view files are
 * not run again: each counts with the model tests' verdict on it (a lower bound: more tests can
 * only kill more), or as survived when the model run has none.
 *
 * `--incremental` (`npm run mutation:ci`, in CI): a group whose mutated files and own judges (its
 * machine's model test and committed path test) are unchanged since the committed
 * reports/stryker-incremental*.json (reports/mutation-fingerprints.json) is not run again; a changed
 * group runs in Stryker's incremental mode against its part of the committed report, so only what
 * changed is mutated again. A change elsewhere (content, another test, a helper) is measured by the
 * full run a merge starts with: following every import would send nearly every group to Stryker
 * for a word changed in content, and CI has 6 minutes. `--only <group,...>` runs some groups (the others
 * keep what the committed report says of them); `--whole`
 * or `--model` one run; `--list` prints each group's files and tests and runs nothing.
 *
 * A fingerprint reads each file as its code reads (laid out by Prettier, .prettierrc.json, without
 * comments): a change of layout or of a comment alone (`npm run format`) leaves a group fresh, as
 * it leaves its mutants' verdicts. `--rehash` rewrites the committed fingerprints in that form for
 * the groups whose files still match them byte for byte.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { calculateMutationTestMetrics } from 'mutation-testing-metrics';
import * as prettier from 'prettier';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const rel = (file) => relative(ROOT, file).split('\\').join('/');
const read = (file) => readFileSync(join(ROOT, file), 'utf8');

// ---------------------------------------------------------------------------------------------
// The groups

/** The lead payload builders and plan rules under src/, with the machine whose folder they go with. */
const SRC_WITH_MACHINE = {
  quiz: ['src/features/quiz/care-plan.ts'],
  'consultation-request': ['src/features/consultation/consultation-request-fields.ts'],
  chat: ['src/features/chat/deliver-offline-message.ts'],
};
/** The shared rules: machines/shared and the field, price and money rules under src/shared. */
const SHARED_SRC = ['src/shared/forms/field-rules.ts', 'src/shared/lib/care-rates.ts', 'src/shared/lib/money.ts'];

const machineFolders = () =>
  readdirSync(join(ROOT, 'machines'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'tooling' && d.name !== 'shared')
    .map((d) => d.name)
    .sort();
const camel = (folder) => folder.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const tsIn = (folder) =>
  readdirSync(join(ROOT, folder))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${folder}/${f}`)
    .sort();

/** Each run's groups: a name, the files it mutates, the machine whose path test goes with it. */
function groupsOf(kind) {
  if (kind === 'model') {
    return machineFolders().map((folder) => ({
      name: folder,
      machineId: camel(folder),
      mutate: [`machines/${folder}/${folder}.machine.ts`, `machines/${folder}/${folder}.view.ts`].filter((f) => existsSync(join(ROOT, f))),
    }));
  }
  return [
    ...machineFolders().map((folder) => ({
      name: folder,
      machineId: camel(folder),
      mutate: [...tsIn(`machines/${folder}`), ...(SRC_WITH_MACHINE[folder] ?? [])],
    })),
    // One group per shared rule: its static mutants (module-level tables, such as the holidays')
    // run only the tests that reach that file.
    ...[...tsIn('machines/shared'), ...SHARED_SRC].map((file) => ({ name: `shared-${file.replace(/^.*\//, '').replace(/\.ts$/, '')}`, mutate: [file] })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Which tests reach a group: relative imports, followed from each test file

/**
 * Modules that reach every machine: the registry and the path tests' lists of views and view
 * models. A test that reaches a machine only through them does not test it (the random walks, the
 * lab's tests): it is not run for that machine's mutants.
 */
const HUBS = new Set(['machines/index.ts', 'tests/model/skeleton-views.tsx', 'tests/model/skeleton-view-models.ts']);
const IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

const importsCache = new Map();
function importsOf(file) {
  if (importsCache.has(file)) return importsCache.get(file);
  const found = [];
  for (const match of read(file).matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const base = resolve(ROOT, dirname(file), spec);
    const hit = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    if (hit && /\.(ts|tsx|js|mjs)$/.test(hit)) found.push(rel(hit));
  }
  importsCache.set(file, found);
  return found;
}

/** Every module a file reaches by its relative imports, not going through the hubs (which are listed, not entered). */
function reachedFrom(file) {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length) {
    for (const next of importsOf(queue.shift())) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (!HUBS.has(next)) queue.push(next);
    }
  }
  return seen;
}

/** Vitest's test files for the run (the files the mutation config leaves out are left out here too). */
function testFilesOf(kind) {
  const walk = (folder) =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(`${folder}/${d.name}`) : [`${folder}/${d.name}`]));
  const all = (kind === 'model' ? walk('tests/model') : ['tests/unit', 'tests/component', 'tests/model'].flatMap(walk)).filter((f) => /\.test\.tsx?$/.test(f));
  const left = new Set(JSON.parse(read('scripts/mutation-left-out.json')).files);
  return all.filter((f) => !left.has(f)).sort();
}

function testsFor(group, tests, kind) {
  // The model run: the machine's own judges and the test that builds every machine by id. Another
  // machine's model test reaches this one only through the page it renders (the toaster is on
  // every page): it does not judge it, and running it for every mutant made the toast's run 15
  // test files long. Fewer tests can only kill fewer mutants, so the score is a lower bound.
  if (kind === 'model') return tests.filter((test) => judgesOf(group).includes(test) || test === 'tests/model/machines-build.test.ts');
  const own = group.machineId ? `tests/model/paths/${group.machineId}.paths.test.tsx` : null;
  return tests.filter((test) => test === own || (!test.startsWith('tests/model/paths/') && group.mutate.some((f) => reachedFrom(test).has(f))));
}

/** The tests that judge a machine above all: its model test and its committed path test. */
const judgesOf = (group) =>
  group.machineId
    ? [`tests/model/${group.name}.model.test.tsx`, `tests/model/paths/${group.machineId}.paths.test.tsx`].filter((f) => existsSync(join(ROOT, f)))
    : [];

/** The files a group's fingerprint reads: its mutated files, its own judges and the configs (see the top). */
// The packages are left out: Stryker's own incremental mode does not follow them either.
const fingerprintedFiles = (group) =>
  [...new Set([...group.mutate, ...judgesOf(group), 'stryker.config.mjs', 'vitest.mutation.config.ts', 'tests/setup.ts'])].sort();

/**
 * A file as its code reads: laid out by Prettier, then, for a script, printed by TypeScript without
 * its comments. Layout and comments alone change no fingerprint, as they change no verdict ('' for
 * a file not there).
 */
async function laidOut(file) {
  if (!existsSync(join(ROOT, file))) return '';
  const path = join(ROOT, file);
  const text = await prettier.format(read(file), { ...(await prettier.resolveConfig(path)), filepath: path });
  if (!/\.(ts|tsx|mjs|js)$/.test(file)) return text;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  return ts.createPrinter({ removeComments: true }).printFile(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind));
}

/** What CI compares to tell a group changed. */
async function fingerprint(group, readFile = laidOut) {
  const hash = createHash('sha256');
  for (const file of fingerprintedFiles(group)) hash.update(`${file}\0${await readFile(file)}\0`);
  return hash.digest('hex');
}

/** The fingerprint's earlier form, the files byte for byte (for `--rehash`). */
const asWritten = async (file) => (existsSync(join(ROOT, file)) ? read(file) : '');

// ---------------------------------------------------------------------------------------------
// Running Stryker and putting the groups' reports together

const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : null;
const kinds = args.includes('--model') ? ['model'] : args.includes('--whole') ? ['whole'] : ['model', 'whole'];

const { TARGETS } = await import(join(ROOT, 'stryker.config.mjs'));
const FINGERPRINTS = 'reports/mutation-fingerprints.json';
const readJson = (file, fallback) => (existsSync(join(ROOT, file)) ? JSON.parse(read(file)) : fallback);
const fingerprints = readJson(FINGERPRINTS, { whole: {}, model: {} });
const tmp = join(ROOT, '.stryker-tmp', 'groups');

/** A mutant's identity across runs: its file, its place, what it changes. */
const mutantKey = (file, m) =>
  `${file}|${m.mutatorName}|${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}|${m.replacement ?? ''}`;

function runGroup(kind, group, tests, previous) {
  mkdirSync(tmp, { recursive: true });
  const out = join(tmp, `${kind}-${group.name}.json`);
  const incrementalFile = join(tmp, `${kind}-${group.name}.incremental.json`);
  rmSync(out, { force: true });
  // Its part of the committed report: what Stryker's incremental mode compares with.
  const part = { ...previous, files: pick(previous.files, group.mutate), testFiles: pick(previous.testFiles ?? {}, tests) };
  writeFileSync(incrementalFile, JSON.stringify(part));
  // In the whole suite's run, a machine's static mutants take the model run's verdict (above).
  const ignoreStatic = kind === 'whole' && group.machineId !== undefined;
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      'stryker.config.mjs',
      '--mutate',
      group.mutate.join(','),
      '--incremental',
      '--incrementalFile',
      rel(incrementalFile),
      ...(incremental ? [] : ['--force']),
      ...(ignoreStatic ? ['--ignoreStatic'] : []),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, MUTATION_TESTS: kind, MUTATION_TEST_FILES: tests.join(','), MUTATION_GROUP_REPORT: out },
    },
  );
  if (result.status !== 0 || !existsSync(out)) throw new Error(`Stryker failed on the ${kind} run's group ${group.name} (exit ${result.status})`);
  console.log(`mutation: ${kind} ${group.name}: ${Math.round((Date.now() - started) / 1000)} s`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

const pick = (record, keys) => Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => keys.includes(k)));

/** Scores per file and in total, as Stryker counts them: (killed + timed out) / (valid mutants). */
function scoresOf(report) {
  const metrics = calculateMutationTestMetrics(report).systemUnderTestMetrics;
  const rows = [];
  const visit = (node) => {
    if (node.file) rows.push({ file: rel(resolve(ROOT, node.file.name ?? node.name)), ...node.metrics });
    for (const child of node.childResults ?? []) visit(child);
  };
  visit(metrics);
  return { total: metrics.metrics, rows: rows.sort((a, b) => a.file.localeCompare(b.file)) };
}

function printScores(kind, report) {
  const { total, rows } = scoresOf(report);
  const pct = (n) => (Number.isNaN(n) ? '  n/a' : `${n.toFixed(1).padStart(5)}%`);
  const width = Math.max(...rows.map((r) => r.file.length), 5);
  console.log(`\nmutation score, ${kind === 'model' ? 'the model tests alone' : 'the whole Vitest suite'} (target ${TARGETS[kind].break}%):`);
  console.log(`${'file'.padEnd(width)}  score   killed  timeout  survived  no cover  ignored*`);
  for (const r of [...rows, { file: 'all files', ...total }]) {
    console.log(
      `${r.file.padEnd(width)}  ${pct(r.mutationScore)}  ${String(r.killed).padStart(6)}  ${String(r.timeout).padStart(7)}  ${String(r.survived).padStart(8)}  ${String(r.noCoverage).padStart(8)}  ${String(r.ignored).padStart(7)}`,
    );
  }
  console.log("* ignored: a machine's notes (meta) and types, which the running machine never reads (scripts/stryker-machine-notes.mjs)");
  return total.mutationScore;
}

function writeHtml(report, file) {
  const require = createRequire(import.meta.url);
  const script = readFileSync(require.resolve('mutation-testing-elements/dist/mutation-test-elements.js'), 'utf8');
  const json = JSON.stringify(report).replace(/<\//g, '<"+"/');
  writeFileSync(
    join(ROOT, file),
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Mutation testing</title>\n<script>${script}</script>\n</head>\n<body>\n<mutation-test-report-app titlePostfix="Maple Hearth"></mutation-test-report-app>\n<script>document.querySelector('mutation-test-report-app').report = ${json};</script>\n</body>\n</html>\n`,
  );
}

if (args.includes('--list')) {
  // What each group mutates and which tests run for it, without running anything.
  for (const kind of kinds) {
    const tests = testFilesOf(kind);
    for (const group of groupsOf(kind))
      console.log(
        `${kind} ${group.name}: ${group.mutate.length} files, ${testsFor(group, tests, kind).length} test files: ${testsFor(group, tests, kind).join(' ')}`,
      );
  }
  process.exit(0);
}

if (args.includes('--rehash')) {
  // The committed fingerprints in the form above, for the groups whose files have not changed since they were written.
  for (const kind of ['model', 'whole']) {
    for (const group of groupsOf(kind)) {
      const kept = fingerprints[kind]?.[group.name];
      const fresh = kept !== undefined && (kept === (await fingerprint(group, asWritten)) || kept === (await fingerprint(group)));
      if (fresh) fingerprints[kind][group.name] = await fingerprint(group);
      console.log(`mutation: ${kind} ${group.name}: ${fresh ? 'fresh, rewritten' : 'changed or never run: left to run again'}`);
    }
  }
  writeFileSync(join(ROOT, FINGERPRINTS), `${JSON.stringify(fingerprints, null, 2)}\n`);
  process.exit(0);
}

const modelVerdicts = new Map();
/** The model run's verdicts from its committed report, when this invocation does not run it. */
function loadModelVerdicts() {
  for (const [file, { mutants }] of Object.entries(readJson(TARGETS.model.incrementalFile, { files: {} }).files))
    for (const m of mutants) modelVerdicts.set(mutantKey(file, m), m.status);
}
let failed = false;
for (const kind of kinds) {
  const previous = readJson(TARGETS[kind].incrementalFile, { schemaVersion: '2', thresholds: {}, files: {}, testFiles: {} });
  const tests = testFilesOf(kind);
  const merged = { schemaVersion: '2', thresholds: { high: TARGETS[kind].high, low: TARGETS[kind].break }, files: {}, testFiles: {} };
  const prints = {};
  for (const group of groupsOf(kind)) {
    const selected = testsFor(group, tests, kind);
    const print = await fingerprint(group);
    const fresh = incremental && fingerprints[kind]?.[group.name] === print && group.mutate.every((f) => previous.files[f]);
    const skip = only && !only.has(group.name);
    // A group left out by --only keeps what the committed report says of it, fingerprint included.
    prints[group.name] = skip ? fingerprints[kind]?.[group.name] : print;
    const report =
      fresh || skip ? { files: pick(previous.files, group.mutate), testFiles: pick(previous.testFiles, selected) } : runGroup(kind, group, selected, previous);
    if (fresh) console.log(`mutation: ${kind} ${group.name}: unchanged since the committed report, not run again`);
    Object.assign(merged.files, report.files);
    Object.assign(merged.testFiles, report.testFiles ?? {});
  }
  // The committed report Stryker's incremental mode reads next time, and the fingerprints that say it is fresh.
  const cleanPaths = (record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [rel(resolve(ROOT, k)), v]));
  merged.files = cleanPaths(merged.files);
  merged.testFiles = cleanPaths(merged.testFiles);
  if (kind === 'model')
    for (const [file, { mutants }] of Object.entries(merged.files)) for (const m of mutants) modelVerdicts.set(mutantKey(file, m), m.status);
  if (kind === 'whole') {
    if (modelVerdicts.size === 0) loadModelVerdicts();
    // A machine's static mutants, not run again in this run: the model tests' verdict.
    for (const [file, { mutants }] of Object.entries(merged.files)) {
      for (const m of mutants)
        if (m.status === 'Ignored' && /static/i.test(m.statusReason ?? '')) m.status = modelVerdicts.get(mutantKey(file, m)) ?? 'Survived';
    }
  }
  const committed = merged;
  writeFileSync(join(ROOT, TARGETS[kind].incrementalFile), `${JSON.stringify(committed)}\n`);
  fingerprints[kind] = prints;
  writeFileSync(join(ROOT, TARGETS[kind].jsonReport), `${JSON.stringify(committed, null, 1)}\n`);
  writeHtml(committed, TARGETS[kind].htmlReport);
  const score = printScores(kind, committed);
  if (!(score >= TARGETS[kind].break)) {
    console.error(`mutation: the ${kind} run's score ${score.toFixed(1)}% is under its target of ${TARGETS[kind].break}%`);
    failed = true;
  }
}
writeFileSync(join(ROOT, FINGERPRINTS), `${JSON.stringify(fingerprints, null, 2)}\n`);
process.exit(failed ? 1 : 0);
