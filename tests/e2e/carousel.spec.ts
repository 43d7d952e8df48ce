import { axeViolations, expect, test, waitForHydration } from './fixtures';

const carouselOnHome = async (page: import('@playwright/test').Page) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByTestId('testimonial-carousel');
  await expect(carousel).toHaveAttribute('data-state', 'showing.rotating');
  return carousel;
};

test('the home carousel advances every 7 s and wraps around', async ({ page }) => {
  const carousel = await carouselOnHome(page);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.clock.runFor(6_900);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.clock.runFor(100);
  await expect(carousel).toHaveAttribute('data-index', '1');
  await page.clock.runFor(7_000);
  await expect(carousel).toHaveAttribute('data-index', '2');
  await page.clock.runFor(7_000);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(page.getByRole('link', { name: 'Read More Stories' })).toHaveAttribute('href', '/testimonials');
  expect(await axeViolations(page)).toEqual([]);
});

test('arrows wrap both ways and dots jump; hovering holds it', async ({ page }) => {
  const carousel = await carouselOnHome(page);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(carousel).toHaveAttribute('data-index', '2');
  await expect(carousel.getByRole('group', { name: '3 of 3' })).toContainText('David');
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel).toHaveAttribute('data-index', '0');
  await carousel.getByRole('button', { name: 'Show testimonial 2 of 3' }).click();
  await expect(carousel).toHaveAttribute('data-index', '1');
  await expect(carousel.getByRole('button', { name: 'Show testimonial 2 of 3' })).toHaveAttribute('aria-current', 'true');
  // The pointer is over the carousel after those clicks: it is held.
  await expect(carousel).toHaveAttribute('data-state', 'showing.held');
  await page.clock.runFor(21_000);
  await expect(carousel).toHaveAttribute('data-index', '1');
  // Pointer and focus leave: rotation resumes.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(carousel).toHaveAttribute('data-state', 'showing.rotating');
  await page.clock.runFor(7_000);
  await expect(carousel).toHaveAttribute('data-index', '2');
});

test('the pause control stops rotation and play restarts it', async ({ page }) => {
  const carousel = await carouselOnHome(page);
  await carousel.getByRole('button', { name: 'Pause automatic rotation' }).click();
  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute('data-state', 'showing.paused');
  await page.clock.runFor(30_000);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await carousel.getByRole('button', { name: 'Start automatic rotation' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(7_000);
  await expect(carousel).toHaveAttribute('data-index', '1');
});

test.describe('with reduced motion preferred', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel does not auto-advance', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByTestId('testimonial-carousel');
    await expect(carousel).toHaveAttribute('data-state', 'showing.paused');
    await page.clock.runFor(60_000);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel).toHaveAttribute('data-index', '1');
  });
});
