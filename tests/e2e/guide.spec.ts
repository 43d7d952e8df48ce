import { GUIDE_PAGE, GUIDE_QUESTIONS } from '../../src/content/pages/guide';
import { GUIDE_META } from '../../src/content/pages/meta';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, waitForHydration } from './fixtures';

/** The free guide (docs/spec/DECISIONS.md "The free guide is real"; decision 0028). */
sharedTabTest.describe('the free guide', () => {
  sharedTabTest('is a page of ten questions, each with why it matters and a good answer, and passes axe', async ({ page }) => {
    await page.goto(GUIDE_META.path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: GUIDE_PAGE.heading })).toBeVisible();
    const questions = page.getByTestId('guide-question');
    await expect(questions).toHaveCount(10);
    for (const [i, item] of GUIDE_QUESTIONS.entries()) {
      const section = page.getByRole('region', { name: `${i + 1}. ${item.question}` });
      await expect(section.getByRole('heading', { level: 3, name: GUIDE_PAGE.whyHeading })).toBeVisible();
      await expect(section.getByRole('heading', { level: 3, name: GUIDE_PAGE.goodAnswerHeading })).toBeVisible();
      await expect(section.locator('blockquote')).toHaveText(item.goodAnswer);
    }
    await page.getByRole('navigation', { name: GUIDE_PAGE.contentsHeading }).getByRole('link', { name: GUIDE_QUESTIONS[6]!.question }).click();
    await expect(page).toHaveURL(new RegExp(`#${GUIDE_QUESTIONS[6]!.id}$`));
    expect(await axeViolations(page)).toEqual([]);
  });

  sharedTabTest('is indexable, with its canonical, breadcrumbs and an Article', async ({ page }) => {
    await page.goto(GUIDE_META.path);
    await expect(page).toHaveTitle(GUIDE_META.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.maplehearth.ca${GUIDE_META.path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const blocks = await jsonLdBlocks(page);
    const article = blocks.find((b) => b['@type'] === 'Article');
    expect(article).toMatchObject({ headline: GUIDE_META.headline, datePublished: GUIDE_META.published, isAccessibleForFree: true, inLanguage: 'en-CA' });
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });

  sharedTabTest('"Print this guide" opens the print dialog, and on paper only the guide is left, two questions to a page', async ({ page }) => {
    await page.goto(GUIDE_META.path);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: GUIDE_PAGE.printLabel }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '#site-footer', '.chat-slot', '[data-testid="sticky-cta-bar"]', 'nav[aria-label="Breadcrumb"]']) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.getByRole('button', { name: GUIDE_PAGE.printLabel })).toBeHidden();
    await expect(page.getByText(`${GUIDE_PAGE.printedFrom} https://www.maplehearth.ca${GUIDE_META.path}`)).toBeVisible();
    const layout = await page
      .getByTestId('guide-question')
      .evaluateAll((sections) => sections.map((s) => ({ inside: getComputedStyle(s).breakInside, before: getComputedStyle(s).breakBefore })));
    expect(layout.map((l) => l.inside)).toEqual(Array(10).fill('avoid'));
    expect(layout.map((l) => l.before)).toEqual(['page', 'auto', 'page', 'auto', 'page', 'auto', 'page', 'auto', 'page', 'auto']);
  });

  sharedTabTest('/newsletter-signup and /thank-you after a sign-up link to it', async ({ page }) => {
    await page.goto('/newsletter-signup');
    await page.getByRole('link', { name: 'Read the guide now' }).click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE_META.path}$`));
    await page.goto('/thank-you?from=newsletter');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Read the free guide now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: GUIDE_PAGE.heading })).toBeVisible();
    await page.goto('/thank-you?from=contact-page');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Read the free guide now' })).toHaveCount(0);
  });
});
