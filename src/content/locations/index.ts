import { CITIES } from '../cities';
import { CITY_RECORDS_A } from './cities-a';
import { CITY_RECORDS_B } from './cities-b';
import { CITY_RECORDS_C } from './cities-c';
import { CITY_RECORDS_D } from './cities-d';
import { CITY_META } from './city-meta';
import { KNOWN_CITY_PROFILES } from './known-cities';
import { citySlug, genericCityProfile, profileOf, type CityProfile } from './profile';
import type { CityRecord } from './types';

/**
 * Every city's profile at once, for the prerenderer, the sitemap and the tests. A city page in the
 * browser loads only the records of its own group of cities (./load-city-profile.ts).
 */
export * from './profile';
export type { CityRecord, CityTestimonial } from './types';

const RECORDS: readonly CityRecord[] = [...CITY_RECORDS_A, ...CITY_RECORDS_B, ...CITY_RECORDS_C, ...CITY_RECORDS_D];

/** The 24 city pages' content, in the order of the one city list (src/content/cities.ts). */
export const CITY_PROFILES: readonly CityProfile[] = CITIES.map((name) => {
  const record = RECORDS.find((r) => r.city === name.city);
  if (!record) throw new Error(`No city record for ${name.city}`);
  return profileOf(name, record, CITY_META[name.city]);
});

/** The profile for a route path: the city's own, or the generic one for a city the list does not hold. */
export function cityProfileForPath(path: string): CityProfile {
  const own = CITY_PROFILES.find((p) => p.path === path);
  if (own) return own;
  const slug = path.replace(/^\/senior-care-/, '');
  const known = KNOWN_CITY_PROFILES.find((c) => citySlug(c.city) === `senior-care-${slug}`);
  const name =
    known?.city ??
    slug
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  return genericCityProfile(name);
}
