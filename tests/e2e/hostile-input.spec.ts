import type { Page } from '@playwright/test';
import { CHAT_TEXT } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON, CHAT_SCRIPT } from '../../src/content/chat-script';
import { BLANK_FIELD_MESSAGE } from '../../src/content/forms';
import { capturedWith } from './capture';
import { expect, sharedTabTest, test, waitForHydration } from './fixtures';
import { QuizPage } from './pages/quiz-page';

/**
 * Hostile and odd input: markup and script in addresses and text boxes is shown as text and never
 * runs, very long and unusual text (emoji, combining marks, right-to-left) arrives as typed, odd
 * addresses get a real page or the not-found page, never a server error. The fixtures fail any
 * test with a console error or a CSP violation; every test here also fails on a dialog (an
 * `alert` that ran).
 */
/** The site's not-found page, or the blog's own one for addresses under /blog/. */
const NOT_FOUND_HEADING = /^(Oops! That Page Isn’t Here Anymore\.|Post not found)$/;
const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const UNUSUAL = 'Zoë Ñandú 👩🏽‍⚕️ e\u0301\u0301 مرحبا שלום';

sharedTabTest.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

/** No element the page did not make: the markup stayed text. */
async function expectNoInjectedMarkup(page: Page) {
  expect(await page.locator('main img[src="x"], main script:not([type="application/ld+json"])').count()).toBe(0);
}

sharedTabTest.describe('odd addresses', () => {
  const cases: Array<{ path: string; expect: 'page' | 'not-found'; heading?: RegExp }> = [
    { path: `/search?q=${encodeURIComponent(SCRIPT)}`, expect: 'page' },
    { path: `/search?q=${encodeURIComponent(IMG)}`, expect: 'page' },
    { path: `/blog?q=${encodeURIComponent(SCRIPT)}&topic=${encodeURIComponent('javascript:alert(1)')}`, expect: 'page' },
    { path: '/blog?topic=no-such-topic', expect: 'page' },
    { path: `/locations?q=${encodeURIComponent('a'.repeat(10_000))}`, expect: 'page' },
    { path: `/search?q=${encodeURIComponent(UNUSUAL)}`, expect: 'page' },
    { path: '/blog/%2e%2e%2f', expect: 'not-found' },
    { path: '/%00', expect: 'not-found' },
    { path: `/${'very-long-path/'.repeat(200)}`, expect: 'not-found' },
    { path: '/..%2f..%2fpackage.json', expect: 'not-found' },
    { path: `/${encodeURIComponent(SCRIPT)}`, expect: 'not-found' },
  ];
  for (const c of cases) {
    sharedTabTest(`${c.path.slice(0, 80)} answers ${c.expect === 'page' ? 'its page' : 'the not-found page'} and runs nothing`, async ({ page, request }) => {
      const response = await request.get(c.path);
      expect(response.status(), 'the host never answers 5xx').toBeLessThan(500);
      expect(response.status()).toBe(c.expect === 'page' ? 200 : 404);
      await page.goto(c.path);
      await waitForHydration(page);
      const notFound = page.getByRole('heading', { name: NOT_FOUND_HEADING });
      if (c.expect === 'page') await expect(notFound).toHaveCount(0);
      else await expect(notFound).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoInjectedMarkup(page);
    });
  }

  sharedTabTest('a search for markup shows the term as text', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(SCRIPT)}`);
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText(SCRIPT);
    await expectNoInjectedMarkup(page);
  });

  sharedTabTest('HEAD, odd methods and odd hosts get no server error either', async ({ request }) => {
    expect((await request.head('/')).status()).toBe(200);
    expect((await request.fetch('/', { method: 'POST' })).status()).toBe(405);
    expect((await request.fetch('/', { method: 'DELETE' })).status()).toBe(405);
    expect((await request.get('/assets/../../package.json')).status()).toBe(404);
    expect((await request.get('/_headers')).status()).toBe(404);
  });
});

sharedTabTest.describe('text boxes', () => {
  // Its own context: a page clock is the context's.
  test('the chat shows markup and javascript: links typed by a visitor as text', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T10:00:00-05:00') });
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(1_000);
    await page.getByRole('button', { name: CHAT_OPEN_BUTTON }).click();
    await page.clock.runFor(500);
    const log = page.getByTestId('chat-log');
    await expect(log).toContainText(CHAT_SCRIPT.greeting);
    const box = page.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
    for (const text of [SCRIPT, '[click me](javascript:alert(1)) data:text/html,<b>x</b>', UNUSUAL]) {
      await box.fill(text);
      await box.press('Enter');
      await expect(log).toContainText(`You: ${text}`);
      await page.clock.runFor(1_500);
    }
    expect(await log.locator('script, img, a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
    // Whitespace only is not a message.
    await box.fill('   \t  ');
    await box.press('Enter');
    await expect(page.getByTestId('chat-typing')).toBeHidden();
  });

  sharedTabTest("a 2000-character message (the box's limit) with emoji, combining marks and right-to-left text posts exactly as typed", async ({ page }) => {
    const name = `${UNUSUAL} ${Date.now()}`;
    const message = `${SCRIPT} ${'Weekday visits for my mother, please. '.repeat(60)}`.slice(0, 2000);
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Full name' }).fill(name);
    await form.getByRole('textbox', { name: 'Phone number' }).fill('905-555-0193');
    await form.getByRole('textbox', { name: /How can we help/ }).fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
    const [post] = await capturedWith(page, 'name', name);
    expect(post?.fields.message).toBe(message);
    expect(post?.fields.message?.length).toBe(2000);
  });

  sharedTabTest('a required field of spaces only is refused with a clear message, and nothing typed is lost', async ({ page }) => {
    const phone = '905-555-0194';
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Full name' }).fill('     ');
    await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await form.getByRole('textbox', { name: /How can we help/ }).fill('Overnight care in Brampton.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(form.getByTestId('invalid-summary')).toContainText('Full name');
    expect(await form.getByRole('textbox', { name: 'Full name' }).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(BLANK_FIELD_MESSAGE);
    await expect(form.getByRole('textbox', { name: /How can we help/ })).toHaveValue('Overnight care in Brampton.');
    expect(await capturedWith(page, 'phone', phone)).toEqual([]);
  });

  sharedTabTest('the quiz keeps a location of markup as text and shows it on the plan', async ({ page }) => {
    await page.goto('/find-your-care-plan');
    await waitForHydration(page);
    const steps = new QuizPage(page);
    const quiz = steps.quiz;
    await steps.start();
    for (const choice of ['My Mother', 'Bathing', '2-4', 'Diabetes']) {
      await steps.choose(choice);
      await steps.next();
    }
    await quiz.getByLabel(/City and postal code/).fill(`${IMG} ${UNUSUAL}`);
    for (let i = 0; i < 3; i += 1) await steps.next();
    await quiz.getByLabel(/^Full name/).fill('Maria Santos');
    await quiz.getByLabel(/^E-mail/).fill('maria.santos@example.ca');
    await quiz.getByLabel(/^Phone/).fill('905-555-0188');
    await quiz.getByRole('button', { name: 'See My Plan' }).click();
    await expect(quiz.getByTestId('quiz-results')).toContainText(`${IMG} ${UNUSUAL}`);
    await expectNoInjectedMarkup(page);
  });
});
