import { absoluteUrl, ORGANIZATION_ID } from './json-ld';
import { BRAND } from '../../content/site';
import type { PayRange } from '../../content/jobs';
import type { JobPosting, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

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
