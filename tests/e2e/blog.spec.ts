import { readFileSync } from 'node:fs';
import { POST_FACTS as BLOG_POSTS, formatPostDate, readTimeFor } from '../../src/content/blog/facts';
import { BLOG_PAGE, BLOG_POST_TEXT, BLOG_RESOURCES_PAGE } from '../../src/content/pages/blog';
import { BLOG_FEED, BLOG_META } from '../../src/content/pages/meta';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, waitForHydration } from './fixtures';
import { builtPageFile } from './routes';

/** How React writes text into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The blog as a family looking for advice uses it. */

const FALLS = BLOG_POSTS.find((p) => p.slug === 'how-to-prevent-falls-at-home')!;

sharedTabTest('/blog: the filters re-filter live, live in the URL, survive a reload and back/forward; the empty state resets', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page).toHaveTitle(BLOG_META.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_PAGE.hero.heading);
  const all = page.getByTestId('blog-all');
  await expect(all.getByRole('article')).toHaveCount(8);
  await expect(page.getByTestId('blog-featured').getByRole('article')).toHaveCount(Math.min(6, BLOG_POSTS.filter((p) => p.featured).length));

  // Text: case- and accent-insensitive, on the title or the excerpt.
  const search = page.getByRole('searchbox', { name: BLOG_PAGE.filters.searchLabel });
  await search.fill('FÁLLS');
  await expect(all.getByRole('heading')).toHaveText([FALLS.title]);
  await expect(page.getByTestId('blog-count')).toHaveText(BLOG_PAGE.count(1, 8));
  await expect(page).toHaveURL(/\/blog\?q=F%C3%81LLS$/);
  await page.reload();
  await waitForHydration(page);
  await expect(all.getByRole('heading')).toHaveText([FALLS.title]);

  // Topic: a step that Back undoes and Forward redoes.
  await search.fill('');
  await expect(all.getByRole('article')).toHaveCount(8);
  const topic = page.getByRole('combobox', { name: BLOG_PAGE.filters.topicLabel });
  await topic.selectOption('mental-health');
  const mentalHealth = BLOG_POSTS.filter((p) => p.category === 'Mental Health');
  await expect(all.getByRole('heading')).toHaveText(mentalHealth.map((p) => p.title));
  await expect(page).toHaveURL(/\/blog\?topic=mental-health$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(all.getByRole('article')).toHaveCount(8);
  await expect(topic).toHaveValue('all');
  await page.goForward();
  await expect(all.getByRole('heading')).toHaveText(mentalHealth.map((p) => p.title));

  // Both, with no match: the empty state, and its reset.
  await search.fill('xyz');
  const empty = page.getByTestId('blog-empty');
  await expect(empty).toContainText(BLOG_PAGE.empty.title);
  await expect(empty).toContainText(BLOG_PAGE.empty.text);
  await expect(page.getByTestId('blog-count')).toHaveText(BLOG_PAGE.empty.title);
  expect(await axeViolations(page)).toEqual([]);
  await empty.getByRole('button', { name: BLOG_PAGE.empty.reset }).click();
  await expect(all.getByRole('article')).toHaveCount(8);
  await expect(page).toHaveURL(/\/blog$/);
});

sharedTabTest('/blog: the filters still to come, Share Your Story and past webinars raise the not-implemented notice', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const toaster = page.getByTestId('toaster');
  const ageGroup = page.getByRole('combobox', { name: 'Age Group' });
  await expect(ageGroup.locator('option')).toHaveText([BLOG_PAGE.filters.comingSoonItem]);
  await ageGroup.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toaster.getByText(BLOG_PAGE.filters.toast.description)).toBeVisible();
  await page.getByRole('button', { name: BLOG_PAGE.shareStory.button }).click();
  await expect(toaster.getByText(BLOG_PAGE.shareStory.toast.description)).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^${BLOG_PAGE.sidebar.pastEvent}`) })
    .first()
    .click();
  await expect(toaster.getByText(BLOG_PAGE.sidebar.pastEventToast.description)).toBeVisible();
  await expect(page.locator(`link[rel="alternate"][type="application/atom+xml"]`)).toHaveAttribute('href', BLOG_FEED.path);
});

sharedTabTest(
  'an article: category, title, long US date, read time, author, contents that jump to their section, BlogPosting, back to the blog',
  async ({ page }) => {
    await page.goto(FALLS.path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FALLS.title);
    const posting = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'BlogPosting')!;
    const meta = page.getByTestId('post-meta');
    await expect(meta).toContainText(formatPostDate(FALLS.date));
    // The read time, computed from the words the page's structured data counts.
    await expect(meta).toContainText(BLOG_POST_TEXT.readTime(readTimeFor(posting.wordCount as number)));
    await expect(meta).toContainText(FALLS.author);
    await expect(page.getByRole('img', { name: FALLS.imageAlt })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Blog›${FALLS.title}`);

    const toc = page.getByTestId('post-toc');
    const first = toc.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();

    expect(posting.headline).toBe(FALLS.title);
    expect(posting.datePublished).toBe(FALLS.date);
    expect(posting.image).toMatchObject({ width: { value: 1200, unitCode: 'E37' }, height: { value: 630, unitCode: 'E37' } });
    expect((posting.author as { name: string }).name).toBe(FALLS.author);

    await page.getByRole('link', { name: BLOG_POST_TEXT.back }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  },
);

sharedTabTest(
  'an article opened with a trailing slash is the article at its own address, hydrated with no console error (one rule for every route)',
  async ({ page }) => {
    await page.goto(`${FALLS.path}/`);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${FALLS.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FALLS.title);
    await expect(page.getByTestId('post-meta')).toContainText(FALLS.author);
    // A page of the registry too: the French contact page keeps its switch to English.
    await page.goto('/fr/nous-joindre/');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
    await expect(page.getByTestId('language-switch').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact-us');
  },
);

sharedTabTest('every article is prerendered with its title, its body and one BlogPosting (read from dist/)', () => {
  for (const post of BLOG_POSTS) {
    const html = readFileSync(builtPageFile(post.path), 'utf8');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1, post.path).toBe(escapeHtml(post.title));
    expect(html, post.path).toMatch(/data-testid="post-body"[^>]*>[\s\S]*?<h2/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as { '@type'?: string },
    );
    expect(
      blocks.filter((b) => b['@type'] === 'BlogPosting'),
      post.slug,
    ).toHaveLength(1);
  }
});

sharedTabTest('an unknown slug: Post not found with Back to Blog, noindex, HTTP 404 when loaded, and the same inside the app', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_POST_TEXT.notFound.heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: BLOG_POST_TEXT.notFound.back }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await waitForHydration(page);

  // Inside the app: the router meets the unknown slug without a request to the host.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog/another-missing-article');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_POST_TEXT.notFound.heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

sharedTabTest('/blog/resources: the supports card raises the notice, the tools card leads to the blog', async ({ page }) => {
  await page.goto('/blog/resources');
  await waitForHydration(page);
  const cards = page.getByTestId('resource-cards');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([BLOG_RESOURCES_PAGE.cards.supports.title, BLOG_RESOURCES_PAGE.cards.tools.title]);
  await cards.getByRole('button', { name: BLOG_RESOURCES_PAGE.cards.supports.button }).click();
  await expect(page.getByTestId('toaster').getByText(BLOG_RESOURCES_PAGE.cards.supports.toast.description)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await cards.getByRole('link', { name: BLOG_RESOURCES_PAGE.cards.tools.link }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

sharedTabTest('the Atom feed parses as XML with the eight posts', async ({ page, request }) => {
  const response = await request.get(BLOG_FEED.path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('/blog');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      entries: [...doc.getElementsByTagName('entry')].map((e) => e.getElementsByTagName('title')[0]?.textContent),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.entries).toEqual(BLOG_POSTS.map((p) => p.title));
});
