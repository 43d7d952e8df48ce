import type { Page } from '@playwright/test';
import { CAROUSEL_TEXT } from '../../src/content/testimonials';
import { expect, reachBelowTheFold, sharedTabTest, tabTo, waitForHydration } from './fixtures';

/**
 * A keyboard-only walk: no mouse anywhere. The skip link, the header and its Locations menu, the
 * phone menu, the carousel's controls and a lead form are reached with Tab and used with Enter,
 * Space, arrows and Escape, each with a visible focus indicator.
 */

/** The focused element shows a focus indicator: an outline, a box shadow, or (a text field) a border that changes colour. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(async () => {
    const el = document.activeElement as HTMLElement;
    // A field's border eases to its focus colour: read it once the transition has run (read at
    // its first frame it still shows the unfocused colour).
    await Promise.all(el.getAnimations().map((a) => a.finished));
    const style = getComputedStyle(el);
    const focusedBorder = style.borderColor;
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      field: el.matches('input, textarea, select'),
      focusedBorder,
    };
  });
  if (ring.outline || ring.shadow) return;
  expect(ring.field, 'a visible focus indicator').toBe(true);
  // A field: its border colour differs from the one it has unfocused.
  const blurred = await page.evaluate(async () => {
    const el = document.activeElement as HTMLElement;
    el.blur();
    // The same on the way back: the first frame of the fade still shows the focus colour.
    await Promise.all(el.getAnimations().map((a) => a.finished));
    const color = getComputedStyle(el).borderColor;
    el.focus();
    return color;
  });
  expect(blurred, 'the field marks its focus with its border').not.toBe(ring.focusedBorder);
}

sharedTabTest('desktop: skip link, header links and the Locations menu, the carousel controls', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  // The next Tab starts in the main content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);

  await page.goto('/');
  await waitForHydration(page);
  await tabTo(page, page.getByRole('button', { name: /^Locations/ }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The open menu traps the focus a moment after it shows; the arrow keys act inside it.
  await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement)), { message: 'the open menu takes the focus' }).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /^Locations/ })).toBeFocused();

  // The home carousel: its arrows and dots are buttons in the tab order.
  const carousel = page.getByTestId('testimonial-carousel').first();
  await reachBelowTheFold(carousel);
  await carousel.getByRole('button', { name: CAROUSEL_TEXT.previous }).focus();
  await tabTo(page, carousel.getByRole('button', { name: CAROUSEL_TEXT.next }), 10);
  await expectVisibleFocus(page);
  const before = await carousel.getAttribute('data-index');
  await page.keyboard.press('Enter');
  await expect(carousel).not.toHaveAttribute('data-index', before ?? '');
  // Focus inside holds the rotation.
  await expect(carousel).toHaveAttribute('data-state', 'showing.held');
});

sharedTabTest('phone: the menu opens from the keyboard, keeps focus inside, and Escape returns it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  // Opening hands the focus to the menu (its trap is set once it has moved in).
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'the open menu takes the focus' }).toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), 'focus stays in the open menu').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

sharedTabTest('a lead form is filled and sent from the keyboard alone', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  await tabTo(page, page.locator('#contact-name'), 80);
  await expectVisibleFocus(page);
  await page.keyboard.type('Keyboard Only Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('905-555-0195');
  // Past the optional e-mail and the place (decision 0086) to the message.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /How can we help/ })).toBeFocused();
  await page.keyboard.type('Help with groceries and appointments.');
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }), 5);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
});
