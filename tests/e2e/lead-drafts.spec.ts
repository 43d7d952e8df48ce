import type { Page } from '@playwright/test';
import { capturedWith, makeServiceUnavailable } from './capture';
import { expect, reachBelowTheFold, test, waitForHydration } from './fixtures';

/**
 * No lead lost: a lead form keeps a draft of what was typed (sessionStorage, this tab only) until
 * /thank-you. When the post fails, because the form service answers 503 or the browser is
 * offline, Back brings the visitor to the form with every field as typed; so does coming back to
 * the page later in the tab. After /thank-you the drafts are gone.
 */
const MESSAGE = 'Überprüfung: my father (82) needs help après his hip surgery 🙂 — weekday mornings, please.';

async function fillContact(page: Page, name: string, phone: string) {
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Full name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByRole('textbox', { name: /E-mail/ }).fill('family@example.ca');
  await form.getByRole('textbox', { name: /How can we help/ }).fill(MESSAGE);
  return form;
}

async function expectAsTyped(page: Page, name: string, phone: string) {
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
  await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveValue('family@example.ca');
  await expect(form.getByRole('textbox', { name: /How can we help/ })).toHaveValue(MESSAGE);
}

test('the form service answers 503: Back finds every field as typed, and so does a later visit', async ({ page }) => {
  const name = `Draft Tester ${Date.now()}`;
  const phone = '905-555-0191';
  await makeServiceUnavailable(page, name);
  const form = await fillContact(page, name, phone);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Service Unavailable' })).toBeVisible();
  await page.goBack();
  await waitForHydration(page);
  await expectAsTyped(page, name, phone);
  // The page cannot know the post failed: it says it was sent and nothing confirms it arrived (decision 0091).
  await expect(page.getByTestId('contact-form').getByTestId('sent-notice')).toContainText('and nothing has told us that it reached the office.');
  // Not only the browser's own back-forward restore: a fresh load of the page in this tab too.
  await page.goto('/about-us');
  await page.goto('/contact-us');
  await waitForHydration(page);
  await expectAsTyped(page, name, phone);
  expect(await capturedWith(page, 'name', name)).toEqual([]);

  // The service is back: the family sends it again, the lead arrives, and /thank-you forgets the draft.
  await page.getByTestId('contact-form').getByRole('button', { name: 'Send It Again' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
  await waitForHydration(page);
  const [post] = await capturedWith(page, 'name', name);
  expect(post?.fields.message).toBe(MESSAGE);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lead-draft:')))).toEqual([]);
  await page.goto('/contact-us');
  await waitForHydration(page);
  await expect(page.getByTestId('contact-form').getByRole('textbox', { name: 'Full name' })).toHaveValue('');
});

test('the browser is offline: Back finds every field as typed', async ({ page, context }) => {
  const name = `Offline Tester ${Date.now()}`;
  const phone = '905-555-0192';
  const form = await fillContact(page, name, phone);
  // The page has everything it needs before the connection drops (its parts below the fold too).
  await reachBelowTheFold(page.getByTestId('footer-newsletter'));
  await context.setOffline(true);
  // The post cannot leave: the browser shows its own error page.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/contact-us') || url.protocol === 'chrome-error:', { waitUntil: 'commit' }).catch(() => {});
  await context.setOffline(false);
  await page.goBack();
  await waitForHydration(page);
  await expectAsTyped(page, name, phone);
  expect(await capturedWith(page, 'name', name)).toEqual([]);
});
