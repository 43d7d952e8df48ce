import type { Page } from '@playwright/test';
import { capturedWith, slowTheService } from './capture';
import { HYDRATED_ATTRIBUTE } from '../../src/app/document-ids';
import { expect, holdRequests, sharedTabTest, test, waitForHydration } from './fixtures';

/**
 * One lead per submission (docs/spec/DECISIONS.md "One lead per submission", decision 0091), on the
 * built site: a post with no answer, Back after a post that arrived, a reload while a post was on
 * its way, two clicks before the page's code arrived. Each ends with one lead at the capture
 * server, and the family told what is known, in words written here by hand.
 */

/** Monday 30 November 2026, 2:14 PM in Brampton (the page's clock). */
const MONDAY_2_14_PM = new Date('2026-11-30T14:14:00-05:00');
const PHONE = '1-888-555-0142';

async function fillContact(page: Page, name: string) {
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Full name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('905-555-0193');
  await form.getByRole('textbox', { name: /E-mail/ }).fill('family@example.ca');
  await form.getByRole('textbox', { name: /How can we help/ }).fill('My mother needs help with meals after her surgery.');
  return form;
}

/** What the contact page's form posts for these tests, written by hand (§7, the decisions). */
const postedBy = (origin: string, name: string) => ({
  _subject: 'Website Inquiry - Contact Page Inquiry',
  _next: `${origin}/thank-you?from=contact-page`,
  _captcha: 'false',
  _template: 'table',
  _honey: '',
  name,
  phone: '905-555-0193',
  email: 'family@example.ca',
  City: '',
  message: 'My mother needs help with meals after her surgery.',
  'Callback language': 'English',
});

test('Back after the thank-you page: the form says the request reached the office, and sends nothing more', async ({ page, baseURL }) => {
  await page.clock.install({ time: MONDAY_2_14_PM });
  const name = `One Lead Back ${Date.now()}`;
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = await fillContact(page, name);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
  await waitForHydration(page);

  await page.goBack();
  await waitForHydration(page);
  const notice = page.getByTestId('contact-form').getByTestId('sent-notice');
  await expect(notice).toHaveText('This request was sent at 2:14 PM Toronto time and reached the office: there is no need to send it again.');
  // Spoken when it appears.
  await expect(notice.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
  // No way to send it again: the only button starts a new request; Enter in a field sends nothing.
  await expect(page.getByTestId('contact-form').getByRole('button')).toHaveText(['Start a New Request']);
  await page.getByTestId('contact-form').getByRole('textbox', { name: 'Full name' }).press('Enter');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/contact-us$/);

  const posts = await capturedWith(page, 'name', name);
  expect(posts.map((p) => p.fields)).toEqual([postedBy(new URL(baseURL!).origin, name)]);

  // A new request: empty fields, the form's own button, and (sent) a new id.
  await page.getByTestId('contact-form').getByRole('button', { name: 'Start a New Request' }).click();
  await expect(page.getByTestId('contact-form').getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  await expect(page.getByTestId('contact-form').getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(page.getByTestId('contact-form').getByTestId('sent-notice')).toHaveCount(0);
  const second = `${name} again`;
  await (await fillContact(page, second)).getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
  const [again] = await capturedWith(page, 'name', second);
  expect(again?.submissionId).toBeDefined();
  expect(again?.submissionId).not.toBe(posts[0]!.submissionId);
});

test('a service that never answers, and the family loads the page again: it says when the request was sent, keeps what was typed, and sends it again only when asked', async ({
  page,
  baseURL,
}) => {
  await page.clock.install({ time: MONDAY_2_14_PM });
  const name = `One Lead Hang ${Date.now()}`;
  await slowTheService(page, name, 'hang');
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = await fillContact(page, name);
  // The post never answers: the click must not wait for the page it would lead to. (While a
  // cross-origin post is pending the driver cannot read the page; the 30 seconds after which the
  // form says it has no answer are walked by the form-submission model test on a fake clock.)
  await form.getByRole('button', { name: 'Send Message' }).click({ noWaitAfter: true });
  await page.waitForTimeout(500);

  // The family loads the page again: the form says when it was sent, and waits for them to choose.
  await page.goto('/contact-us');
  await waitForHydration(page);
  const again = page.getByTestId('contact-form');
  await expect(again.getByTestId('sent-notice')).toHaveText(
    `This request was sent at 2:14 PM Toronto time, and nothing has told us that it reached the office. Call us at ${PHONE} to check, or send it again.`,
  );
  await expect(again.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
  expect(await capturedWith(page, 'name', name)).toEqual([]);
  await again.getByRole('button', { name: 'Send It Again' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
  const posts = await capturedWith(page, 'name', name);
  expect(posts.map((p) => p.fields)).toEqual([postedBy(new URL(baseURL!).origin, name)]);
});

sharedTabTest('two clicks on Send before the page’s code arrives: one lead, with its id, and the form knows it left', async ({ page }) => {
  const name = `One Lead Early ${Date.now()}`;
  // The service takes the first post and never answers: the second click comes while it is on its way.
  await slowTheService(page, name, 'hold', 2);
  const entry = await holdRequests(page, /\/assets\/entry-client-[\w-]+\.js$/);
  await page.goto('/contact-us', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 });
  const form = await fillContact(page, name);
  // The second click, 800 ms after the first: from the page itself, since the driver cannot act on a
  // page whose cross-origin post is on its way. It notes in the tab whether the page had hydrated
  // then, read back after the reload below (the page cannot be read while its post is pending).
  await form.getByRole('button', { name: 'Send Message' }).evaluate(
    (button: HTMLButtonElement, hydrated) =>
      setTimeout(() => {
        sessionStorage.setItem('test:hydrated-at-second-click', String(document.documentElement.hasAttribute(hydrated)));
        button.click();
      }, 800),
    HYDRATED_ATTRIBUTE,
  );
  // Before hydration, proven: the application's entry is held, and the page says it has not hydrated.
  expect(await page.evaluate((hydrated) => document.documentElement.hasAttribute(hydrated), HYDRATED_ATTRIBUTE), 'hydrated at the first click').toBe(false);
  await form.getByRole('button', { name: 'Send Message' }).click({ noWaitAfter: true });
  await page.waitForTimeout(2_000);
  const posts = await capturedWith(page, 'name', name);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.submissionId, 'the post made before the code arrived carries its id').toBeDefined();
  // The family loads the page again: the form knows the request left, and sends it again only when asked.
  entry.release();
  await page.goto('/contact-us');
  await waitForHydration(page);
  expect(await page.evaluate(() => sessionStorage.getItem('test:hydrated-at-second-click')), 'hydrated at the second click').toBe('false');
  await expect(page.getByTestId('contact-form').getByTestId('sent-notice')).toContainText('and nothing has told us that it reached the office.');
  expect(await capturedWith(page, 'name', name)).toHaveLength(1);
});
