import { describe, expect, it } from 'vitest';
import { CHAT_SCRIPT } from '../../src/content/chat-script';
import { CITIES } from '../../src/content/cities';
import { DEMENTIA_PAGE } from '../../src/content/info-pages/dementia';
import { SERVICE_PAGE_META } from '../../src/content/info-pages/service-meta';
import { genericCityProfile } from '../../src/content/locations';
import { KNOWN_CITY_PROFILES } from '../../src/content/locations/known-cities';
import { LANGUAGE_PAGES } from '../../src/content/locations/language-pages';
import { FAQ_PAGE } from '../../src/content/pages/faq';
import { HOME_COMMUNITIES, HOME_HERO } from '../../src/content/pages/home';
import { LANGUAGE_PAGE_TEXT, LOCATIONS_PAGE } from '../../src/content/pages/locations';
import { HOME_META, LOCATIONS_META } from '../../src/content/pages/meta';
import { PRESS_PAGE } from '../../src/content/pages/press';
import { TESTIMONIALS_PAGE } from '../../src/content/pages/testimonials';
import { WHY_US_PAGE } from '../../src/content/pages/why-us';
import { OFFICES } from '../../src/content/offices';
import { HEAD_OFFICE } from '../../src/content/site';
import { ON_REQUEST_CITIES, OTHER_OFFICE_CITIES, SERVICE_AREA, SERVICE_PROVINCES, listInWords, numberInWords } from '../../src/content/service-area';
import { HOME_VOICES } from '../../src/content/testimonials';
import { cityServiceNote, isListedCity } from '../../src/content/city-service';
import { SERVICE_AREA_FR } from '../../src/content/info-pages/fr/service-area';

/** docs/spec/DECISIONS.md "Where the company works", checked against the one city list. */
describe('the service area agrees with the city list', () => {
  it('counts the cities and provinces of the list: 24 cities in five provinces', () => {
    expect(SERVICE_AREA.cityCount).toBe(CITIES.length);
    expect(SERVICE_AREA.provinceCount).toBe(new Set(CITIES.map((c) => c.province)).size);
    expect(SERVICE_AREA.summary).toBe('24 cities in five provinces');
    expect(SERVICE_AREA.summaryTitle).toBe('24 Cities in Five Provinces');
    expect(SERVICE_PROVINCES).toEqual(['Ontario', 'British Columbia', 'Alberta', 'Manitoba', 'Saskatchewan']);
    expect(SERVICE_AREA.provinces).toBe('Ontario, British Columbia, Alberta, Manitoba and Saskatchewan');
  });

  it('tells the whole story in one sentence: head office, offices, cities, provinces', () => {
    expect(OTHER_OFFICE_CITIES).toEqual(['Mississauga', 'Ottawa']);
    // The same offices as OFFICES, besides the head office.
    expect(OTHER_OFFICE_CITIES).toEqual(OFFICES.map((o) => o.city.split(',')[0]).filter((city) => city !== HEAD_OFFICE.city));
    expect(SERVICE_AREA.sentence).toBe(
      'From our head office in Brampton and our offices in Mississauga and Ottawa, our caregivers visit families in 24 cities in five provinces: ' +
        'Ontario, British Columbia, Alberta, Manitoba and Saskatchewan.',
    );
  });

  it('serves Montreal, Laval, Surrey and Halifax on request (the cities the template knows besides the list, and Laval), and says elsewhere is not served yet', () => {
    expect([...ON_REQUEST_CITIES]).toEqual(['Montreal', 'Laval', 'Surrey', 'Halifax']);
    expect(KNOWN_CITY_PROFILES.map((c) => c.city)).toEqual(['Montreal', 'Surrey', 'Halifax']);
    for (const city of ON_REQUEST_CITIES) expect(isListedCity(city), city).toBe(false);
    expect(SERVICE_AREA.onRequest).toBe(
      'We also serve families in Montreal, Laval, Surrey and Halifax on request: a care coordinator confirms whether a caregiver is available there. ' +
        'Elsewhere we do not serve families yet, but you are welcome to call us or send us your question.',
    );
    expect(SERVICE_AREA_FR.onRequest).toBe(
      'À Montréal, Laval, Surrey et Halifax, nous servons aussi les familles sur demande : une coordonnatrice ou un coordonnateur des soins confirme si une personne soignante est disponible. ' +
        'Ailleurs, nous ne servons pas encore de familles, mais vous pouvez nous appeler ou nous écrire.',
    );
  });

  it('answers one named city the same way everywhere', () => {
    expect(isListedCity('BRAMPTON')).toBe(true);
    expect(isListedCity(' Richmond Hill ')).toBe(true);
    expect(cityServiceNote('Regina')).toBe('Regina is one of the 24 cities in five provinces where our caregivers work.');
    expect(cityServiceNote('Montreal')).toBe(
      'Montreal is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: ' +
        'a care coordinator confirms whether a caregiver is available before care is arranged.',
    );
    // The city template's profile of a city outside the list says the same.
    expect(genericCityProfile('Halifax').intro).toContain(cityServiceNote('Halifax'));
    expect(genericCityProfile('Moose Jaw').intro).toContain(cityServiceNote('Moose Jaw'));
    // The language pages: Montreal's says it is served on request.
    const montreal = LANGUAGE_PAGES.find((p) => p.city === 'Montreal')!;
    expect(LANGUAGE_PAGE_TEXT.serviceNote(montreal.city)).toBe(cityServiceNote('Montreal'));
    for (const page of LANGUAGE_PAGES) expect(isListedCity(page.city) || page.city === 'Montreal', page.city).toBe(true);
  });

  it('is the words of every page that speaks of where the company works', () => {
    const whoWeServe = FAQ_PAGE.groups.flatMap((g) => g.items).find((i) => i.question === 'Which communities do you serve?')!;
    expect(whoWeServe.answer).toContain(SERVICE_AREA.sentence);
    expect(whoWeServe.answer).toContain(SERVICE_AREA.onRequest);
    // The chat's Find a Caregiver asks the city, which the service-area rule answers (decision 0089): it names no area itself.
    const findCaregiver = CHAT_SCRIPT.suggestions.find((s) => s.id === 'findCaregiver')!;
    expect(findCaregiver.reply).toContain("Which city or town does your loved one live in? I'll tell you whether our caregivers work there.");
    expect(findCaregiver.reply).not.toContain('cities');
    expect(LOCATIONS_PAGE.hero.lead).toContain(SERVICE_AREA.sentence);
    expect(LOCATIONS_META.title).toContain(`${CITIES.length} Canadian Cities`);
    expect(HOME_HERO.eyebrow).toContain(SERVICE_AREA.summary);
    expect(HOME_META.title).toContain(SERVICE_AREA.summaryTitle);
    expect(HOME_COMMUNITIES.lead).toContain(SERVICE_AREA.sentence);
    expect(HOME_COMMUNITIES.lead.startsWith('Six of the 24 cities')).toBe(true);
    expect(DEMENTIA_PAGE.hero.lead).toContain(SERVICE_AREA.summary);
    expect(JSON.stringify(DEMENTIA_PAGE)).toContain(SERVICE_AREA.onRequest);
    expect(SERVICE_PAGE_META.DementiaCare.description).toContain(`${CITIES.length - 1} more cities`);
    expect(WHY_US_PAGE.hero.lead).toContain(SERVICE_AREA.summary);
    expect(PRESS_PAGE.story.paragraphs.join(' ')).toContain(SERVICE_AREA.summary);
  });

  it('says "across Ontario" only where the text is about Ontario', () => {
    const texts = JSON.stringify([
      HOME_HERO,
      HOME_VOICES,
      FAQ_PAGE,
      DEMENTIA_PAGE,
      TESTIMONIALS_PAGE,
      WHY_US_PAGE,
      PRESS_PAGE,
      LOCATIONS_PAGE,
      HOME_META,
      CHAT_SCRIPT,
    ]);
    expect(texts.toLowerCase()).not.toContain('across ontario');
    // docs/spec/SPEC.md §2.5's heading stays: its six cities are all in Ontario.
    expect(HOME_COMMUNITIES.heading).toBe('Serving Communities Across Ontario');
    for (const city of HOME_COMMUNITIES.cities) expect(CITIES.find((c) => c.city === city)?.province, city).toBe('Ontario');
  });

  it('writes numbers and lists in words', () => {
    expect([1, 5, 12, 24].map(numberInWords)).toEqual(['one', 'five', 'twelve', '24']);
    expect(listInWords(['Brampton'])).toBe('Brampton');
    expect(listInWords(['Brampton', 'Ottawa'])).toBe('Brampton and Ottawa');
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
