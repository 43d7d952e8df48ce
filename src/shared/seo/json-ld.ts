import {
  SITE_LANG,
  BRAND,
  CONTACT_HOURS,
  FOUNDED_YEAR,
  HEAD_OFFICE,
  INFO_EMAIL,
  PHONE,
  SOCIAL_LINKS,
  STRUCTURED_DATA_FACTS,
  TAGLINE,
} from '../../content/site';
import { SITE_URL } from '../config/env';
import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  LocalBusiness,
  Review,
  SearchAction,
  Service,
  Thing,
  WebPage,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/**
 * One block of structured data: a schema.org node with its `@context`, or a `@graph` of nodes.
 * Each builder below returns its own schema.org type (`WithContext<Service>`...), so a misspelt
 * property or a value of the wrong type fails the typecheck (schema-dts).
 */
export type JsonLd = WithContext<Thing> | Graph;

/** A block as the text of its `<script type="application/ld+json">`: "<" escaped, so no string in it can close the element. */
export const jsonLdText = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');

export const absoluteUrl = (path: string): string => `${SITE_URL}${path === '/' ? '/' : path}`;

export const ORGANIZATION_ID = `${SITE_URL}/#organization`;

/**
 * docs/spec/SPEC.md §1: the structured data every page carries. It is the same on every page, so the
 * prerenderer writes it into the head as text (src/app/entry-server.tsx) and the browser's code
 * never builds it (decision 0074).
 */
export function siteJsonLd(): Graph {
  const facts = STRUCTURED_DATA_FACTS;
  const organization: LocalBusiness = {
    '@type': 'LocalBusiness',
    '@id': ORGANIZATION_ID,
    name: BRAND,
    slogan: TAGLINE,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    telephone: PHONE.e164,
    email: INFO_EMAIL,
    foundingDate: String(FOUNDED_YEAR),
    priceRange: facts.priceRange,
    knowsLanguage: [...facts.languages],
    address: {
      '@type': 'PostalAddress',
      addressLocality: HEAD_OFFICE.city,
      addressRegion: HEAD_OFFICE.provinceCode,
      addressCountry: HEAD_OFFICE.country,
    },
    // The hours the site shows (footer, contact page), range by range.
    openingHoursSpecification: CONTACT_HOURS.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...h.dayOfWeek],
      opens: h.opens,
      closes: h.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: facts.rating.value,
      reviewCount: facts.rating.count,
      bestRating: 5,
    },
    sameAs: SOCIAL_LINKS.map((s) => s.href),
  };
  // `query-input` is an action constraint, which schema-dts types apart from the action itself.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}${facts.searchPath}` },
    'query-input': 'required name=term',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${SITE_URL}/#website`,
    name: BRAND,
    url: absoluteUrl('/'),
    publisher: { '@id': ORGANIZATION_ID },
    potentialAction: search,
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function webPageJsonLd(meta: { title: string; description: string; path: string; lang?: string }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(meta.path),
    inLanguage: meta.lang ?? SITE_LANG,
    isPartOf: { '@id': `${SITE_URL}/#website` },
    about: { '@id': ORGANIZATION_ID },
  };
}

/** docs/spec/SPEC.md §1: testimonial pages carry a review block for the shown testimonial. */
export function reviewJsonLd(review: { name: string; content: string; rating: number }): WithContext<Review> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    reviewBody: review.content,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
    itemReviewed: { '@type': 'LocalBusiness', '@id': ORGANIZATION_ID, name: BRAND },
  };
}

/** A Service block for a service page (docs/spec/SPEC.md §1, §2.6): provided by the agency, in Canada. */
export function serviceJsonLd(service: ServiceFacts): WithContext<Service> {
  return { '@context': 'https://schema.org', ...serviceNode(service) };
}

export type ServiceFacts = { title: string; description: string; path: string; serviceType: string };

/** A service as a node, without `@context`: alone in its block, or an item of the catalogue. */
export function serviceNode(service: ServiceFacts): Service {
  return {
    '@type': 'Service',
    name: service.title,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: { '@id': ORGANIZATION_ID },
    areaServed: { '@type': 'Country', name: 'Canada' },
  };
}

/** FAQPage structured data for a page's questions and answers. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
