import { describe, expect, it } from 'vitest';
import { CITIES } from '../../src/content/cities';
import { CITY_PROFILES } from '../../src/content/locations';
import { SERVICE_AREA_TABLE, postalAreasOf } from '../../src/content/postal-areas';

/**
 * The table the service-area rule reads (src/content/postal-areas.ts, decision 0082), held to what
 * was decided: each city's postal areas counted by hand from Canada Post's list, each office's
 * cities, the on-request cities, and no area promised twice or outside its province.
 */
describe('where we serve, as data', () => {
  it('names the 24 cities in the list’s order, each with its nearest office and its number of postal areas', () => {
    expect(SERVICE_AREA_TABLE.served.map((p) => [p.city, p.office, p.postalAreas.length])).toEqual([
      ['Brampton', 'Brampton', 10],
      ['Mississauga', 'Mississauga', 22],
      ['Toronto', 'Brampton', 79],
      ['Scarborough', 'Brampton', 17],
      ['Vancouver', 'Brampton', 27],
      ['Calgary', 'Brampton', 34],
      ['Ottawa', 'Ottawa', 39],
      ['Vaughan', 'Brampton', 5],
      ['Markham', 'Brampton', 8],
      ['Richmond Hill', 'Brampton', 4],
      ['Oakville', 'Mississauga', 5],
      ['Burlington', 'Mississauga', 7],
      ['Hamilton', 'Mississauga', 21],
      ['London', 'Brampton', 17],
      ['Kitchener', 'Brampton', 11],
      ['Waterloo', 'Brampton', 4],
      ['Guelph', 'Brampton', 6],
      ['Barrie', 'Brampton', 2],
      ['Windsor', 'Brampton', 12],
      ['Edmonton', 'Brampton', 38],
      ['Victoria', 'Brampton', 6],
      ['Winnipeg', 'Brampton', 33],
      ['Saskatoon', 'Brampton', 11],
      ['Regina', 'Brampton', 11],
    ]);
    expect(SERVICE_AREA_TABLE.served.map((p) => p.city)).toEqual(CITIES.map((c) => c.city));
  });

  it('Brampton’s, Scarborough’s and Waterloo’s areas, written out', () => {
    expect(postalAreasOf('Brampton')).toEqual(['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z', 'L7A']);
    expect(postalAreasOf('Scarborough')).toEqual([
      'M1B',
      'M1C',
      'M1E',
      'M1G',
      'M1H',
      'M1J',
      'M1K',
      'M1L',
      'M1M',
      'M1N',
      'M1P',
      'M1R',
      'M1S',
      'M1T',
      'M1V',
      'M1W',
      'M1X',
    ]);
    expect(postalAreasOf('Waterloo')).toEqual(['N2J', 'N2L', 'N2T', 'N2V']);
    expect(postalAreasOf('Laval')).toEqual([]);
  });

  it('serves Montréal, Laval, Surrey and Halifax on request: the island of Montreal’s H1 to H4, all of Laval’s H7', () => {
    expect(SERVICE_AREA_TABLE.onRequest.map((p) => [p.city, p.province, p.office, p.postalAreas.length])).toEqual([
      ['Montreal', 'Quebec', 'Ottawa', 79],
      ['Laval', 'Quebec', 'Ottawa', 19],
      ['Surrey', 'British Columbia', 'Brampton', 9],
      ['Halifax', 'Nova Scotia', 'Ottawa', 18],
    ]);
    const montreal = SERVICE_AREA_TABLE.onRequest[0]!.postalAreas;
    expect(montreal.every((a) => /^H[1-4]/.test(a))).toBe(true);
    expect(SERVICE_AREA_TABLE.onRequest[1]!.postalAreas.every((a) => a.startsWith('H7'))).toBe(true);
  });

  it('promises no postal area twice, and each is a real area of its province’s postal districts', () => {
    const places = [...SERVICE_AREA_TABLE.served, ...SERVICE_AREA_TABLE.onRequest];
    const areas = places.flatMap((p) => p.postalAreas);
    expect(areas.filter((a, i) => areas.indexOf(a) !== i)).toEqual([]);
    expect(areas.filter((a) => !/^[ABCEGHJ-NPRSTVXY][1-9][ABCEGHJ-NPRSTV-Z]$/.test(a))).toEqual([]);
    const districts: Record<string, RegExp> = {
      Ontario: /^[KLMN]/,
      Quebec: /^H/,
      'British Columbia': /^V/,
      Alberta: /^T/,
      Manitoba: /^R/,
      Saskatchewan: /^S/,
      'Nova Scotia': /^B/,
    };
    for (const p of places)
      expect(
        p.postalAreas.filter((a) => !districts[p.province]!.test(a)),
        p.city,
      ).toEqual([]);
    expect(areas).toHaveLength(554);
  });

  it('knows the provinces a family may name, and each place’s province is one of them', () => {
    const places = [...SERVICE_AREA_TABLE.served, ...SERVICE_AREA_TABLE.onRequest];
    for (const p of places) expect(Object.keys(SERVICE_AREA_TABLE.provinceNames), p.city).toContain(p.province);
    expect(SERVICE_AREA_TABLE.provinceNames.Ontario).toEqual(['Ontario']);
    expect(SERVICE_AREA_TABLE.headOffice).toBe('Brampton');
  });

  it('each city page carries its postal areas', () => {
    expect(CITY_PROFILES.map((p) => p.postalAreas.length)).toEqual(SERVICE_AREA_TABLE.served.map((p) => p.postalAreas.length));
    expect(CITY_PROFILES[0]!.postalAreas).toEqual(['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z', 'L7A']);
  });
});
