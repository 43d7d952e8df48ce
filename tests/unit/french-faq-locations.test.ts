import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { loadMeta } from '../../src/app/page-loader';
import type { PageModule } from '../../src/app/route-types';
import { FAQ_PAGE } from '../../src/content/pages/faq';
import { FAQ_PAGE_FR } from '../../src/content/pages/fr/faq';
import { CITY_RECORDS_B } from '../../src/content/locations/cities-b';
import { OTTAWA_PROFILE_FR, OTTAWA_RECORD_FR } from '../../src/content/locations/fr/ottawa';
import { CITY_PAGE_WORDS_FR } from '../../src/content/locations/fr/city-words';
import { DIRECTORY_FR, LANGUAGES_FR, LOCATIONS_WORDS_FR, OFFICE_CARDS_FR } from '../../src/content/locations/fr/locations';
import { loadLanguageWords } from '../../src/content/locations/load-language-words';
import type { CityPageWords } from '../../src/content/locations/city-words';
import type { LocationsWords } from '../../src/content/locations/locations-words';
import { expectFrench, route } from '../fixtures/french-text';

/**
 * The FAQ, /locations, Ottawa's page and the Montreal page in Canadian French (decision 0064): franc
 * identifies each page's text as French (whole, and each paragraph alone among the site's languages),
 * each is the twin of its English page, every link to a page in English only says so, and the routes
 * name their twins. Expected addresses, names and counts are written here by hand.
 */

/** Keys whose values are addresses, codes or names, not words a reader reads. */
const NOT_WORDS = new Set(['id', 'to', 'path', 'hrefLang', 'lang', 'dir', 'name', 'city', 'kind', 'town', 'status']);

/** Every text of a value (functions called with a sample city, province or figure), addresses and names aside. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf((value as (...a: unknown[]) => unknown)('Ottawa', 'Ontario'));
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => (NOT_WORDS.has(key) ? [] : textsOf(v)));
  return [];
}

/** The twins' alternates as the head and the sitemap name them. */
const pair = (english: string, french: string) => [
  { hreflang: 'en-CA', path: english },
  { hreflang: 'fr-CA', path: french },
  { hreflang: 'x-default', path: english },
];

describe('/fr/faq', () => {
  it('every question and answer is in French, the same groups with as many questions as the English FAQ', () => {
    expectFrench(textsOf(FAQ_PAGE_FR));
    expect(FAQ_PAGE_FR.groups.map((g) => [g.id, g.items.length])).toEqual([
      ['about', 6],
      ['our-services', 6],
      ['caregivers-and-trust', 6],
      ['pricing-and-process', 6],
    ]);
    expect(FAQ_PAGE.groups.map((g) => [g.id, g.items.length])).toEqual(FAQ_PAGE_FR.groups.map((g) => [g.id, g.items.length]));
  });

  it('says the facts of the English FAQ: the line, the hours in fr-CA style, the 48 hours, the founding year, the Ottawa office, the PSSP', () => {
    const text = textsOf(FAQ_PAGE_FR).join('\n');
    for (const fact of [
      '1-888-555-0142',
      'du lundi au vendredi, de 8 h à 20 h, et le samedi et le dimanche, de 10 h à 16 h',
      '48 heures',
      '2022',
      'Bureau d’Ottawa',
      'ouvert depuis août 2025',
      'préposés aux services de soutien personnel (PSSP)',
      'Santé à domicile Ontario',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('its calls to action lead to the French contact page and the French quiz (decisions 0067, 0068)', () => {
    expect(FAQ_PAGE_FR.stillHaveQuestions.contact).toEqual({ label: 'Parler à un conseiller en soins', to: '/fr/nous-joindre' });
    expect(FAQ_PAGE_FR.stillHaveQuestions.quiz).toEqual({ label: 'Trouver votre plan de soins', to: '/fr/trouver-votre-plan-de-soins' });
  });

  it('is the twin of /faq: lang fr-CA, reciprocal alternates, its title and breadcrumbs in French, FAQPage JSON-LD in French', async () => {
    expect(route('/fr/faq').meta).toMatchObject({ lang: 'fr-CA', alternates: pair('/faq', '/fr/faq') });
    expect(route('/faq').meta.alternates).toEqual(pair('/faq', '/fr/faq'));
    const meta = await loadMeta(route('/fr/faq'));
    expect(meta.title).toBe('Questions et réponses sur les soins à domicile | Maple Hearth Home Care');
    expect(meta.breadcrumbs).toEqual([
      { name: 'Accueil', path: '/fr' },
      { name: 'Foire aux questions', path: '/fr/faq' },
    ]);
    const page = (await route('/fr/faq').load()) as PageModule;
    const [faq] = page.jsonLd as unknown as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }[];
    expect(faq?.['@type']).toBe('FAQPage');
    expect(faq?.mainEntity).toHaveLength(24);
    expect(faq?.mainEntity[0]?.name).toBe('Qui est Maple Hearth Home Care?');
    expect(franc(faq!.mainEntity.map((q) => `${q.name} ${q.acceptedAnswer.text}`).join('\n'))).toBe('fra');
  });
});

describe('/fr/soins-aux-aines-ottawa', () => {
  const english = CITY_RECORDS_B.find((r) => r.city === 'Ottawa')!;

  it('its record and the template words are in French; the same services, neighbourhoods and families as the English record', () => {
    expectFrench([...textsOf(OTTAWA_RECORD_FR), ...textsOf(CITY_PAGE_WORDS_FR), OTTAWA_PROFILE_FR.metaDescription]);
    expect(OTTAWA_RECORD_FR.services).toEqual(english.services);
    expect(OTTAWA_RECORD_FR.mostRequested).toBe(english.mostRequested);
    expect(OTTAWA_RECORD_FR.neighbourhoods).toEqual(english.neighbourhoods);
    expect(OTTAWA_RECORD_FR.testimonials.map((t) => t.name)).toEqual(['Geneviève', 'Abdirahman']);
    expect(OTTAWA_RECORD_FR.intro.join(' ')).toContain('préposés aux services de soutien personnel (PSSP)');
  });

  it('links the English-only contact and service pages said so', () => {
    expect(CITY_PAGE_WORDS_FR.heroAction('Réserver une consultation gratuite', 'Ottawa')).toEqual({
      kind: 'link',
      label: 'Réserver une consultation gratuite (en anglais)',
      to: '/contact-senior-care-canada?city=Ottawa',
      hrefLang: 'en',
    });
    const personal = CITY_PAGE_WORDS_FR.services['Personal Care'];
    expect(personal.name).toBe('Soins personnels');
    // To the service's French page once it has one (src/content/french-paths.ts), until then to the English page, said so.
    const english = { label: 'En savoir plus\u00a0: soins personnels (en anglais)', to: '/personal-care-services', hrefLang: 'en' };
    const french = { label: 'En savoir plus\u00a0: soins personnels', to: '/fr/services/soins-personnels' };
    expect([english, french]).toContainEqual(personal.link);
  });

  it('is the twin of /senior-care-ottawa, with its profile at the French address, its phone the city’s', async () => {
    expect(route('/fr/soins-aux-aines-ottawa').meta).toMatchObject({ lang: 'fr-CA', alternates: pair('/senior-care-ottawa', '/fr/soins-aux-aines-ottawa') });
    expect(route('/senior-care-ottawa').meta.alternates).toEqual(pair('/senior-care-ottawa', '/fr/soins-aux-aines-ottawa'));
    expect(OTTAWA_PROFILE_FR.path).toBe('/fr/soins-aux-aines-ottawa');
    const meta = await loadMeta(route('/fr/soins-aux-aines-ottawa'));
    expect(meta.title).toBe('Soins à domicile pour aînés à Ottawa (Ontario) | Maple Hearth Home Care');
    expect(meta.breadcrumbs?.map((c) => [c.name, c.path])).toEqual([
      ['Accueil', '/fr'],
      ['Emplacements', '/fr/emplacements'],
      ['Ottawa', '/fr/soins-aux-aines-ottawa'],
    ]);
  });
});

describe('/fr/soins/arabe-a-montreal', () => {
  it('its words are French, the greeting kept in Arabic, the Quebec care word, the call-back request in French', async () => {
    const words = await loadLanguageWords('/care/arabic-in-montreal', 'french');
    expect(words).toMatchObject({ lang: 'fr-CA', dir: 'ltr', greeting: { text: 'السلام عليكم', lang: 'ar', dir: 'rtl' } });
    const { greeting, ...rest } = words;
    expectFrench([...textsOf(rest), greeting.heading, greeting.meaning]);
    expect(words.hero.lead).toContain('préposés aux bénéficiaires');
    expect(words.callBack).toMatchObject({
      submit: 'Rappelez-moi',
      callbackLanguage: 'Langue de l’appel',
      languages: { French: 'Français', Arabic: 'Arabe', English: 'Anglais' },
    });
    expect(words.hero.cta).toBe('Demander qu’on me rappelle');
  });

  it('the three twins name all three in hreflang, French then English first (the header offers French from the others, English from French), x-default English', async () => {
    const trio = [
      { hreflang: 'fr-CA', path: '/fr/soins/arabe-a-montreal' },
      { hreflang: 'en-CA', path: '/care/arabic-in-montreal/english' },
      { hreflang: 'ar', path: '/care/arabic-in-montreal' },
      { hreflang: 'x-default', path: '/care/arabic-in-montreal/english' },
    ];
    for (const path of ['/care/arabic-in-montreal', '/care/arabic-in-montreal/english', '/fr/soins/arabe-a-montreal'])
      expect(route(path).meta.alternates).toEqual(trio);
    expect(route('/fr/soins/arabe-a-montreal').meta.lang).toBe('fr-CA');
    const meta = await loadMeta(route('/fr/soins/arabe-a-montreal'));
    expect(meta.title).toBe('Soins à domicile en arabe à Montréal | Maple Hearth Home Care');
    expect(meta.breadcrumbs?.map((c) => c.path)).toEqual(['/fr', '/fr/emplacements', '/fr/soins/arabe-a-montreal']);
  });
});

describe('/fr/emplacements', () => {
  it('its words are French; the cities by French province, English-only city pages said so, Ottawa in French', () => {
    expectFrench(textsOf(LOCATIONS_WORDS_FR));
    expect(DIRECTORY_FR).toHaveLength(24);
    expect(DIRECTORY_FR.find((c) => c.city === 'Ottawa')).toEqual({ city: 'Ottawa', province: 'Ontario', path: '/fr/soins-aux-aines-ottawa' });
    expect(DIRECTORY_FR.find((c) => c.city === 'Vancouver')).toEqual({
      city: 'Vancouver',
      province: 'Colombie-Britannique',
      path: '/senior-care-vancouver',
      hrefLang: 'en',
      note: '(en anglais)',
    });
    expect(DIRECTORY_FR.filter((c) => 'hrefLang' in c && c.hrefLang === 'en')).toHaveLength(23);
  });

  it('the three offices in French, Ottawa open since August 2025; the language pages with Montreal’s French twin', () => {
    expect(OFFICE_CARDS_FR.map((o) => [o.name, o.status])).toEqual([
      ['Centre de Brampton', 'Active'],
      ['Bureau satellite de Mississauga', 'Active'],
      ['Bureau d’Ottawa', 'Active'],
    ]);
    expect(OFFICE_CARDS_FR[2]?.detail).toContain('Ouvert depuis août 2025.');
    expect(LANGUAGES_FR.map((l) => l.french?.path)).toEqual([undefined, undefined, undefined, undefined, '/fr/soins/arabe-a-montreal']);
    expect(LANGUAGES_FR[0]).toMatchObject({
      path: '/care/punjabi-in-brampton',
      lang: 'pa',
      english: { path: '/care/punjabi-in-brampton/english', hrefLang: 'en' },
    });
  });

  it('is the twin of /locations', async () => {
    expect(route('/fr/emplacements').meta).toMatchObject({ lang: 'fr-CA', alternates: pair('/locations', '/fr/emplacements') });
    const meta = await loadMeta(route('/fr/emplacements'));
    expect(meta.breadcrumbs?.map((c) => c.name)).toEqual(['Accueil', 'Emplacements']);
  });
});

// A missing French word fails the typecheck (no English default).
// @ts-expect-error -- `map` is missing: the city template refuses words with an untranslated part.
export const UNFINISHED_CITY: CityPageWords = { ...({} as Omit<CityPageWords, 'map'>) };
// @ts-expect-error -- `officeStatus` is missing.
export const UNFINISHED_LOCATIONS: LocationsWords = { ...({} as Omit<LocationsWords, 'officeStatus'>) };
