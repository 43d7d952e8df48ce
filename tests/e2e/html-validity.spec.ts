import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { expect, test } from './fixtures';

/**
 * Valid HTML over dist/: every prerendered document the host serves (each route, the not-found
 * pages, the redirect pages) passes html-validate's standard rules (.htmlvalidate.json): the
 * content model (no <style> in <body>, no <div> or <p> inside <span> or <button>), required and
 * allowed attributes, unique ids, closed elements. The lab build's page is checked too.
 */
function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

// The rules of .htmlvalidate.json, which `npm run validate:html` uses too.
const validator = new HtmlValidate(JSON.parse(readFileSync(join(process.cwd(), '.htmlvalidate.json'), 'utf8')));

async function problemsIn(files: string[], root: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${relative(root, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  return problems;
}

test('every prerendered document in dist/ is valid HTML', async () => {
  const root = join(process.cwd(), 'dist');
  const files = htmlFilesUnder(root);
  // Every route, both not-found pages and the redirect pages: nothing skipped unseen.
  expect(files.length).toBeGreaterThan(90);
  expect(await problemsIn(files, root)).toEqual([]);
});

test('the machine lab page of the lab build is valid HTML', async () => {
  const root = join(process.cwd(), 'dist-lab');
  expect(await problemsIn([join(root, 'machine-lab', 'index.html')], root)).toEqual([]);
});

test('the validator does refuse what the site used to emit', async () => {
  const report = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><style>.a{}</style><button type="button"><div>x</div></button><span><p>y</p></span></body></html>',
  );
  const messages = report.results.flatMap((r) => r.messages.map((m) => m.message));
  expect(messages).toEqual(
    expect.arrayContaining([
      '<style> element is not permitted as content under <body>',
      '<div> element is not permitted as content under <button>',
      '<p> element is not permitted as content under <span>',
    ]),
  );
});
