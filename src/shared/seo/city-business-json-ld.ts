import { absoluteUrl, ORGANIZATION_ID } from './json-ld';
import { BRAND } from '../../content/site';
import type { MedicalBusiness, WithContext } from 'schema-dts';

// Structured data only some pages carry, in its own module so that only their chunks carry it, not every page's first load (decision 0055).

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
