import { LEADERS } from '../../src/content/leadership';
import { TEAM_META } from '../../src/content/pages/meta';
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

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    test(`passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/team');
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
