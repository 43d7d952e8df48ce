import { absoluteUrl, ORGANIZATION_ID } from './json-ld';
import type { Article, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

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
