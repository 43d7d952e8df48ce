import { CITIES, type CityName } from '../cities';
import { CITY_META } from './city-meta';
import { profileOf, type CityProfile } from './profile';
import type { CityRecord } from './types';

/**
 * The records are written in four files of six cities each, in the order of the one city list
 * (src/content/cities.ts): Brampton to Calgary, Ottawa to Burlington, Hamilton to Barrie, Windsor
 * to Regina. A test holds each file to its six.
 */
export const CITIES_PER_RECORD_FILE = 6;

const RECORD_FILES: readonly (() => Promise<readonly CityRecord[]>)[] = [
  () => import('./cities-a').then((m) => m.CITY_RECORDS_A),
  () => import('./cities-b').then((m) => m.CITY_RECORDS_B),
  () => import('./cities-c').then((m) => m.CITY_RECORDS_C),
  () => import('./cities-d').then((m) => m.CITY_RECORDS_D),
];

/**
 * One city page's profile, fetching only the file that holds its record: a city page in the
 * browser does not fetch the other eighteen cities' words (decision 0025).
 */
export async function loadCityProfile(name: CityName): Promise<CityProfile> {
  const index = CITIES.indexOf(name);
  const load = RECORD_FILES[Math.floor(index / CITIES_PER_RECORD_FILE)];
  if (index < 0 || !load) throw new Error(`${name.city} is not in the city list`);
  const record = (await load()).find((r) => r.city === name.city);
  if (!record) throw new Error(`No city record for ${name.city} in its file`);
  return profileOf(name, record, CITY_META[name.city]);
}
