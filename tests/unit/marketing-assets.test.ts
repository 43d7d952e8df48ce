import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, routeForPath } from '../../src/app/routes';
import { DEFAULT_SITE_URL } from '../../src/content/site';
import {
  AD_VARIATIONS,
  EMAIL_TEMPLATES,
  SEARCH_AD_LIMITS,
  SOCIAL_ADS,
  adVariationText,
  emailTemplateText,
  socialAdText,
} from '../../src/content/pages/marketing-assets';

/** Pages the copy already points at that later steps build (remove as they land). */
const PAGES_TO_COME = new Set(['/care-cost-calculator']);

const allCopy = [...AD_VARIATIONS.map(adVariationText), ...SOCIAL_ADS.map(socialAdText), ...EMAIL_TEMPLATES.map(emailTemplateText)];

describe('/marketing-assets copy', () => {
  it.each(AD_VARIATIONS)('search ad "$theme" fits the platform limits', (ad) => {
    for (const headline of [ad.headline1, ad.headline2, ad.headline3]) expect(headline.length).toBeLessThanOrEqual(SEARCH_AD_LIMITS.headline);
    for (const description of [ad.description1, ad.description2]) expect(description.length).toBeLessThanOrEqual(SEARCH_AD_LIMITS.description);
    expect(new Set([ad.headline1, ad.headline2, ad.headline3]).size).toBe(3);
  });

  it('has one social ad per platform and four e-mails with distinct subjects', () => {
    expect(SOCIAL_ADS.map((ad) => ad.platform)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);
    expect(new Set(EMAIL_TEMPLATES.map((t) => t.subject)).size).toBe(4);
  });

  it('copies every field of a block, labelled, in the order shown', () => {
    const ad = AD_VARIATIONS[0];
    expect(adVariationText(ad).split('\n')).toEqual([
      `Headline 1: ${ad.headline1}`,
      `Headline 2: ${ad.headline2}`,
      `Headline 3: ${ad.headline3}`,
      `Description 1: ${ad.description1}`,
      `Description 2: ${ad.description2}`,
    ]);
    const social = SOCIAL_ADS[2];
    expect(socialAdText(social)).toBe(`Platform: LinkedIn\nAudience: ${social.audience}\nCopy: ${social.copy}\nImage suggestion: ${social.imageSuggestion}`);
    expect(emailTemplateText(EMAIL_TEMPLATES[1]).startsWith(`Subject: ${EMAIL_TEMPLATES[1].subject}\n\nHi {{first_name}},`)).toBe(true);
  });

  it.each(EMAIL_TEMPLATES)('e-mail "$timing" says who sends it and how to unsubscribe (CASL)', (template) => {
    expect(template.body).toContain('{{unsubscribe_link}}');
    expect(template.body).toContain('Maple Hearth Home Care');
    expect(template.body).toContain('info@');
  });

  it('sends people only to pages of the site, on the production address', () => {
    const host = DEFAULT_SITE_URL.replace('https://', '');
    const paths = allCopy.flatMap((text) => [...text.matchAll(new RegExp(`${host.replace(/\./g, '\\.')}(/[a-z0-9-]*)?`, 'g'))].map((m) => m[1] ?? '/'));
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      if (PAGES_TO_COME.has(path)) continue;
      expect(routeForPath(path), path).toBeDefined();
    }
    expect(PAGE_ROUTES.find((r) => r.path === '/marketing-assets')?.meta.noindex).toBe(true);
  });
});
