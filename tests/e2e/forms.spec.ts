import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const CAPTURE = `http://127.0.0.1:${process.env.E2E_CAPTURE_PORT ?? 4180}`;

interface Captured {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  files: Record<string, { filename: string; size: number }>;
}

async function capturedWith(page: Page, key: string, value: string): Promise<Captured[]> {
  const response = await page.request.get(`${CAPTURE}/captured`);
  const all = (await response.json()) as Captured[];
  return all.filter((c) => c.fields[key] === value);
}

test.describe('footer newsletter', () => {
  test('a valid subscription posts exactly its fields and lands on Subscribed!', async ({ page }) => {
    const email = `newsletter-${Date.now()}@example.ca`;
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByTestId('footer-newsletter-form');
    await expect(form.locator('input[name="_honey"]')).toHaveValue('');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('checkbox', { name: /Yes, I want e-mails from Maple Hearth Home Care/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=newsletter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();

    const [post] = await capturedWith(page, 'email', email);
    expect(post).toBeDefined();
    expect(post!.contentType).toBe('application/x-www-form-urlencoded');
    const origin = new URL(page.url()).origin;
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Newsletter Subscription',
      _next: `${origin}/thank-you?from=newsletter`,
      _captcha: 'false',
      _template: 'table',
      _honey: '',
      email,
      consent: 'yes',
    });
  });

  test('without consent nothing is posted and the e-mail stays as typed', async ({ page }) => {
    const email = `no-consent-${Date.now()}@example.ca`;
    await page.goto('/thank-you');
    await waitForHydration(page);
    const form = page.getByTestId('footer-newsletter-form');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByTestId('invalid-summary')).toContainText('Yes, I want e-mails');
    await expect(form).toHaveAttribute('data-state', 'idle.needsAttention');
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await capturedWith(page, 'email', email)).toEqual([]);
  });

  test('a malformed e-mail is refused by the browser before anything is posted', async ({ page }) => {
    await page.goto('/thank-you');
    await waitForHydration(page);
    const form = page.getByTestId('footer-newsletter-form');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('grandma-at-home');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByTestId('invalid-summary')).toContainText('E-mail address');
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('grandma-at-home');
    expect(await capturedWith(page, 'email', 'grandma-at-home')).toEqual([]);
  });
});
