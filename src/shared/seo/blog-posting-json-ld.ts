import { absoluteUrl, ORGANIZATION_ID } from './json-ld';
import type { BlogPosting, QuantitativeValue, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

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
