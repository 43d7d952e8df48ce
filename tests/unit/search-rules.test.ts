import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_ITEMS } from '../../src/content/pages/search';
import { REDIRECTS, SEARCH_DETAIL_REDIRECTS } from '../../src/content/redirects';
import { PAGE_ROUTES } from '../../src/app/routes';
import { searchItems, searchPath } from '../../src/features/search/search-rules';

const titles = (q: string) => searchItems(SEARCH_ITEMS, q).map((i) => i.title);

describe('searchItems', () => {
  it('matches a case-insensitive substring of the title or the description', () => {
    expect(titles('dementia')).toEqual(["Alzheimer's & Dementia Care", 'Understanding Dementia Care Options']);
    expect(titles('DEMENTIA')).toEqual(titles('dementia'));
    expect(titles('grocery')).toEqual(['Meal Prep & Home Support']); // description only
    expect(titles('  transport ')).toEqual(['Transportation']);
    expect(titles('xyz')).toEqual([]);
  });

  it('returns every item for an empty or blank term', () => {
    expect(searchItems(SEARCH_ITEMS, '')).toEqual(SEARCH_ITEMS);
    expect(searchItems(SEARCH_ITEMS, ' \t ')).toEqual(SEARCH_ITEMS);
  });

  it('agrees with a plain statement of the rule for any term', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (term) => {
        const needle = term.trim().toLowerCase();
        const expected = needle
          ? SEARCH_ITEMS.filter((i) => i.title.toLowerCase().includes(needle) || i.description.toLowerCase().includes(needle))
          : SEARCH_ITEMS;
        expect(searchItems(SEARCH_ITEMS, term)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('every substring of a title finds that item', () => {
    for (const item of SEARCH_ITEMS) {
      for (let i = 0; i < item.title.length; i += 3) {
        const piece = item.title.slice(i, i + 4).trim();
        if (piece) expect(titles(piece.toUpperCase())).toContain(item.title);
      }
    }
  });
});

describe('searchPath', () => {
  it('puts the trimmed term in q as a URI component, or goes to /search for a blank term', () => {
    expect(searchPath('  dementia care ')).toBe('/search?q=dementia%20care');
    expect(searchPath('live-in care')).toBe('/search?q=live-in%20care');
    expect(searchPath('   ')).toBe('/search');
    expect(searchPath('')).toBe('/search');
  });

  it('round-trips any term through the URL the search page reads', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (term) => {
        const url = new URL(searchPath(term), 'https://www.maplehearth.ca');
        expect(url.pathname).toBe('/search');
        expect(url.searchParams.get('q') ?? '').toBe(term.trim());
      }),
    );
  });
});

describe('search items', () => {
  it('are the seven of docs/spec/SPEC.md §2.6, and no detail path leads to the not-found page', () => {
    expect(SEARCH_ITEMS.map((i) => i.detailsPath)).toEqual([
      '/services/personal-care',
      '/services/alzheimers-dementia-care',
      '/services/end-of-life-care',
      '/services/meal-prep-home-support',
      '/services/transportation',
      '/services/chronic-illness-support',
      '/blog/understanding-dementia-care-options',
    ]);
    const pages = new Set(PAGE_ROUTES.map((r) => r.path));
    for (const r of SEARCH_DETAIL_REDIRECTS) expect(pages.has(r.to), r.to).toBe(true);
    for (const item of SEARCH_ITEMS.slice(0, 6)) {
      const resolved = REDIRECTS.find((r) => r.from === item.detailsPath)?.to ?? item.detailsPath;
      expect(pages.has(resolved), item.detailsPath).toBe(true);
    }
  });
});
