import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { BLOG_POSTS, BLOG_TEAM_AUTHOR, BLOG_TOPICS, formatPostDate, readTimeFor, type BlogCategory } from '../../src/content/blog';
import { FEATURED_LIMIT, NO_FILTER, featuredPosts, filterFromQuery, filterPosts, queryFromFilter, type BlogFilter } from '../../src/features/blog/blog-filter';

const CATEGORIES = BLOG_TOPICS.filter((t) => t.slug !== 'all').map((t) => t.name) as BlogCategory[];
const post = (title: string, excerpt: string, category: BlogCategory) => ({ title, excerpt, category });

describe('the eight posts (docs/spec/SPEC.md §3, §9.1)', () => {
  it('eight posts, dated 2025-07-15 to 2025-08-28, newest first, each with its route', () => {
    expect(BLOG_POSTS).toHaveLength(8);
    const dates = BLOG_POSTS.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.at(-1)).toBe('2025-07-15');
    expect(dates[0]).toBe('2025-08-28');
    for (const p of BLOG_POSTS) expect(PAGE_ROUTES.some((r) => r.path === p.path)).toBe(true);
  });

  it('the two slugs the site links to exist', () => {
    const slugs = BLOG_POSTS.map((p) => p.slug);
    expect(slugs).toContain('understanding-dementia-care-options');
    expect(slugs).toContain('how-to-prevent-falls-at-home');
  });

  it.each(BLOG_POSTS.map((p) => [p.slug, p] as const))('%s: 600-1200 words, a 4-7 minute read computed from them, a topic category', (_, p) => {
    expect(p.words).toBeGreaterThanOrEqual(600);
    expect(p.words).toBeLessThanOrEqual(1200);
    expect(p.readTime).toBe(readTimeFor(p.words));
    expect(p.readTime).toBeGreaterThanOrEqual(4);
    expect(p.readTime).toBeLessThanOrEqual(7);
    expect(CATEGORIES).toContain(p.category);
    expect(p.author.length).toBeGreaterThan(0);
  });

  it('some posts are featured, and the author defaults to the team name', () => {
    expect(BLOG_POSTS.some((p) => p.featured)).toBe(true);
    expect(BLOG_POSTS.some((p) => p.author === BLOG_TEAM_AUTHOR)).toBe(true);
  });

  it('read time: whole minutes, rounded up', () => {
    expect(readTimeFor(180)).toBe(1);
    expect(readTimeFor(181)).toBe(2);
    expect(readTimeFor(720)).toBe(4);
    expect(readTimeFor(1200)).toBe(7);
    expect(readTimeFor(0)).toBe(1);
  });

  it('dates read in long US format', () => {
    expect(formatPostDate('2025-07-15')).toBe('July 15, 2025');
    expect(formatPostDate('2025-08-28')).toBe('August 28, 2025');
  });
});

describe("'Featured Articles' (docs/spec/SPEC.md §2.6: featured, first 6)", () => {
  it('keeps the featured posts in their order, at most six, whatever the mix', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), featured: fc.boolean() }), { maxLength: 20 }), (posts) => {
        const featured = posts.filter((p) => p.featured);
        expect(featuredPosts(posts)).toEqual(featured.slice(0, 6));
      }),
    );
    expect(FEATURED_LIMIT).toBe(6);
  });
});

describe('the blog filter (docs/spec/SPEC.md §5 "Blog search")', () => {
  const posts = [
    post('Understanding Dementia Care Options', 'In-home care, day programs and respite.', 'Mental Health'),
    post('How to Prevent Falls at Home', 'A room-by-room guide for seniors.', 'Tips & Tools'),
    post('Soins à domicile à Montréal', 'Un guide pour les familles.', 'Community Support'),
    post('Young Caregivers', 'Balancing school and a grandparent’s care; dementia basics.', 'Youth Caregivers'),
  ];

  it('text: case-insensitive, on the title or the excerpt', () => {
    expect(filterPosts(posts, { searchTerm: 'DEMENTIA', topic: 'all' }).map((p) => p.title)).toEqual([
      'Understanding Dementia Care Options',
      'Young Caregivers',
    ]);
    expect(filterPosts(posts, { searchTerm: 'room-by-room', topic: 'all' }).map((p) => p.title)).toEqual(['How to Prevent Falls at Home']);
  });

  it('accents: "montreal" finds "Montréal", and "soins a domicile" finds "Soins à domicile"', () => {
    expect(filterPosts(posts, { searchTerm: 'montreal', topic: 'all' })).toHaveLength(1);
    expect(filterPosts(posts, { searchTerm: 'SOINS A DOMICILE', topic: 'all' })).toHaveLength(1);
  });

  it('topic: the category equals the selected topic name', () => {
    expect(filterPosts(posts, { searchTerm: '', topic: 'tips-tools' }).map((p) => p.category)).toEqual(['Tips & Tools']);
    expect(filterPosts(posts, { searchTerm: '', topic: 'all' })).toHaveLength(4);
  });

  it('both: text and topic must both hold', () => {
    expect(filterPosts(posts, { searchTerm: 'dementia', topic: 'youth-caregivers' }).map((p) => p.title)).toEqual(['Young Caregivers']);
    expect(filterPosts(posts, { searchTerm: 'falls', topic: 'mental-health' })).toEqual([]);
  });

  it('no match: an empty list', () => {
    expect(filterPosts(posts, { searchTerm: 'xyz', topic: 'all' })).toEqual([]);
  });

  const filterArb: fc.Arbitrary<BlogFilter> = fc.record({
    searchTerm: fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }), fc.constantFrom('care', 'Dementia', 'falls', 'é', ' ')),
    topic: fc.constantFrom(...BLOG_TOPICS.map((t) => t.slug)),
  });
  const postArb = fc.record({
    title: fc.string({ maxLength: 20 }),
    excerpt: fc.string({ maxLength: 30 }),
    category: fc.constantFrom(...CATEGORIES),
  });

  it('property: the result is an ordered sub-list in which every post meets both conditions', () => {
    fc.assert(
      fc.property(fc.array(postArb, { maxLength: 12 }), filterArb, (list, filter) => {
        const shown = filterPosts(list, filter);
        // A sub-list in the original order.
        let i = 0;
        for (const p of shown) {
          while (i < list.length && list[i] !== p) i += 1;
          expect(i).toBeLessThan(list.length);
          i += 1;
        }
        // Exactly the posts that pass the text filter alone and the topic filter alone.
        const byText = new Set(filterPosts(list, { ...filter, topic: 'all' }));
        const byTopic = new Set(filterPosts(list, { ...filter, searchTerm: '' }));
        expect(shown).toEqual(list.filter((p) => byText.has(p) && byTopic.has(p)));
      }),
    );
  });

  it('property: changing the case of the term or adding accents never changes the result', () => {
    fc.assert(
      fc.property(fc.array(postArb, { maxLength: 12 }), filterArb, (list, filter) => {
        const upper = filterPosts(list, { ...filter, searchTerm: filter.searchTerm.toUpperCase() });
        const lower = filterPosts(list, { ...filter, searchTerm: filter.searchTerm.toLowerCase() });
        expect(upper).toEqual(lower);
        const accented = filter.searchTerm.replace(/e/g, 'é').replace(/a/g, 'à');
        expect(filterPosts(list, { ...filter, searchTerm: accented })).toEqual(filterPosts(list, filter));
      }),
    );
  });

  it('property: the URL query round-trips the filter; no filter is no query', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        expect(filterFromQuery(queryFromFilter(filter))).toEqual(filter);
      }),
    );
    expect(queryFromFilter(NO_FILTER).toString()).toBe('');
    expect(filterFromQuery(new URLSearchParams('topic=nonsense&q=falls'))).toEqual({ searchTerm: 'falls', topic: 'all' });
  });
});
