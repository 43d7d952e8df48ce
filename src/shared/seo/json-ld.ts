import { SITE_LANG, BRAND, CONTACT_HOURS, FOUNDED_YEAR, HEAD_OFFICE, INFO_EMAIL, PHONE, SOCIAL_LINKS, STRUCTURED_DATA_FACTS, TAGLINE } from '../../content/site';
import { SITE_URL } from '../config/env';
import type { PayRange } from '../../content/jobs';
import type { Leader } from '../../content/leadership';
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  Graph,
  ItemList,
  LocalBusiness,
  MedicalBusiness,
  Product,
  QuantitativeValue,
  Review,
  SearchAction,
  Service,
  Thing,
  WebApplication,
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

export const absoluteUrl = (path: string): string => `${SITE_URL}${path === '/' ? '/' : path}`;

const ORGANIZATION_ID = `${SITE_URL}/#organization`;

/** docs/spec/SPEC.md §1: the structured data every page carries. */
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

/** A free calculator page (/care-cost-calculator, /franchise's earnings calculator) as a web application. */
export function webApplicationJsonLd(meta: { title: string; description: string; path: string }): WithContext<WebApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(meta.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (in the browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'CAD' },
    provider: { '@id': ORGANIZATION_ID },
  };
}

/** A city page (docs/spec/SPEC.md §2.3): the agency's home care business there, with the city's own line. */
export function cityBusinessJsonLd(city: {
  city: string;
  province: string;
  path: string;
  description: string;
  telephone: string;
  languages: readonly string[];
}): WithContext<MedicalBusiness> {
  return {
    '@context': 'https://schema.org',
    // schema.org has no home care type: MedicalBusiness is the nearest (the typecheck refused 'HomeHealthCareService').
    '@type': 'MedicalBusiness',
    '@id': `${absoluteUrl(city.path)}#business`,
    name: `${BRAND} – ${city.city}`,
    description: city.description,
    url: absoluteUrl(city.path),
    telephone: city.telephone,
    areaServed: { '@type': 'City', name: city.city, containedInPlace: { '@type': 'AdministrativeArea', name: city.province } },
    address: { '@type': 'PostalAddress', addressLocality: city.city, addressRegion: city.province, addressCountry: 'CA' },
    knowsLanguage: [...city.languages],
    parentOrganization: { '@id': ORGANIZATION_ID },
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

type ServiceFacts = { title: string; description: string; path: string; serviceType: string };

/** A service as a node, without `@context`: alone in its block, or an item of the catalogue. */
function serviceNode(service: ServiceFacts): Service {
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

/** The /services catalogue: every service with its serviceType, as an ItemList. */
export function serviceListJsonLd(services: readonly ServiceFacts[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((service, i) => ({ '@type': 'ListItem', position: i + 1, item: serviceNode(service) })),
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

/** The agency's people (the /team and /about-us leaders): each a Person working for the agency. */
export function peopleJsonLd(people: readonly Leader[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: people.map((person, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Person',
        name: person.name,
        jobTitle: person.role,
        // No personal mailbox or profile (docs/spec/DECISIONS.md "People are reached through the company").
        worksFor: { '@id': ORGANIZATION_ID },
      },
    })),
  };
}

/** A Product with its CAD offer (the shop, docs/spec/SPEC.md §1 and §2.6): sold by the agency, priced in Canadian dollars. */
export function productJsonLd(product: {
  name: string;
  description: string;
  price: number;
  sku: string;
  brand: string;
  image: { src: string };
  path: string;
}): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: absoluteUrl(product.image.src),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'CAD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(product.path),
      seller: { '@id': ORGANIZATION_ID },
    },
  };
}

const pixels = (value: number): QuantitativeValue => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });

/** A blog article (docs/spec/SPEC.md §2.6): BlogPosting with its 1200x630 image, author and publication date. */
export function blogPostingJsonLd(post: {
  title: string;
  excerpt: string;
  path: string;
  image: string;
  date: string;
  author: string;
  /** True when the author is the team (an Organization), not a person. */
  authorIsTeam: boolean;
  category: string;
  words: number;
}): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${absoluteUrl(post.path)}#article`,
    headline: post.title,
    description: post.excerpt,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    // schema.org's width and height are a Distance or a QuantitativeValue, not a bare number (E37: pixels).
    image: { '@type': 'ImageObject', url: absoluteUrl(post.image), width: pixels(1200), height: pixels(630) },
    datePublished: post.date,
    author: post.authorIsTeam ? { '@type': 'Organization', name: post.author } : { '@type': 'Person', name: post.author },
    publisher: { '@id': ORGANIZATION_ID },
    articleSection: post.category,
    wordCount: post.words,
    inLanguage: 'en-CA',
  };
}

/**
 * A job posting on /careers (docs/spec/DECISIONS.md "Pay ranges on /careers"): the role, where it is, and its
 * pay range as baseSalary (a MonetaryAmount in CAD per HOUR, DAY or YEAR).
 */
export function jobPostingJsonLd(job: {
  title: string;
  description: string;
  datePosted: string;
  employmentType: readonly string[];
  cities: readonly string[];
  provinceCode: string;
  pay: PayRange;
  path: string;
}): WithContext<JobPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    employmentType: [...job.employmentType],
    url: absoluteUrl(job.path),
    directApply: true,
    hiringOrganization: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: BRAND, sameAs: absoluteUrl('/') },
    jobLocation: job.cities.map((city) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: job.provinceCode, addressCountry: 'CA' },
    })),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', minValue: job.pay.min, maxValue: job.pay.max, unitText: job.pay.unit },
    },
  };
}

/**
 * The free guide (decision 0028): an Article by the agency, free to read, in Canadian English.
 * Not HowTo or FAQPage: the guide is questions to ask others, and search engines keep those two
 * types for other content.
 */
export function guideArticleJsonLd(guide: { headline: string; description: string; path: string; published: string; modified: string }): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${absoluteUrl(guide.path)}#article`,
    headline: guide.headline,
    description: guide.description,
    url: absoluteUrl(guide.path),
    mainEntityOfPage: absoluteUrl(guide.path),
    datePublished: guide.published,
    dateModified: guide.modified,
    author: { '@id': ORGANIZATION_ID },
    publisher: { '@id': ORGANIZATION_ID },
    isAccessibleForFree: true,
    inLanguage: 'en-CA',
    audience: { '@type': 'Audience', audienceType: 'Families hiring an in-home caregiver for a senior' },
  };
}
