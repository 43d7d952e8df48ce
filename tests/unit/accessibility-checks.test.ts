import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../src/app/providers';
import { ACCESSIBILITY_CHECKS, accessibilityCheckTag } from '../../src/content/accessibility-checks';
import { ACCESSIBILITY_STATEMENT, accessibilityCheckLine } from '../../src/content/pages/legal';
import { INFO_EMAIL, PHONE } from '../../src/content/site';
import AccessibilityPage from '../../src/pages/accessibility';

/**
 * The /accessibility page claims only checks somebody runs: each check of ACCESSIBILITY_CHECKS
 * is held by at least one test whose title starts with its tag (`[a11y:<id>]`), and the page
 * says every check's promise.
 */

const TESTS = join(import.meta.dirname, '..');
const THIS_FILE = relative(TESTS, import.meta.filename);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The check ids the titles of tests in `source` start with: `it(`, `test(` or a Playwright fixture
 * (`sharedTabTest(`...), with `.only`, `.serial` or `.each(...)` but never skipped, whose first argument
 * is a string starting with a run of tags written out, `[a11y:<id>]` or `[a11y:axe][a11y:reflow]`.
 * A describe's title does not count: a test does.
 */
function tagsIn(source: string): string[] {
  const call = /\b(?:it|test|[a-z]\w*Test)(?:\.(?:only|concurrent|serial|fails|each\([^)]*\)))*\(\s*['"`]((?:\[a11y:[a-z0-9-]+\])+)/g;
  return [...source.matchAll(call)].flatMap((match) => [...match[1]!.matchAll(/\[a11y:([a-z0-9-]+)\]/g)].map((tag) => tag[1]!));
}

/** Each check id tagged in tests/, with the files whose tests carry it (this file aside). */
function taggedTests(): Map<string, string[]> {
  const tagged = new Map<string, string[]>();
  for (const file of testFiles(TESTS)) {
    const name = relative(TESTS, file);
    if (name === THIS_FILE) continue;
    for (const id of tagsIn(readFileSync(file, 'utf8'))) tagged.set(id, [...(tagged.get(id) ?? []), name]);
  }
  return tagged;
}

const tagged = taggedTests();

describe('the accessibility checks the /accessibility page lists', () => {
  it('are found in test titles as a visitor of the source would read them, not in describes or skipped tests', () => {
    const source = [
      `it('[a11y:reflow] at 320 by 256 nothing scrolls sideways', () => {});`,
      `sharedTabTest("[a11y:focus-visible] Tab never hides focus", async () => {});`,
      'test.serial(`[a11y:axe] every route`, async () => {});',
      `describe('[a11y:target-size] targets', () => {});`,
      // A skipped test, written as its source reads (built here so that this file itself skips nothing).
      `it.${'skip'}('[a11y:forced-colors] not yet', () => {});`,
      `it('says [a11y:sticky-parts] in the middle of its title', () => {});`,
      'gateTest(`[a11y:axe][a11y:target-size] /faq: every check`, async () => {});',
    ].join('\n');
    expect(tagsIn(source)).toEqual(['reflow', 'focus-visible', 'axe', 'axe', 'target-size']);
  });

  it('have unique ids, a promise and the WCAG criteria they answer', () => {
    const ids = ACCESSIBILITY_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of ACCESSIBILITY_CHECKS) {
      expect(check.promise.length, check.id).toBeGreaterThan(40);
      for (const criterion of check.criteria) expect(criterion, check.id).toMatch(/^[1-4]\.\d{1,2}\.\d{1,2}$/);
      expect(accessibilityCheckTag(check.id)).toBe(`[a11y:${check.id}]`);
    }
  });

  for (const check of ACCESSIBILITY_CHECKS) {
    it(`"${check.id}" is held by a test titled ${accessibilityCheckTag(check.id)}`, () => {
      expect(tagged.get(check.id) ?? [], `no test in tests/ has a title starting with ${accessibilityCheckTag(check.id)}`).not.toEqual([]);
    });
  }

  it('are the only tags the tests use (a tag naming no check is a typo)', () => {
    const known = new Set<string>(ACCESSIBILITY_CHECKS.map((check) => check.id));
    expect([...tagged.keys()].filter((id) => !known.has(id))).toEqual([]);
  });
});

describe('the /accessibility page', () => {
  const html = renderToStaticMarkup(
    createElement(Providers, null, createElement(MemoryRouter, { initialEntries: ['/accessibility'] }, createElement(AccessibilityPage))),
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

  it("says every check's promise, with its WCAG criteria, under How we test", () => {
    for (const check of ACCESSIBILITY_CHECKS) expect(text, check.id).toContain(accessibilityCheckLine(check));
    expect(text).toContain('How we test Every change to the site must pass these automated checks before it is published:');
    expect(accessibilityCheckLine(ACCESSIBILITY_CHECKS.find((check) => check.id === 'target-size')!)).toBe(
      'Every button, link in a menu, field and option is at least 24 by 24 pixels, or spaced so that it can be tapped without touching another. (WCAG 2.5.8)',
    );
  });

  it('names the standard it is tested against, keeps the date and words of docs/spec/SPEC.md §2.6, and says how to ask for help', () => {
    expect(text).toContain('Dated September 11, 2025');
    expect(text).toContain('WCAG 2.2 level AA');
    expect(text).toContain('This website partially conforms to WCAG 2.1 level AA.');
    expect(text).toContain('We reply within 2 business days');
    const feedback = ACCESSIBILITY_STATEMENT.sections.find((section) => section.id === 'feedback')!;
    expect(feedback.paragraphs.join(' ')).toContain(PHONE.display);
    expect(feedback.paragraphs.join(' ')).toContain(INFO_EMAIL);
    const limits = ACCESSIBILITY_STATEMENT.sections.find((section) => section.id === 'known-limitations')!;
    expect(limits.list).toContain(
      'only part of the site is in French: the home page, the services, the FAQ, the locations, Ottawa and Montreal, the care-finder quiz, the consultation request, the cost calculator, contact, the privacy policy, the terms of use and this statement; the blog, careers and franchise pages are in English, and the French pages say so in their links',
    );
  });
});
