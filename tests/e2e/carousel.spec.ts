import { axeViolations, expect, jsonLdBlocks, reachBelowTheFold, test, waitForHydration } from './fixtures';

/** A paused fake clock from before the page loads: only runFor() moves time, never real time. */
async function freezeClock(page: import('@playwright/test').Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

const carouselOnHome = async (page: import('@playwright/test').Page) => {
  await freezeClock(page);
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByTestId('testimonial-carousel');
  await reachBelowTheFold(carousel);
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
  await page.clock.resume(); // axe schedules timers of its own
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
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByTestId('testimonial-carousel');
    await reachBelowTheFold(carousel);
    await expect(carousel).toHaveAttribute('data-state', 'showing.paused');
    await page.clock.runFor(60_000);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel).toHaveAttribute('data-index', '1');
  });
});

test('/testimonials: featured review with its structured data, carousel, wall, tabs, submit notice', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/testimonials');
  await waitForHydration(page);
  await expect(page.getByTestId('featured-review')).toContainText('Sunita');
  const blocks = await jsonLdBlocks(page);
  const review = blocks.find((b) => b['@type'] === 'Review');
  expect(review).toMatchObject({
    author: { '@type': 'Person', name: 'Sunita' },
    reviewRating: { ratingValue: 5 },
    itemReviewed: { name: 'Maple Hearth Home Care' },
  });
  expect(review.reviewBody).toContain('Rajinder');

  // The community carousel advances every 6 s.
  const carousel = page.getByTestId('testimonial-carousel');
  await expect(carousel).toHaveAttribute('data-index', '0');
  await page.clock.runFor(6_000);
  await expect(carousel).toHaveAttribute('data-index', '1');

  await expect(page.getByRole('heading', { name: 'Wall of love' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Personal Care', "Alzheimer's Support", 'Companionship', 'Live-In Care', 'Meal Support', 'Housekeeping']);
  await expect(page.getByRole('tab', { name: 'Personal Care' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Kevin');
  await page.getByRole('tab', { name: "Alzheimer's Support" }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Farah');

  await page.getByRole('button', { name: 'Submit Your Testimonial' }).click();
  await expect(page.getByTestId('toaster').getByText("This feature isn't implemented yet")).toBeVisible();
  await page.clock.resume(); // axe schedules timers of its own
  expect(await axeViolations(page)).toEqual([]);
});
