import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { builtPageFile, builtRoutes } from './routes';

/**
 * SEO over dist/: what a crawler reads in each prerendered page, checked from the files the host
 * serves (no browser needed). Every page has its own title, a description, a canonical URL on the
 * site's origin, structured data that parses with an @type, the robots tag its route asks for;
 * the not-found documents have no canonical and stay noindex; sitemap.xml lists exactly the
 * indexable routes.
 */
const dist = join(process.cwd(), 'dist');
const SITE = 'https://www.maplehearth.ca';
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

interface Head {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  jsonLd: string[];
}

function headOf(html: string): Head {
  const attr = (re: RegExp) => {
    const m = re.exec(html)?.[1];
    return m === undefined ? undefined : decode(m);
  };
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
  };
}

/** The @types of a JSON-LD block: its own, or those of its @graph. */
function typesOf(block: unknown): unknown[] {
  if (typeof block !== 'object' || block === null) return [];
  const graph = (block as { '@graph'?: unknown[] })['@graph'];
  return Array.isArray(graph) ? graph.map((node) => (node as { '@type'?: unknown })['@type']) : [(block as { '@type'?: unknown })['@type']];
}

const pages = builtRoutes.pages.map((route) => ({ route, head: headOf(readFileSync(builtPageFile(route.path), 'utf8')) }));

test('every prerendered page has its own title and a description', () => {
  const titles = new Map<string, string[]>();
  for (const { route, head } of pages) {
    expect(head.title, route.path).toBe(route.title);
    expect(head.description?.trim().length ?? 0, `${route.path} has a meta description`).toBeGreaterThan(50);
    titles.set(head.title ?? '', [...(titles.get(head.title ?? '') ?? []), route.path]);
  }
  const shared = [...titles].filter(([, paths]) => paths.length > 1);
  expect(shared, 'titles used by more than one page').toEqual([]);
});

test('every prerendered page names its canonical URL on the site origin and the robots tag of its route', () => {
  for (const { route, head } of pages) {
    expect(head.canonical, route.path).toBe(`${SITE}${route.path === '/' ? '/' : route.path}`);
    expect(head.robots, route.path).toBe(route.noindex ? 'noindex, follow' : 'index, follow');
  }
});

test('the not-found documents name no canonical URL and stay noindex (they answer for any unknown path)', () => {
  expect(builtRoutes.notFoundDocuments.length).toBeGreaterThan(0);
  for (const file of builtRoutes.notFoundDocuments) {
    const html = readFileSync(join(dist, file), 'utf8');
    const head = headOf(html);
    expect(head.canonical, file).toBeUndefined();
    expect(html, file).not.toContain('rel="canonical"');
    expect(html, file).not.toContain('property="og:url"');
    expect(head.robots, file).toBe('noindex, follow');
  }
});

test('every JSON-LD block parses and has an @type; every page has the site block (rating, search) and one WebPage', () => {
  for (const { route, head } of pages) {
    expect(head.jsonLd.length, `${route.path} has structured data`).toBeGreaterThan(0);
    const all = head.jsonLd.join('\n');
    expect(all, route.path).toContain('"aggregateRating"');
    expect(all, route.path).toContain('"SearchAction"');
    // One WebPage block per page (src/app/page-head.tsx); a page module adds no second one.
    expect(all.match(/"@type":"WebPage"/g), route.path).toHaveLength(1);
    for (const text of head.jsonLd) {
      let block: unknown;
      expect(() => (block = JSON.parse(text)), `${route.path}: JSON-LD parses`).not.toThrow();
      const types = typesOf(block);
      expect(types.length, route.path).toBeGreaterThan(0);
      for (const type of types) expect(typeof type === 'string' && type.length > 0, `${route.path}: every node has an @type`).toBe(true);
    }
  }
});

test('sitemap.xml lists exactly the indexable routes, and robots.txt lets crawlers read every page', async ({ request }) => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  const indexable = pages
    .filter(({ route }) => !route.noindex)
    .map(({ route }) => `${SITE}${route.path === '/' ? '/' : route.path}`)
    .sort();
  expect(listed).toEqual(indexable);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^Disallow: \S/m);
});

test('no element id holds whitespace, and no id appears twice on a page', () => {
  for (const { route } of pages) {
    const html = readFileSync(builtPageFile(route.path), 'utf8');
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
    expect(
      ids.filter((id) => /\s/.test(id) || id === ''),
      `${route.path}: ids with whitespace`,
    ).toEqual([]);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      `${route.path}: repeated ids`,
    ).toEqual([]);
  }
});
