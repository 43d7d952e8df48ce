import { LEADERS, LEADER_CONTACT } from '../../src/content/leadership';
import { ABOUT_PAGE, ABOUT_TESTIMONIALS } from '../../src/content/pages/about';
import {
  ABOUT_META,
  FAMILY_PORTAL_META,
  FOR_EMPLOYERS_META,
  MARKETING_ASSETS_META,
  PARTNERSHIPS_META,
  PRESS_META,
  SHOP_META,
  TEAM_META,
  WHY_US_META,
} from '../../src/content/pages/meta';
import { PARTNERSHIPS_PAGE, PARTNER_TYPES } from '../../src/content/pages/partnerships';
import { SHOP_PAGE, SHOP_PRODUCTS } from '../../src/content/pages/shop';
import {
  AD_VARIATIONS,
  EMAIL_TEMPLATES,
  MARKETING_ASSETS_PAGE,
  SOCIAL_ADS,
  adVariationText,
  emailTemplateText,
  socialAdText,
} from '../../src/content/pages/marketing-assets';
import { THANK_YOU_BY_SOURCE } from '../../src/content/pages/thank-you';
import { FAMILY_PORTAL_PAGE } from '../../src/content/pages/family-portal';
import { PRESS_PAGE } from '../../src/content/pages/press';
import { FOR_EMPLOYERS_PAGE } from '../../src/content/pages/for-employers';
import { WHY_US_PAGE, WHY_US_TESTIMONIALS } from '../../src/content/pages/why-us';
import { CAROUSEL_TEXT } from '../../src/content/testimonials';
import { COMPANY_LINKEDIN, MAILBOXES, MEDIA_ENQUIRIES, TIMINGS } from '../../src/content/site';
import { TEAM_PAGE } from '../../src/content/pages/team';
import { capturedWith } from './capture';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, test, waitForHydration } from './fixtures';

/** The company and trust pages, as a family, a journalist or a would-be caregiver sees them. */

sharedTabTest.describe('/team', () => {
  sharedTabTest(
    'three leaders with name, role and bio, reached through the company (no personal mailbox or profile); contact and careers',
    async ({ page }) => {
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
        await expect(card.getByRole('link')).toHaveCount(0);
      }
      // docs/spec/DECISIONS.md "People are reached through the company": info@, the two coordinators, the company's LinkedIn page.
      const contact = page.getByRole('region', { name: LEADER_CONTACT.heading });
      await expect(contact.getByRole('link', { name: LEADER_CONTACT.info.label })).toHaveAttribute('href', LEADER_CONTACT.info.href);
      for (const coordinator of LEADER_CONTACT.coordinators.items) {
        await expect(contact.getByRole('link', { name: coordinator.email })).toHaveAttribute('href', coordinator.href);
      }
      const linkedIn = contact.getByRole('link', { name: `${LEADER_CONTACT.linkedIn.label}${LEADER_CONTACT.linkedIn.hidden}` });
      await expect(linkedIn).toHaveAttribute('href', COMPANY_LINKEDIN.href);
      await expect(linkedIn).toHaveAttribute('target', '_blank');
      await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
      const mailboxes = (await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map(
        (href) => href.slice('mailto:'.length).split('?')[0],
      );
      expect(mailboxes.filter((mailbox) => !MAILBOXES.includes(mailbox!))).toEqual([]);
      await expect(page.locator('a[href*="linkedin.com/in/"]')).toHaveCount(0);
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
    },
  );
});

sharedTabTest.describe('/about-us', () => {
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
    await expect(leaders.getByTestId('leader-cards').getByRole('heading', { level: 3 })).toHaveText(LEADERS.map((l) => l.name));
    await expect(leaders.getByRole('region', { name: LEADER_CONTACT.heading })).toBeVisible();
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

  sharedTabTest('the legacy /about-us-our-story lands here', async ({ page }) => {
    await page.goto('/about-us-our-story');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT_PAGE.hero.heading);
  });
});

sharedTabTest.describe('/why-us', () => {
  sharedTabTest('hero to care and franchise, six differentiators, a comparison in words, the closing call to action', async ({ page }) => {
    await page.goto('/why-us');
    await waitForHydration(page);
    await expect(page).toHaveTitle(WHY_US_META.title);
    const hero = page.getByRole('region', { name: WHY_US_PAGE.hero.heading });
    await expect(hero.getByRole('link', { name: 'Get Care' })).toHaveAttribute('href', '/get-care');
    await expect(hero.getByRole('link', { name: 'Own a Franchise' })).toHaveAttribute('href', '/franchise');

    const reasons = page.getByRole('region', { name: WHY_US_PAGE.differentiators.heading });
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(WHY_US_PAGE.differentiators.items.map((item) => item.title));
    await expect(reasons.getByRole('listitem')).toHaveCount(6);

    // The comparison: a captioned table whose rows are headed by what is compared, Yes and No in words.
    const comparison = page.getByRole('table', { name: WHY_US_PAGE.comparison.caption });
    await expect(comparison.getByRole('columnheader')).toHaveText([...WHY_US_PAGE.comparison.columns]);
    await expect(comparison.getByRole('rowheader')).toHaveText(WHY_US_PAGE.comparison.rows.map((row) => row.aspect));
    for (const [i, row] of WHY_US_PAGE.comparison.rows.entries()) {
      await expect(
        comparison
          .getByRole('row')
          .nth(i + 1)
          .getByRole('cell'),
      ).toHaveText([...row.values]);
    }

    const closing = page.getByRole('region', { name: WHY_US_PAGE.closing.heading });
    await expect(closing.getByRole('link')).toHaveText(WHY_US_PAGE.closing.actions.map((action) => action.label));
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // The featured family as Review structured data.
    const review = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Review');
    expect(review.author.name).toBe(WHY_US_TESTIMONIALS[0]!.name);

    // /get-care is the legacy path of the contact page; it lands there.
    await hero.getByRole('link', { name: 'Get Care' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the why-us carousel: three families, arrows and dots that wrap, a pause control, a turn every 6 s', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await page.goto('/why-us');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: WHY_US_PAGE.voices.carouselLabel });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-state', 'showing.rotating');
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toContainText(WHY_US_TESTIMONIALS[0]!.content);
    await page.clock.runFor(TIMINGS.testimonialCarouselMs);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toContainText(WHY_US_TESTIMONIALS[1]!.content);

    await carousel.getByRole('button', { name: CAROUSEL_TEXT.dot(1, 3) }).click();
    await expect(carousel).toHaveAttribute('data-index', '0');
    await carousel.getByRole('button', { name: CAROUSEL_TEXT.previous }).click();
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toContainText(WHY_US_TESTIMONIALS[2]!.content);
    await carousel.getByRole('button', { name: CAROUSEL_TEXT.next }).click();
    await expect(carousel).toHaveAttribute('data-index', '0');

    await carousel.getByRole('button', { name: CAROUSEL_TEXT.pause }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute('data-state', 'showing.paused');
    await page.clock.runFor(3 * TIMINGS.testimonialCarouselMs);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await carousel.getByRole('button', { name: CAROUSEL_TEXT.play }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(TIMINGS.testimonialCarouselMs);
    await expect(carousel).toHaveAttribute('data-index', '1');
  });

  sharedTabTest.describe('with reduced motion preferred', () => {
    sharedTabTest.use({ reducedMotion: 'reduce' });

    test('the why-us carousel stays on its first family', async ({ page }) => {
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      await page.goto('/why-us');
      await waitForHydration(page);
      const carousel = page.getByRole('region', { name: WHY_US_PAGE.voices.carouselLabel });
      await expect(carousel).toHaveAttribute('data-state', 'showing.paused');
      await page.clock.runFor(3 * TIMINGS.testimonialCarouselMs);
      await expect(carousel).toHaveAttribute('data-index', '0');
    });
  });
});

sharedTabTest.describe('/for-employers', () => {
  sharedTabTest('the corporate eldercare benefit: what it includes, how it works, and buttons to /contact', async ({ page }) => {
    await page.goto('/for-employers');
    await waitForHydration(page);
    await expect(page).toHaveTitle(FOR_EMPLOYERS_META.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FOR_EMPLOYERS_PAGE.hero.heading);
    for (const section of FOR_EMPLOYERS_PAGE.sections) {
      await expect(page.getByRole('region', { name: section.heading })).toBeVisible();
    }
    const benefit = page.getByRole('region', { name: FOR_EMPLOYERS_PAGE.sections[0].heading });
    await expect(benefit.getByRole('heading', { level: 3 })).toHaveText(FOR_EMPLOYERS_PAGE.sections[0].items.map((item) => item.title));
    const service = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Service');
    expect(service.serviceType).toBe('Corporate eldercare benefit');

    const closing = page.getByRole('region', { name: FOR_EMPLOYERS_PAGE.cta.heading });
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: FOR_EMPLOYERS_PAGE.hero.actions[0].label }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

sharedTabTest.describe('/family-portal', () => {
  sharedTabTest('eight features; Request a Demo confirms with a toast and sends nothing; Get Started goes to /get-started', async ({ page }) => {
    await page.goto('/family-portal-care-dashboard'); // the legacy path lands here
    await expect(page).toHaveURL(/\/family-portal$/);
    await waitForHydration(page);
    await expect(page).toHaveTitle(FAMILY_PORTAL_META.title);
    const features = page.getByRole('region', { name: FAMILY_PORTAL_PAGE.features.heading });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(FAMILY_PORTAL_PAGE.features.items.map((item) => item.title));
    await expect(features.getByRole('listitem')).toHaveCount(8);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/assets/')) requests.push(`${request.method()} ${request.url()}`);
    });
    await page.getByRole('button', { name: FAMILY_PORTAL_PAGE.demo.button }).click();
    const toaster = page.getByTestId('toaster');
    await expect(toaster.getByText(FAMILY_PORTAL_PAGE.demo.toast.title)).toBeVisible();
    await expect(toaster.getByText(FAMILY_PORTAL_PAGE.demo.toast.description)).toBeVisible();
    expect(requests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const getStarted = page.getByRole('region', { name: FAMILY_PORTAL_PAGE.hero.heading }).getByRole('link', { name: FAMILY_PORTAL_PAGE.getStarted.label });
    await expect(getStarted).toHaveAttribute('href', '/get-started');
    await getStarted.click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

sharedTabTest.describe('/press', () => {
  sharedTabTest(
    'the story, four brand assets whose downloads are simulated (a toast, nothing fetched), story ideas, leaders, media contact',
    async ({ page }) => {
      await page.goto('/press');
      await waitForHydration(page);
      await expect(page).toHaveTitle(PRESS_META.title);
      const story = page.getByRole('region', { name: PRESS_PAGE.story.heading });
      for (const paragraph of PRESS_PAGE.story.paragraphs) await expect(story).toContainText(paragraph);
      for (const fact of PRESS_PAGE.story.facts) await expect(page.getByTestId('press-facts')).toContainText(fact.value);

      const assets = page.getByRole('region', { name: PRESS_PAGE.assets.heading });
      await expect(assets.getByRole('heading', { level: 3 })).toHaveText(PRESS_PAGE.assets.items.map((asset) => asset.title));
      const requests: string[] = [];
      page.on('request', (request) => {
        if (!new URL(request.url()).pathname.startsWith('/assets/')) requests.push(`${request.method()} ${request.url()}`);
      });
      page.on('download', (download) => requests.push(`download ${download.url()}`));
      const toaster = page.getByTestId('toaster');
      for (const asset of PRESS_PAGE.assets.items) {
        await assets.getByRole('button', { name: PRESS_PAGE.assets.downloadLabel(asset.title) }).click();
        await expect(toaster.getByText('Download Started (Simulation)')).toBeVisible();
        await expect(toaster.getByText(PRESS_PAGE.assets.toast(asset.title).description!)).toBeVisible();
      }
      expect(requests).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      const ideas = page.getByRole('region', { name: PRESS_PAGE.ideas.heading });
      for (const idea of PRESS_PAGE.ideas.items) await expect(ideas).toContainText(idea.title);
      const leaders = page.getByRole('region', { name: PRESS_PAGE.leadership.heading });
      await expect(leaders.getByTestId('leader-cards').getByRole('heading', { level: 3 })).toHaveText(LEADERS.map((l) => l.name));
      const contact = page.getByRole('region', { name: PRESS_PAGE.contact.heading });
      await expect(contact).toContainText(`${PRESS_PAGE.contact.name}, ${PRESS_PAGE.contact.role}`);
      // Media enquiries go to info@ with the subject 'Media' (docs/spec/DECISIONS.md "People are reached through the company").
      await expect(contact.getByTestId('media-enquiries')).toHaveText(MEDIA_ENQUIRIES.text);
      await expect(contact.getByRole('link', { name: MEDIA_ENQUIRIES.email })).toHaveAttribute('href', MEDIA_ENQUIRIES.href);
      await expect(contact.getByRole('link', { name: PRESS_PAGE.contact.phone.display })).toHaveAttribute('href', PRESS_PAGE.contact.phone.href);
    },
  );
});

sharedTabTest.describe('/partnerships', () => {
  sharedTabTest('the four partner types and the way to the press room', async ({ page }) => {
    await page.goto('/partnerships');
    await waitForHydration(page);
    await expect(page).toHaveTitle(PARTNERSHIPS_META.title);
    const types = page.getByRole('region', { name: PARTNERSHIPS_PAGE.types.heading });
    await expect(types.getByRole('heading', { level: 3 })).toHaveText(PARTNER_TYPES.map((type) => type.title));
    await page.getByRole('link', { name: PARTNERSHIPS_PAGE.hero.inquire }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeInViewport();
    await page.getByRole('region', { name: PARTNERSHIPS_PAGE.press.heading }).getByRole('link', { name: PARTNERSHIPS_PAGE.press.link.label }).click();
    await expect(page).toHaveURL(/\/press$/);
    await expect(page).toHaveTitle(PRESS_META.title);
  });

  sharedTabTest(
    "an inquiry posts the partnership fields with the subject 'Website Inquiry - Partnership Inquiry' and lands on the tailored thank-you",
    async ({ page }) => {
      const phone = `416-555-${String(Date.now()).slice(-4)}`;
      await page.goto('/partnerships');
      await waitForHydration(page);
      const form = page.getByTestId('partnership-form');
      await form.getByRole('textbox', { name: 'Full name' }).fill('Dr. Farah Qureshi');
      await form.getByRole('textbox', { name: PARTNERSHIPS_PAGE.form.organization }).fill('Peel Family Health Team');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByTestId('invalid-summary')).toContainText(PARTNERSHIPS_PAGE.form.partnerType);
      await expect(form.getByRole('textbox', { name: PARTNERSHIPS_PAGE.form.organization })).toHaveValue('Peel Family Health Team');
      expect(await axeViolations(page)).toEqual([]);

      await form.getByRole('combobox', { name: PARTNERSHIPS_PAGE.form.partnerType }).selectOption('Healthcare Providers');
      await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await form.getByRole('textbox', { name: /E-mail/ }).fill('fqureshi@peelfht.example');
      await form.getByRole('textbox', { name: /How can we help/ }).fill('We would like a referral path for patients leaving hospital who need help at home.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/thank-you\?from=partnership$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_BY_SOURCE.partnership!.heading);
      const [post] = await capturedWith(page, 'phone', phone);
      const origin = new URL(page.url()).origin;
      expect(post!.fields).toEqual({
        _subject: 'Website Inquiry - Partnership Inquiry',
        _next: `${origin}/thank-you?from=partnership`,
        _captcha: 'false',
        _template: 'table',
        'Callback language': 'English',
        _honey: '',
        name: 'Dr. Farah Qureshi',
        Organization: 'Peel Family Health Team',
        'Partnership Type': 'Healthcare Providers',
        phone,
        email: 'fqureshi@peelfht.example',
        message: 'We would like a referral path for patients leaving hospital who need help at home.',
      });
    },
  );
});

sharedTabTest.describe('/shop', () => {
  test('four products at their CAD prices, each Buy Now showing the coming-soon notice for 5 s and sending nothing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shop');
    await waitForHydration(page);
    await expect(page).toHaveTitle(SHOP_META.title);
    const products = page.getByTestId('product');
    await expect(products.getByRole('heading', { level: 3 })).toHaveText(SHOP_PRODUCTS.map((p) => p.name));
    await expect(products.getByTestId('price')).toHaveText(['$49.99', '$29.99', '$79.99', '$65.00']);
    for (const product of SHOP_PRODUCTS) {
      const card = products.filter({ has: page.getByRole('heading', { name: product.name }) });
      await expect(card.getByRole('img', { name: product.image.alt })).toHaveAttribute('loading', 'lazy');
      await expect(card.getByRole('list', { name: SHOP_PAGE.featuresLabel(product.name) }).getByRole('listitem')).toHaveText([...product.features]);
    }
    const offers = (await jsonLdBlocks(page)).filter((block) => block['@type'] === 'Product');
    expect(
      offers.map((o) => [o.name, (o.offers as { price: string; priceCurrency: string }).price, (o.offers as { priceCurrency: string }).priceCurrency]),
    ).toEqual(SHOP_PRODUCTS.map((p) => [p.name, p.price.toFixed(2), 'CAD']));

    const requests: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/assets/')) requests.push(`${request.method()} ${request.url()}`);
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    const toaster = page.getByTestId('toaster');
    for (const product of SHOP_PRODUCTS) {
      await page.getByRole('button', { name: SHOP_PAGE.buyNowLabel(product.name) }).click();
      await expect(toaster.getByText(SHOP_PAGE.comingSoon.title)).toBeVisible();
      await expect(toaster.getByText(SHOP_PAGE.comingSoon.description)).toBeVisible();
      await page.clock.runFor(4_900);
      await expect(toaster.getByText(SHOP_PAGE.comingSoon.title)).toBeVisible();
      await page.clock.runFor(200);
      await expect(toaster.getByText(SHOP_PAGE.comingSoon.title)).toBeHidden();
    }
    expect(requests).toEqual([]);
  });

  sharedTabTest('a product image that fails to load falls back to the placeholder', async ({ page, consoleProblems }) => {
    await page.route('**/images/shop/home-safety-starter-kit.svg', (route) => route.abort());
    await page.goto('/shop');
    await waitForHydration(page);
    const image = page.getByRole('img', { name: SHOP_PRODUCTS[2].image.alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The one console error is the failure this test causes on purpose.
    expect(consoleProblems).toEqual(['error: Failed to load resource: net::ERR_FAILED']);
    consoleProblems.length = 0;
  });
});

sharedTabTest.describe('/marketing-assets', () => {
  const copy = MARKETING_ASSETS_PAGE;

  test('noindex; three tabs of copy blocks, each Copy button putting exactly its block on the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/marketing-assets');
    await waitForHydration(page);
    await expect(page).toHaveTitle(MARKETING_ASSETS_META.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await jsonLdBlocks(page)).some((block) => block['@type'] === 'WebPage' && block.name === MARKETING_ASSETS_META.title)).toBe(true);
    const tabs = page.getByRole('tablist', { name: copy.tabsLabel }).getByRole('tab');
    await expect(tabs).toHaveText([copy.tabs.search.label, copy.tabs.social.label, copy.tabs.email.label]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const toaster = page.getByTestId('toaster');
    const checkCopies = async (blockName: string, text: string) => {
      await page.getByRole('button', { name: copy.copyLabel(blockName), exact: true }).click();
      await expect(toaster.getByText(copy.copied.title)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    };

    const ads = page.getByTestId('ad-block');
    await expect(ads).toHaveCount(AD_VARIATIONS.length);
    for (const [i, ad] of AD_VARIATIONS.entries()) {
      await expect(ads.nth(i).getByRole('heading', { level: 3 })).toHaveText(ad.theme);
      await expect(ads.nth(i).getByRole('definition')).toHaveText([ad.headline1, ad.headline2, ad.headline3, ad.description1, ad.description2]);
    }
    await checkCopies(copy.blockName.ad(AD_VARIATIONS[1]), adVariationText(AD_VARIATIONS[1]));

    // Arrow keys move between the tabs (Mantine's tablist), as a keyboard user expects.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const social = page.getByTestId('social-block');
    await expect(social.getByRole('heading', { level: 3 })).toHaveText(SOCIAL_ADS.map((ad) => ad.platform));
    await checkCopies(copy.blockName.social(SOCIAL_ADS[3]), socialAdText(SOCIAL_ADS[3]));
    expect(await axeViolations(page)).toEqual([]);

    await tabs.nth(2).click();
    const emails = page.getByTestId('email-block');
    await expect(emails).toHaveCount(EMAIL_TEMPLATES.length);
    await expect(emails.first()).toContainText(EMAIL_TEMPLATES[0].subject);
    await checkCopies(copy.blockName.email(EMAIL_TEMPLATES[2]), emailTemplateText(EMAIL_TEMPLATES[2]));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('when the browser refuses the clipboard, a destructive toast says so and the block is selected to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await page.goto('/marketing-assets');
    await waitForHydration(page);
    const ad = AD_VARIATIONS[0];
    await page.getByRole('button', { name: copy.copyLabel(copy.blockName.ad(ad)), exact: true }).click();
    const toaster = page.getByTestId('toaster');
    await expect(toaster.getByText(copy.refused.title)).toBeVisible();
    await expect(toaster.getByText(copy.refused.description)).toBeVisible();
    await expect(toaster.getByText(copy.copied.title)).toHaveCount(0);
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    for (const field of [ad.headline1, ad.headline2, ad.headline3, ad.description1, ad.description2]) expect(selected).toContain(field);
  });
});
