/**
 * `npm run docs:how-to`: the how-tos (docs/how-to/) followed exactly as written, in a scratch copy
 * of the repository, so a how-to cannot go stale (decision 0124). Each how-to's worked example is
 * a series of fenced blocks the reader copies; the info string after the language says where:
 *
 * - `file=<path>`: a new file, written whole (refused if the file exists: the how-to would overwrite it);
 * - `file=<path> after="<line>"`: the block inserted after the one line of the file that contains `<line>`;
 * - `file=<path> before="<line>"`: likewise, before it;
 * - `file=<path> replace="<line>"`: the block in place of that one line;
 * - `file=<path> whole`: the block in place of the whole of an existing file (a module rewritten);
 * - `sh check`: the commands the how-to's "Check it" gives, run one by one in the copy; any failing fails the how-to.
 *
 * The how-tos are followed in the order of `HOW_TOS` in one copy, a later one building on an
 * earlier one's page. The copy holds the working tree's files (what git tracks or would, uncommitted
 * edits included), links the repository's node_modules and takes its typecheck cache. `--keep` leaves the copy for reading;
 * arguments name some how-tos (`add-a-page`), which are then followed alone, in that order.
 */
import { execSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Followed in this order: the French page is the twin of the page the first adds, the form sits on that page. */
export const HOW_TOS = ['add-a-page', 'add-a-french-page', 'add-a-form', 'add-a-machine'];

/** `key=value` and `key="value with spaces"` pairs of a fence's info string, after its language. */
export function parseInfo(info) {
  const [lang = ''] = info.trim().split(/\s+/);
  const attributes = {};
  const words = [];
  for (const match of info
    .trim()
    .slice(lang.length)
    .matchAll(/(\w+)=(?:"((?:[^"\\]|\\.)*)"|(\S+))|(\S+)/g)) {
    if (match[1]) attributes[match[1]] = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3];
    else words.push(match[4]);
  }
  return { lang, attributes, words };
}

/** The steps of a how-to: its fenced blocks that name a file, or are checks, in the order written. */
export function stepsOf(markdown) {
  const steps = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const body = [];
    let j = i + 1;
    while (j < lines.length && !lines[j].startsWith(fence)) body.push(lines[j++]);
    const { lang, attributes, words } = parseInfo(open[2]);
    const line = i + 1;
    if (attributes.file)
      steps.push({
        kind: 'file',
        line,
        lang,
        file: attributes.file,
        after: attributes.after,
        before: attributes.before,
        replace: attributes.replace,
        whole: words.includes('whole'),
        text: body.join('\n'),
      });
    else if (lang === 'sh' && words.includes('check'))
      steps.push({ kind: 'check', line, commands: body.filter((l) => l.trim() !== '' && !l.trim().startsWith('#')) });
    i = j;
  }
  return steps;
}

/** Applies one file step to the copy; returns what went wrong, in words, or null. */
export function applyStep(dir, step) {
  const path = join(dir, step.file);
  const anchor = step.after ?? step.before ?? step.replace;
  if (step.whole) {
    if (!existsSync(path)) return `${step.file} does not exist: the step rewrites it`;
    writeFileSync(path, `${step.text}\n`);
    return null;
  }
  if (anchor === undefined) {
    if (existsSync(path)) return `${step.file} exists already: the step writes a new file`;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${step.text}\n`);
    return null;
  }
  if (!existsSync(path)) return `${step.file} does not exist: the step edits it`;
  const lines = readFileSync(path, 'utf8').split('\n');
  const at = lines.flatMap((l, i) => (l.includes(anchor) ? [i] : []));
  if (at.length !== 1) return `${step.file}: the line containing ${JSON.stringify(anchor)} is ${at.length === 0 ? 'not there' : `there ${at.length} times`}`;
  const index = step.after !== undefined ? at[0] + 1 : at[0];
  lines.splice(index, step.replace !== undefined ? 1 : 0, ...step.text.split('\n'));
  writeFileSync(path, lines.join('\n'));
  return null;
}

/** A copy of the working tree (tracked files and new ones git does not ignore), node_modules linked. */
function scratchCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'how-to-'));
  const files = execSync('git ls-files -z --cached --others --exclude-standard', { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    // Files only (a tracked link to a folder, or node_modules, would be copied as a folder); node_modules is linked below.
    .filter((f) => f !== '' && f !== 'node_modules' && existsSync(join(ROOT, f)) && lstatSync(join(ROOT, f)).isFile());
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // The typecheck's incremental cache (tsconfig.json), when this tree has one: the copy's first typecheck starts warm.
  const typecheckCache = '.cache/typecheck.tsbuildinfo';
  if (existsSync(join(ROOT, typecheckCache))) {
    mkdirSync(join(dir, '.cache'), { recursive: true });
    cpSync(join(ROOT, typecheckCache), join(dir, typecheckCache));
  }
  return dir;
}

/** A developer's machine, not CI's: a path test's first run fills its snapshots there (under CI a missing one fails). */
function developersEnv() {
  const env = { ...process.env, FORCE_COLOR: '0' };
  delete env.CI;
  return env;
}

function follow(dir, name) {
  const doc = `docs/how-to/${name}.md`;
  const steps = stepsOf(readFileSync(join(ROOT, doc), 'utf8'));
  const files = steps.filter((s) => s.kind === 'file');
  const checks = steps.filter((s) => s.kind === 'check');
  if (files.length === 0 || checks.length === 0) return [`${doc}: no worked example (a fenced block with file=..., and a \`sh check\` block)`];
  const problems = [];
  for (const step of files) {
    const problem = applyStep(dir, step);
    const how = step.whole ? 'rewritten' : step.after ? 'after a line' : step.before ? 'before a line' : step.replace ? 'a line replaced' : 'new';
    console.log(`  ${doc}:${step.line}  ${step.file} (${how})${problem ? `  REFUSED: ${problem}` : ''}`);
    if (problem) problems.push(`${doc}:${step.line}: ${problem}`);
  }
  if (problems.length > 0) return problems;
  for (const check of checks) {
    for (const command of check.commands) {
      const started = Date.now();
      const run = spawnSync('bash', ['-c', command], { cwd: dir, encoding: 'utf8', env: developersEnv(), maxBuffer: 64 * 1024 * 1024 });
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`  ${doc}:${check.line}  $ ${command}  (${run.status === 0 ? 'passed' : `FAILED, exit ${run.status}`}, ${seconds} s)`);
      if (run.status !== 0) {
        console.log(`${run.stdout}${run.stderr}`.trim().split('\n').slice(-60).join('\n'));
        problems.push(`${doc}:${check.line}: \`${command}\` failed (exit ${run.status})`);
        return problems;
      }
    }
  }
  return problems;
}

function main() {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const named = args.filter((a) => !a.startsWith('--'));
  for (const name of named) if (!HOW_TOS.includes(name)) throw new Error(`No how-to named ${name}: ${HOW_TOS.join(', ')}`);
  const dir = scratchCopy();
  console.log(`The how-tos followed as written in ${dir}:`);
  const problems = [];
  for (const name of named.length > 0 ? named : HOW_TOS) {
    const found = follow(dir, name);
    problems.push(...found);
    if (found.length > 0) break;
  }
  if (keep) console.log(`Kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  if (problems.length > 0) {
    console.error(`\nA how-to does not work as written:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every how-to works as written.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
