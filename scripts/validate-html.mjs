// The reference HTML checker over both builds: the W3C Nu HTML Checker (npm `vnu-jar`, run on
// Debian's Java runtime, `default-jre-headless`) reads every HTML file of dist/ (each route, the
// not-found pages, the redirect pages) and the lab build's page, and fails on any error but one:
// `blocking` on `<link rel="expect">`, which the checker does not know yet (decision 0040).
// A control document beside them (tests/fixtures/html-the-checker-refuses.html) must be refused
// with exactly the errors it was written to have, so a checker that reads nothing cannot pass.
// Usage (after `npm run build:e2e`, or `npm run build` with --no-lab): node scripts/validate-html.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFilesUnder } from './built-html.mjs';

const jar = String(createRequire(import.meta.url)('vnu-jar'));

/** The one error allowed, word for word as the checker reports it (decision 0040). */
export const ALLOWED = {
  message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
  extract: '<link rel="expect" href="#site-footer" blocking="render"/>',
};

const control = resolve('tests/fixtures/html-the-checker-refuses.html');
/** What the control document must be refused for, line by line. */
const REFUSED = [
  '5 Element “div” not allowed as child of element “button” in this context. (Suppressing further errors from this subtree.)',
  '6 Element “p” not allowed as child of element “span” in this context. (Suppressing further errors from this subtree.)',
  '7 Attribute “for” not allowed on element “div” at this point.',
  '7 Attribute “radius” not allowed on element “div” at this point.',
  '7 Attribute “color” not allowed on element “div” at this point.',
  '8 Duplicate ID “end”.',
];

const site = htmlFilesUnder('dist').map((file) => resolve('dist', file));
const lab = join('dist-lab', 'machine-lab', 'index.html');
const documents = [...site, ...(process.argv.includes('--no-lab') ? [] : [resolve(lab)])];
if (site.length < 90) throw new Error(`dist/ holds ${site.length} HTML files: build the site first`);
if (!process.argv.includes('--no-lab') && !existsSync(lab)) throw new Error(`${lab} is missing: run npm run build:e2e`);

// One short run: the JIT's quick tier only and one garbage collector thread halve the CPU it
// spends (16 -> 7 CPU s on CI's two cores, beside the browser tests' build); the quick tier's
// deeper stack frames need a larger thread stack than the checker's own 512 KB minimum.
const run = spawnSync(
  'java',
  ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', jar, '--format', 'json', '--errors-only', ...documents, control],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (run.error) throw new Error(`java could not run (${run.error.message}): install Debian's default-jre-headless`);
let messages;
try {
  messages = JSON.parse(run.stderr).messages;
} catch {
  throw new Error(`the checker did not answer in JSON (exit ${run.status}):\n${run.stderr}${run.stdout}`);
}

// A message about the run itself (an unreadable file) has no document: it is a problem like any other.
const pathOf = (m) => (m.url ? new URL(m.url).pathname : '');
const where = (m) => (m.url ? relative(process.cwd(), pathOf(m)) : '(the checker)');
const controlUrl = pathToFileURL(control).pathname;
const fromControl = messages.filter((m) => pathOf(m) === controlUrl);
const fromSite = messages.filter((m) => !fromControl.includes(m));

const isAllowed = (m) => m.type === 'error' && m.message === ALLOWED.message && m.extract.includes(ALLOWED.extract);
const problems = fromSite.filter((m) => !isAllowed(m)).map((m) => `${where(m)}:${m.lastLine ?? 0}:${m.firstColumn ?? 0} ${m.message}`);

const refused = fromControl.filter((m) => m.message !== ALLOWED.message).map((m) => `${m.lastLine} ${m.message}`);
if (JSON.stringify(refused) !== JSON.stringify(REFUSED)) {
  problems.push(`the control document was not refused as written:\n  expected ${REFUSED.join('\n           ')}\n  got      ${refused.join('\n           ')}`);
}

const allowed = fromSite.filter(isAllowed).length;
console.log(
  `The W3C Nu HTML Checker read ${documents.length} documents: ${problems.length} ${problems.length === 1 ? 'error' : 'errors'} (${allowed} allowed: \`blocking\` on <link rel="expect">).`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
