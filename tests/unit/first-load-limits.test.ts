import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overLimits, weightOf } from '../../scripts/first-load.mjs';

describe('the first-load weight the route gate holds every route to', () => {
  it('sums the gzipped bytes a host sends (the .gz copy), scripts and stylesheets apart, and counts the files', () => {
    const dist = mkdtempSync(join(tmpdir(), 'weight-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'a.js'), 'x'.repeat(5000));
    writeFileSync(join(dist, 'assets', 'a.js.gz'), 'y'.repeat(1200));
    writeFileSync(join(dist, 'assets', 'b.js.gz'), 'y'.repeat(800));
    writeFileSync(join(dist, 'assets', 'b.js'), 'x');
    writeFileSync(join(dist, 'assets', 's.css'), 'x');
    writeFileSync(join(dist, 'assets', 's.css.gz'), 'y'.repeat(300));
    const files = new Map([
      ['/assets/a.js', 'script'],
      ['/assets/b.js', 'script'],
      ['/assets/s.css', 'stylesheet'],
      ['/assets/missing.js', 'script'],
    ]);
    expect(weightOf(files, dist)).toEqual({ js: 2000, css: 300, files: 4 });
  });

  it('names the route, its bytes and the limit: the home page and the others have their own', () => {
    const limits = { homeJs: 100, routeJs: 200, files: 3 };
    expect(overLimits('/', { js: 150, css: 0, files: 3 }, limits)).toEqual(['/: 0.1 KB of JavaScript without interaction, limit 0.1 KB']);
    expect(overLimits('/faq', { js: 150, css: 0, files: 3 }, limits)).toEqual([]);
    expect(overLimits('/faq', { js: 250, css: 0, files: 4 }, limits)).toEqual([
      '/faq: 0.3 KB of JavaScript without interaction, limit 0.2 KB',
      '/faq: 4 files without interaction, limit 3',
    ]);
    expect(overLimits('/faq', { js: 200, css: 999, files: 3 }, limits)).toEqual([]);
  });

  it('holds French pages to the same limit as the English ones (decision 0074)', () => {
    const limits = { homeJs: 100, routeJs: 200, files: 3 };
    expect(overLimits('/fr', { js: 200, css: 0, files: 3 }, limits)).toEqual([]);
    expect(overLimits('/fr/faq', { js: 250, css: 0, files: 3 }, limits)).toEqual(['/fr/faq: 0.3 KB of JavaScript without interaction, limit 0.2 KB']);
  });
});
