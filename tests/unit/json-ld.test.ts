import { assertType, describe, expect, expectTypeOf, it } from 'vitest';
import type { ImageObject, Service, WithContext } from 'schema-dts';
import { SERVICES } from '../../src/content/services';
import { SHOP_PRODUCTS } from '../../src/content/pages/shop';
import { formatCad } from '../../src/shared/lib/money';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd, siteJsonLd } from '../../src/shared/seo/json-ld';
import { productJsonLd } from '../../src/shared/seo/product-json-ld';
import { serviceListJsonLd } from '../../src/shared/seo/service-list-json-ld';

describe('structured data', () => {
  it('is typed against schema.org: a misspelt property or a value of the wrong type does not compile', () => {
    // Type assertions, checked by `npm run typecheck` (which fails when an @ts-expect-error below
    // finds no error): the builders return schema.org's types, so a wrong document does not build.
    expectTypeOf(serviceJsonLd).returns.toEqualTypeOf<WithContext<Service>>();
    assertType<WithContext<Service>>({
      '@context': 'https://schema.org',
      '@type': 'Service',
      // @ts-expect-error schema.org's Service has `provider`, not `provder`
      provder: { '@id': 'https://www.maplehearth.ca/#organization' },
    });
    assertType<ImageObject>({
      '@type': 'ImageObject',
      // @ts-expect-error an image's width is a Distance or a QuantitativeValue, not a bare number
      width: 1200,
    });
  });

  it('states the site-level facts of docs/spec/SPEC.md §1', () => {
    const graph = siteJsonLd()['@graph'] as unknown as Array<Record<string, unknown>>;
    const business = graph.find((n) => n['@type'] === 'LocalBusiness')!;
    expect(business).toMatchObject({
      name: 'Maple Hearth Home Care',
      priceRange: '$$',
      foundingDate: '2022',
      knowsLanguage: ['English', 'Punjabi', 'Hindi', 'Tagalog'],
      aggregateRating: { ratingValue: 4.9, reviewCount: 88 },
      address: { addressLocality: 'Brampton', addressRegion: 'ON', addressCountry: 'CA' },
      // The hours the site shows (docs/spec/DECISIONS.md "Opening hours in structured data"), not one range all week.
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
      ],
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

  it('describes a service page as a Service provided by the agency', () => {
    expect(serviceJsonLd(SERVICES[0]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Personal Care',
      serviceType: 'PersonalCare',
      description: SERVICES[0]!.description,
      url: 'https://www.maplehearth.ca/personal-care-services',
      provider: { '@id': 'https://www.maplehearth.ca/#organization' },
      areaServed: { '@type': 'Country', name: 'Canada' },
    });
  });

  it('lists the ten services with their serviceType values on /services', () => {
    const list = serviceListJsonLd(SERVICES) as unknown as { itemListElement: Array<{ position: number; item: Record<string, unknown> }> };
    expect(list.itemListElement.map((e) => e.item.serviceType)).toEqual(SERVICES.map((s) => s.serviceType));
    expect(list.itemListElement.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list.itemListElement[0]!.item['@context']).toBeUndefined();
  });

  it('writes an FAQ as FAQPage questions and answers', () => {
    expect(faqPageJsonLd([{ question: 'Is the consultation free?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is the consultation free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } }],
    });
  });

  it('offers each shop product in CAD at its docs/spec/SPEC.md §9.1 price, with brand, SKU and an absolute image', () => {
    expect(SHOP_PRODUCTS.map((p) => p.price)).toEqual([49.99, 29.99, 79.99, 65]);
    const product = SHOP_PRODUCTS[3];
    expect(productJsonLd({ ...product, path: `/shop#${product.id}` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Memory Care Activity Box',
      description: product.description,
      sku: 'MHE-MIND-01',
      image: 'https://www.maplehearth.ca/images/shop/memory-care-activity-box.svg',
      brand: { '@type': 'Brand', name: 'Maple Hearth Essentials' },
      offers: {
        '@type': 'Offer',
        price: '65.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.maplehearth.ca/shop#memory-care-activity-box',
        seller: { '@id': 'https://www.maplehearth.ca/#organization' },
      },
    });
  });
});

describe('money', () => {
  it('prints Canadian dollars the en-CA way, always with two decimals', () => {
    expect(SHOP_PRODUCTS.map((p) => formatCad(p.price))).toEqual(['$49.99', '$29.99', '$79.99', '$65.00']);
    expect(formatCad(0)).toBe('$0.00');
    expect(formatCad(1234.5)).toBe('$1,234.50');
    expect(formatCad(-15000)).toBe('-$15,000.00');
  });
});
