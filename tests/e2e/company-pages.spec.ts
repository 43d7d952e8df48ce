import { LEADERS } from '../../src/content/leadership';
import { ABOUT_PAGE, ABOUT_TESTIMONIALS } from '../../src/content/pages/about';
import { ABOUT_META, TEAM_META } from '../../src/content/pages/meta';
import { TIMINGS } from '../../src/content/site';
import { TEAM_PAGE } from '../../src/content/pages/team';
import { axeViolations, expect, jsonLdBlocks, test, waitForHydration } from './fixtures';

/** Step 9's company and trust pages, as a family, a journalist or a would-be caregiver sees them. */

test.describe('/team', () => {
  test('three leaders, each with a LinkedIn profile opening a new tab and a mail link; contact and careers', async ({ page }) => {
    await page.goto('/team');
    await waitForHydration(page);
    await expect(page).toHaveTitle(TEAM_META.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEAM_PAGE.hero.heading);
    const cards = page.getByTestId('leader-cards').getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [i, leader] of LEADERS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(leader.name);
      await expect(card).toContainText(leader.role);
      await expect(card).toContainText(leader.bio);
      const profile = card.getByRole('link', { name: `LinkedIn profile of ${leader.name} (opens in a new tab)` });
      await expect(profile).toHaveAttribute('href', leader.linkedInUrl);
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(card.getByRole('link', { name: `Email ${leader.name}` })).toHaveAttribute('href', `mailto:${leader.email}`);
    }
    // People structured data: each leader a Person working for the agency.
    const people = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'ItemList');
    expect(people.itemListElement.map((e: { item: { name: string; jobTitle: string } }) => [e.item.name, e.item.jobTitle])).toEqual(
      LEADERS.map((l) => [l.name, l.role]),
    );

    await page.getByRole('link', { name: 'Join Our Team' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Contact Us' }).last().click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test.describe('/about-us', () => {
  test('mission, vision, the story since 2022, the three leaders, and the families’ carousel every 6 s', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto('/about-us');
    await waitForHydration(page);
    await expect(page).toHaveTitle(ABOUT_META.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT_PAGE.hero.heading);
    const purpose = page.getByRole('region', { name: ABOUT_PAGE.purpose.heading });
    await expect(purpose).toContainText(ABOUT_PAGE.purpose.mission.text);
    await expect(purpose).toContainText(ABOUT_PAGE.purpose.vision.text);
    const story = page.getByRole('region', { name: ABOUT_PAGE.story.heading });
    for (const paragraph of ABOUT_PAGE.story.paragraphs) await expect(story).toContainText(paragraph);
    await expect(story).toContainText('2022');

    // The same three leaders as /team.
    const leaders = page.getByRole('region', { name: ABOUT_PAGE.leadership.heading });
    await expect(leaders.getByRole('heading', { level: 3 })).toHaveText(LEADERS.map((l) => l.name));
    await expect(leaders.getByRole('link', { name: ABOUT_PAGE.leadership.teamLink.label })).toHaveAttribute('href', '/team');

    // The shared testimonial carousel turns every 6 s and wraps.
    const carousel = page.getByTestId('testimonial-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-state', 'showing.rotating');
    await expect(carousel).toContainText(ABOUT_TESTIMONIALS[0]!.content);
    await page.clock.runFor(TIMINGS.testimonialCarouselMs - 100);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(carousel).toContainText(ABOUT_TESTIMONIALS[1]!.content);
    await page.clock.runFor(2 * TIMINGS.testimonialCarouselMs);
    await expect(carousel).toHaveAttribute('data-index', '0');

    // The featured (first) testimonial as Review structured data, and the leaders as people.
    const blocks = await jsonLdBlocks(page);
    const review = blocks.find((block) => block['@type'] === 'Review');
    expect(review.author.name).toBe(ABOUT_TESTIMONIALS[0]!.name);
    expect(review.reviewBody).toBe(ABOUT_TESTIMONIALS[0]!.content);
    expect(review.reviewRating.ratingValue).toBe(5);
    expect(blocks.some((block) => block['@type'] === 'ItemList')).toBe(true);
  });

  test('the legacy /about-us-our-story lands here', async ({ page }) => {
    await page.goto('/about-us-our-story');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT_PAGE.hero.heading);
  });
});

test.describe('axe at desktop and phone widths', () => {
  for (const path of ['/team', '/about-us']) {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      test(`${path} at ${viewport.width} px has no violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
