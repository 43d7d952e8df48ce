import type { Page } from '@playwright/test';
import { CAROUSEL_TEXT } from '../../src/content/testimonials';
import { CHAT_OPEN_BUTTON } from '../../src/content/chat-script';
import { POST_FACTS as BLOG_POSTS } from '../../src/content/blog/facts';
import { BLOG_PAGE } from '../../src/content/pages/blog';
import { FAQ_PAGE } from '../../src/content/pages/faq';
import { FRANCHISE_PAGE } from '../../src/content/pages/franchise';
import { HYDRATED_ATTRIBUTE } from '../../src/app/document-ids';
import { expect, holdRequests, PHONE_TAB, sharedTabTest, test, waitForHydration, type TabEmulation } from './fixtures';

/**
 * Nothing a visitor does between the first paint and hydration is lost, reverted or done
 * twice (decision 0025). On a phone with the CPU slowed 6x, each test acts right after the first
 * contentful paint while the application's entry is held back (as a slow network would), proves
 * that the page had not hydrated when the visitor acted (the app sets `<html data-hydrated>` when
 * the page has hydrated; every trusted event is stamped with it at the moment it happened), then
 * lets the code come and checks what the visitor sees.
 */

// One phone tab per worker (a new page per test was most of its cost, decision 0039).
sharedTabTest.use({ viewport: { width: 390, height: 844 }, tabDevice: PHONE_TAB });

declare global {
  interface Window {
    /** For each trusted event the visitor caused: had the page hydrated? */
    hydratedWhenActed: boolean[];
  }
}

interface Early {
  /** Lets the application's code come, then waits until the page has hydrated. */
  hydrate: () => Promise<void>;
}

/** The application's entry: held back, nothing of the page can hydrate. */
const ENTRY = /\/assets\/entry-client-[\w-]+\.js$/;

/** Waits until the page has hydrated (the chat's code, which comes after, aside). */
const waitForHydrated = (page: Page) => waitForHydration(page, { chat: false, timeout: 20_000 });

/**
 * Opens `path` with the CPU slowed (through the fixture's `tabEmulation`, which the shared tab
 * undoes after the test) and the entry held, and resolves at the first paint, the page stamping
 * each trusted event the visitor causes from then on.
 */
async function openUnhydrated(page: Page, tabEmulation: TabEmulation, path: string): Promise<Early> {
  await tabEmulation.throttleCpu(6);
  const entry = await holdRequests(page, ENTRY);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 });
  // Listening from the first paint on, when the visitor acts (not an init script: the shared tab
  // refuses one, which would outlive the test).
  await page.evaluate((hydrated) => {
    window.hydratedWhenActed = [];
    for (const type of ['click', 'input', 'change', 'keydown']) {
      window.addEventListener(type, (event) => event.isTrusted && window.hydratedWhenActed.push(document.documentElement.hasAttribute(hydrated)), true);
    }
  }, HYDRATED_ATTRIBUTE);
  return {
    hydrate: async () => {
      const stamps = await page.evaluate(() => window.hydratedWhenActed);
      expect(stamps.length, 'the visitor acted').toBeGreaterThan(0);
      expect(stamps, 'every action happened before the page had hydrated').not.toContain(true);
      entry.release();
      await waitForHydrated(page);
      // What the visitor then sees is checked at full speed.
      await tabEmulation.throttleCpu(1);
    },
  };
}

sharedTabTest('the quiz: "Start Care Finder Quiz" tapped at first paint starts the quiz once it hydrates', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/find-your-care-plan');
  const quiz = page.getByTestId('care-finder-quiz');
  await quiz.getByRole('button', { name: 'Start Care Finder Quiz' }).click();
  await early.hydrate();
  await expect(quiz.getByText('Step 1 of 8')).toBeVisible();
  await expect(quiz).toHaveAttribute('data-state', 'whoNeedsCare');
});

sharedTabTest('the care cost calculator: a care type picked at first paint is kept and priced, never reverted', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/care-cost-calculator');
  const monthly = page.getByTestId('care-cost-monthly');
  const before = await monthly.textContent();
  await page.getByText('Companionship', { exact: true }).click();
  await early.hydrate();
  await expect(page.getByRole('radio', { name: 'Companionship' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]type=companionship(&|$)/);
  await expect(monthly).not.toHaveText(before ?? '');
  // The announcement names the visitor's choice, so the view and the machine agree with the page.
  await expect(page.getByTestId('care-cost-announcement')).toContainText('Companionship');
});

sharedTabTest('the blog: words typed into the search at first paint filter the list once it hydrates', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/blog');
  const search = page.getByRole('searchbox', { name: BLOG_PAGE.filters.searchLabel });
  await search.fill('falls');
  await early.hydrate();
  await expect(search).toHaveValue('falls');
  await expect(page).toHaveURL(/\?q=falls$/);
  const matching = BLOG_POSTS.filter((p) => /falls/i.test(`${p.title} ${p.excerpt}`)).length;
  await expect(page.getByTestId('blog-count')).toHaveText(BLOG_PAGE.count(matching, BLOG_POSTS.length));
});

sharedTabTest('the blog: Enter in the search before hydration GETs the filtered list natively', async ({ page, tabEmulation }) => {
  await openUnhydrated(page, tabEmulation, '/blog');
  const search = page.getByRole('searchbox', { name: BLOG_PAGE.filters.searchLabel });
  await search.fill('dementia');
  // The form submits natively: a new page load, which the held entry does not delay.
  await page.unroute(ENTRY);
  await search.press('Enter');
  // The form sent every field (`&topic=all` too); the hydrated list keeps only what filters.
  await expect(page).toHaveURL(/\/blog\?q=dementia$/);
  await waitForHydrated(page);
  const matching = BLOG_POSTS.filter((p) => /dementia/i.test(`${p.title} ${p.excerpt}`)).length;
  await expect(page.getByTestId('blog-count')).toHaveText(BLOG_PAGE.count(matching, BLOG_POSTS.length));
  await expect(page.getByRole('searchbox', { name: BLOG_PAGE.filters.searchLabel })).toHaveValue('dementia');
});

sharedTabTest('the FAQ: a question clicked at first paint is open after hydration, opened once (not toggled twice)', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/faq');
  const question = page.getByRole('button', { name: FAQ_PAGE.groups[0]!.items[0]!.question });
  await question.click();
  await early.hydrate();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(FAQ_PAGE.groups[0]!.items[0]!.answer)).toBeVisible();
});

sharedTabTest('the contact form: what is typed at first paint is kept and the form knows it', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/contact-us');
  const name = page.getByRole('textbox', { name: /name/i }).first();
  await name.fill('Priya Sharma');
  await early.hydrate();
  await expect(name).toHaveValue('Priya Sharma');
  // The form's draft (decision 0022) heard the change: it is what a later visit in the tab finds.
  await expect.poll(() => page.evaluate(() => JSON.stringify(Object.values(sessionStorage)))).toContain('Priya Sharma');
});

sharedTabTest('the phone menu: the burger tapped at first paint opens the menu once it hydrates', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await early.hydrate();
  await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-state', /^open/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

sharedTabTest('a carousel below the fold: "Next" clicked before anything hydrated moves it once its part hydrates', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/');
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const slide = carousel.locator('[aria-roledescription="slide"]');
  await expect(slide).toHaveAttribute('aria-label', /^1 of \d+$/);
  await carousel.getByRole('button', { name: CAROUSEL_TEXT.next }).click();
  await early.hydrate();
  await expect(page.locator('[data-below-the-fold]').filter({ has: carousel })).toHaveAttribute('data-state', 'hydrated');
  await expect(slide).toHaveAttribute('aria-label', /^2 of \d+$/);
});

sharedTabTest.describe('on a desktop', () => {
  // A desktop's mouse, not the phone tab's touch screen.
  sharedTabTest.use({ viewport: { width: 1280, height: 900 } });

  test('the Locations menu: clicked at first paint, it opens once the page hydrates', async ({ page, tabEmulation }) => {
    const early = await openUnhydrated(page, tabEmulation, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Locations' }).click();
    await early.hydrate();
    await expect(page.getByRole('menu')).toBeVisible();
  });
});

sharedTabTest('the chat launcher, once shown: tapped before the panel’s code has come, the panel opens when it arrives', async ({ page }) => {
  const panel = await holdRequests(page, /\/assets\/chat-panel-[\w-]+\.js$/);
  await page.goto('/');
  const launcher = page.getByRole('button', { name: CHAT_OPEN_BUTTON });
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  panel.release();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('chat-widget')).toHaveAttribute('data-state', /^open/);
});

sharedTabTest('/franchise: End pressed on a slider of the calculator before it listens moves it once its part hydrates', async ({ page, tabEmulation }) => {
  const early = await openUnhydrated(page, tabEmulation, '/franchise');
  const clients = page.getByRole('slider', { name: FRANCHISE_PAGE.calculator.clients });
  await clients.focus();
  await page.keyboard.press('End');
  await early.hydrate();
  await expect(clients).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('earnings-revenue').getByTestId('amount')).toHaveText('$2,912,000');
});
