import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { CITIES } from '../../src/content/cities';
import { COORDINATOR_MAILBOXES, MAIL_DOMAIN } from '../../src/content/site';
import { CITY_PROFILES, PLACEHOLDER_TESTIMONIAL, cityProfileForPath, genericCityProfile } from '../../src/content/locations';
import { KNOWN_CITY_PROFILES } from '../../src/content/locations/known-cities';
import { CITIES_PER_RECORD_FILE, loadCityProfile } from '../../src/content/locations/load-city-profile';
import { CITY_RECORDS_A } from '../../src/content/locations/cities-a';
import { CITY_RECORDS_B } from '../../src/content/locations/cities-b';
import { CITY_RECORDS_C } from '../../src/content/locations/cities-c';
import { CITY_RECORDS_D } from '../../src/content/locations/cities-d';
import { LANGUAGE_PAGES, MISSISSAUGA_ON_PAGE } from '../../src/content/locations/language-pages';
import { CITY_META } from '../../src/content/locations/city-meta';
import { LANGUAGE_PAGE_META } from '../../src/content/locations/meta';
import { MISSISSAUGA_ON_META } from '../../src/content/locations/mississauga-on-meta';
import { LOCATION_SERVICE_NAMES } from '../../src/content/locations/types';
import { foldText, matchesQuery } from '../../src/shared/lib/fold-text';

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 20);
const words = (paragraphs: readonly string[]) => paragraphs.join(' ').split(/\s+/).filter(Boolean).length;

describe('city records (docs/spec/SPEC.md §2.3, §3)', () => {
  it('one profile per city of the one city list, in its order, each with its route', () => {
    expect(CITY_PROFILES.map((p) => p.city)).toEqual(CITIES.map((c) => c.city));
    for (const profile of CITY_PROFILES) expect(PAGE_ROUTES.some((r) => r.path === profile.path)).toBe(true);
  });

  it('each record file holds the next six cities of the list, so a city page loads only its own file', async () => {
    const files = [CITY_RECORDS_A, CITY_RECORDS_B, CITY_RECORDS_C, CITY_RECORDS_D];
    expect(files.flat().map((r) => r.city)).toEqual(CITIES.map((c) => c.city));
    for (const records of files) expect(records).toHaveLength(CITIES_PER_RECORD_FILE);
    for (const [i, city] of CITIES.entries()) expect(await loadCityProfile(city)).toEqual(CITY_PROFILES[i]);
  });

  it('no two city intros share a sentence', () => {
    const seen = new Map<string, string>();
    for (const profile of CITY_PROFILES) {
      for (const sentence of profile.intro.flatMap(sentences)) {
        expect(seen.get(sentence), `"${sentence}" is in ${seen.get(sentence)} and ${profile.city}`).toBeUndefined();
        seen.set(sentence, profile.city);
      }
    }
  });

  it.each(CITY_PROFILES.map((p) => [p.city, p] as const))('%s reads as written for it', (city, profile) => {
    expect(profile.hero.headline).toContain(city);
    expect(words(profile.intro)).toBeGreaterThanOrEqual(80);
    expect(words(profile.intro)).toBeLessThanOrEqual(170);
    expect(profile.services.length).toBeGreaterThanOrEqual(4);
    for (const service of profile.services) expect(LOCATION_SERVICE_NAMES).toContain(service);
    expect(profile.services).toContain(profile.mostRequested);
    expect(profile.neighbourhoods.length).toBeGreaterThanOrEqual(6);
    expect(new Set(profile.neighbourhoods).size).toBe(profile.neighbourhoods.length);
    expect(profile.testimonials).toHaveLength(2);
    expect(profile.languages.length).toBeGreaterThanOrEqual(3);
    expect(profile.metaTitle).toMatch(/ \| Maple Hearth Home Care$/);
    expect(profile.metaTitle).toContain(city);
    expect(profile.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(profile.metaDescription.length).toBeLessThanOrEqual(165);
    expect(profile.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
  });

  it('titles and descriptions are distinct across every location page', () => {
    const titles = [...Object.values(CITY_META).map((m) => m.title), ...LANGUAGE_PAGES.map((m) => m.title), MISSISSAUGA_ON_META.title];
    const descriptions = [...Object.values(CITY_META).map((m) => m.description), ...LANGUAGE_PAGES.map((m) => m.description), MISSISSAUGA_ON_META.description];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('only Brampton and Mississauga have a local coordinator, with the e-mail derived from the slug', () => {
    const withCoordinator = CITY_PROFILES.filter((p) => p.coordinator);
    expect(withCoordinator.map((p) => [p.city, p.coordinatorEmail])).toEqual(COORDINATOR_MAILBOXES.map((c) => [c.city, c.email]));
    for (const profile of withCoordinator) expect(profile.coordinatorEmail).toBe(`${profile.slug.replace(/^senior-care-/, '')}@${MAIL_DOMAIN}`);
  });

  it(`each city's phone is its area code + 555-01xx (docs/spec/DECISIONS.md "city phone numbers")`, () => {
    for (const [i, profile] of CITY_PROFILES.entries()) {
      const areaCode = CITIES[i]!.areaCode;
      expect(profile.phone.display).toMatch(new RegExp(`^\\(${areaCode}\\) 555-01\\d\\d$`));
      expect(profile.phone.e164).toMatch(new RegExp(`^\\+1${areaCode}55501\\d\\d$`));
    }
  });
});

describe('a city the template does not know', () => {
  it('falls back to the generic profile with a placeholder testimonial', () => {
    const profile = genericCityProfile('Trois-Rivières');
    expect(profile.known).toBe(false);
    expect(profile.city).toBe('Trois-Rivières');
    expect(profile.slug).toBe('senior-care-trois-rivieres');
    expect(profile.testimonials).toEqual([PLACEHOLDER_TESTIMONIAL]);
    expect(profile.hero.headline).toBe('In-Home Senior Care in Trois-Rivières');
    expect(profile.coordinator).toBeUndefined();
  });

  it('is what a path of an unknown city gives; a known path gives its own city', () => {
    expect(cityProfileForPath('/senior-care-moose-jaw')).toMatchObject({ city: 'Moose Jaw', known: false });
    expect(cityProfileForPath('/senior-care-brampton')).toMatchObject({ city: 'Brampton', known: true });
  });
});

describe('language pages, the extra Mississauga page and the known cities', () => {
  it('five language pages with their routes, greeting direction and language tag', () => {
    expect(LANGUAGE_PAGES.map((p) => p.path)).toEqual([
      '/care/punjabi-in-brampton',
      '/care/tagalog-in-mississauga',
      '/care/hindi-in-calgary',
      '/care/mandarin-in-vancouver',
      '/care/arabic-in-montreal',
    ]);
    expect(LANGUAGE_PAGE_META.map((m) => m.path)).toEqual(LANGUAGE_PAGES.map((p) => p.path));
    expect(LANGUAGE_PAGES.map((p) => p.dir)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
    for (const p of LANGUAGE_PAGES) expect(PAGE_ROUTES.some((r) => r.path === p.path)).toBe(true);
  });

  it('the extra Mississauga page shares no sentence with the Mississauga city page', () => {
    const city = CITY_PROFILES.find((p) => p.city === 'Mississauga')!;
    const citySentences = new Set(city.intro.flatMap(sentences));
    for (const section of MISSISSAUGA_ON_PAGE.sections) for (const s of section.paragraphs.flatMap(sentences)) expect(citySentences.has(s)).toBe(false);
  });

  it('the template also knows Montreal, Surrey and Halifax', () => {
    expect(KNOWN_CITY_PROFILES.map((c) => c.city)).toEqual(['Montreal', 'Surrey', 'Halifax']);
  });
});

describe('the location filter', () => {
  it('folds case and accents', () => {
    expect(foldText('  Montréal   QC ')).toBe('montreal qc');
    expect(matchesQuery('MONTREAL', ['Montréal'])).toBe(true);
    expect(matchesQuery('brit', ['Vancouver', 'British Columbia'])).toBe(true);
    expect(matchesQuery('', ['anything'])).toBe(true);
    expect(matchesQuery('halifax', ['Brampton', 'Ontario'])).toBe(false);
  });
});
