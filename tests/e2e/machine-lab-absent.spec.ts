import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINE_LAB_META, MACHINE_LAB_PATH } from '../../src/content/machine-lab';
import { expect, test } from './fixtures';
import { builtRoutes } from './routes';

/**
 * The e2e build is a default build (only the form endpoint is changed): without
 * VITE_MACHINE_LAB=true the QA machine lab must not ship at all.
 */
const dist = join(process.cwd(), 'dist');
const assets = join(dist, 'assets');

test.describe('a default build has no machine lab', () => {
  test('no /machine-lab route or page is built', () => {
    expect(builtRoutes.pages.map((p) => p.path)).not.toContain(MACHINE_LAB_PATH);
    expect(existsSync(join(dist, MACHINE_LAB_PATH.slice(1), 'index.html'))).toBe(false);
  });

  test('no chunk in dist/assets holds the lab', () => {
    const files = readdirSync(assets);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => /machine-lab/i.test(f))).toEqual([]);
    const withLab = files.filter((f) => /\.(js|css)$/.test(f) && readFileSync(join(assets, f), 'utf8').includes(MACHINE_LAB_META.title));
    expect(withLab).toEqual([]);
  });

  test('/machine-lab answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get(MACHINE_LAB_PATH);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`<title>${builtRoutes.notFound.title}</title>`);
  });
});
