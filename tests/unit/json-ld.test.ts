import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, siteJsonLd } from '../../src/seo/json-ld';

describe('structured data', () => {
  it('states the site-level facts of SPEC.md section 1', () => {
    const graph = siteJsonLd()['@graph'] as Array<Record<string, unknown>>;
    const business = graph.find((n) => n['@type'] === 'LocalBusiness')!;
    expect(business).toMatchObject({
      name: 'Maple Hearth Home Care',
      priceRange: '$$',
      foundingDate: '2022',
      knowsLanguage: ['English', 'Punjabi', 'Hindi', 'Tagalog'],
      aggregateRating: { ratingValue: 4.9, reviewCount: 88 },
      address: { addressLocality: 'Brampton', addressRegion: 'ON', addressCountry: 'CA' },
      openingHoursSpecification: { opens: '09:00', closes: '17:00' },
    });
    const website = graph.find((n) => n['@type'] === 'WebSite')!;
    expect(website).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://www.maplehearth.ca/search?q={term}' } },
    });
  });

  it('builds breadcrumbs with absolute URLs in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services' },
        { name: 'Personal Care', path: '/personal-care-services' },
      ]),
    ).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.maplehearth.ca/' },
        { position: 2, name: 'Services', item: 'https://www.maplehearth.ca/services' },
        { position: 3, name: 'Personal Care', item: 'https://www.maplehearth.ca/personal-care-services' },
      ],
    });
  });
});
