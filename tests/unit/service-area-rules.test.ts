import { describe, expect, it } from 'vitest';
import { mayStillNameAPlace, postalAreaIn, serviceAreaFor, type ServiceAreaTable } from '../../machines/shared/service-area-rules';
import { SERVICE_AREA_TABLE } from '../../src/content/postal-areas';

/**
 * Where we serve (docs/spec/DECISIONS.md "Where we serve"; decision 0082): the rule over the site's
 * own table (src/content/postal-areas.ts), each answer written here by hand: what a family types,
 * and what the office would say.
 */

const served = (city: string, office: string, postalArea = '') => ({ answer: 'served', city, office, postalArea });
const onRequest = (city: string, office: string, postalArea = '') => ({ answer: 'on-request', city, office, postalArea });
const notServed = (office: string, postalArea = '') => ({ answer: 'not-served', city: '', office, postalArea });

/** What a family types → what the rule says. */
const CASES: readonly (readonly [string, ReturnType<typeof served | typeof onRequest | typeof notServed> | null])[] = [
  // Laval: on request, by name, by postal code, by both; nearest office Ottawa.
  ['Laval', onRequest('Laval', 'Ottawa')],
  ['H7N 2X4', onRequest('Laval', 'Ottawa', 'H7N')],
  ['Laval, H7N 2X4', onRequest('Laval', 'Ottawa', 'H7N')],
  ['h7n2x4', onRequest('Laval', 'Ottawa', 'H7N')],
  ['LAVAL (Québec)', onRequest('Laval', 'Ottawa')],
  ['H7Y 1A1', onRequest('Laval', 'Ottawa', 'H7Y')],
  // Montréal, however it is written; the island's H1 to H4, not the West Island.
  ['Montréal', onRequest('Montreal', 'Ottawa')],
  ['montreal', onRequest('Montreal', 'Ottawa')],
  ['MONTREAL', onRequest('Montreal', 'Ottawa')],
  ['Montreal, QC', onRequest('Montreal', 'Ottawa')],
  ['Montréal-Nord', onRequest('Montreal', 'Ottawa')],
  ['H2X 1Y4', onRequest('Montreal', 'Ottawa', 'H2X')],
  ['H1A 0A1', onRequest('Montreal', 'Ottawa', 'H1A')],
  ['H4Y 1H1', onRequest('Montreal', 'Ottawa', 'H4Y')],
  ['H9R 4S1', notServed('Ottawa', 'H9R')],
  ['Montréal, H9R 4S1', notServed('Ottawa', 'H9R')],
  ['H5A 1A1', notServed('Ottawa', 'H5A')],
  // Surrey and Halifax on request; Halifax with Dartmouth and Bedford.
  ['Surrey', onRequest('Surrey', 'Brampton')],
  ['Surrey, BC', onRequest('Surrey', 'Brampton')],
  ['V3T 0A1', onRequest('Surrey', 'Brampton', 'V3T')],
  ['V4B 1A1', notServed('Brampton', 'V4B')],
  ['Halifax', onRequest('Halifax', 'Ottawa')],
  ['Dartmouth, NS', onRequest('Halifax', 'Ottawa')],
  ['B3H 4R2', onRequest('Halifax', 'Ottawa', 'B3H')],
  ['B4A 1A1', onRequest('Halifax', 'Ottawa', 'B4A')],
  ['B3Z 1A1', notServed('Ottawa', 'B3Z')],
  // Brampton, by postal code and by name, in any case and punctuation.
  ['L6Y 4R2', served('Brampton', 'Brampton', 'L6Y')],
  ['L6Y', served('Brampton', 'Brampton', 'L6Y')],
  ['l6y-4r2', served('Brampton', 'Brampton', 'L6Y')],
  ['Brampton', served('Brampton', 'Brampton')],
  ['brampton, on', served('Brampton', 'Brampton')],
  ['12 Main St N, Brampton, ON L6V 1N6', served('Brampton', 'Brampton', 'L6V')],
  ['L7A 0A1', served('Brampton', 'Brampton', 'L7A')],
  // Not served: Sudbury, by postal code and by name; a postal code wins over the city typed beside it.
  ['P3A 1A1', notServed('Brampton', 'P3A')],
  ['Sudbury', notServed('Brampton')],
  ['Brampton, P3A 1A1', notServed('Brampton', 'P3A')],
  ['Laval, L6Y 4R2', served('Brampton', 'Brampton', 'L6Y')],
  ['Toronto, H7N 2X4', onRequest('Laval', 'Ottawa', 'H7N')],
  // The nearest office of a place outside the table: Ottawa in the east, the head office elsewhere.
  ['K0A 1A0', notServed('Ottawa', 'K0A')],
  ['K7L 3N6', notServed('Ottawa', 'K7L')],
  ['G1R 4P5', notServed('Ottawa', 'G1R')],
  ['E1C 4M3', notServed('Ottawa', 'E1C')],
  ['N7T 1A1', notServed('Brampton', 'N7T')],
  ['R7A 1A1', notServed('Brampton', 'R7A')],
  ['Y1A 1A1', notServed('Brampton', 'Y1A')],
  // Accents, case, hyphens and spaces ignored; whole words only.
  ['Richmond-Hill', served('Richmond Hill', 'Brampton')],
  ['RICHMOND HILL', served('Richmond Hill', 'Brampton')],
  ['  richmond   hill  ', served('Richmond Hill', 'Brampton')],
  ['Richmond', notServed('Brampton')],
  ['Richmond, BC', notServed('Brampton')],
  ['Bramptonville', notServed('Brampton')],
  ['Kitchener-Waterloo', served('Kitchener', 'Brampton')],
  // Each office's cities.
  ['Mississauga', served('Mississauga', 'Mississauga')],
  ['L5B 3C2', served('Mississauga', 'Mississauga', 'L5B')],
  ['Oakville', served('Oakville', 'Mississauga')],
  ['Burlington', served('Burlington', 'Mississauga')],
  ['Hamilton', served('Hamilton', 'Mississauga')],
  ['L8B 0A1', served('Hamilton', 'Mississauga', 'L8B')],
  ['Stoney Creek', served('Hamilton', 'Mississauga')],
  ['Ottawa', served('Ottawa', 'Ottawa')],
  ['K2P 1L4', served('Ottawa', 'Ottawa', 'K2P')],
  ['K4A 1A1', served('Ottawa', 'Ottawa', 'K4A')],
  ['Orléans', served('Ottawa', 'Ottawa')],
  ['orleans', served('Ottawa', 'Ottawa')],
  ['K1A 0A6', notServed('Ottawa', 'K1A')],
  // Toronto and Scarborough: the former towns by name, and each one's postal areas.
  ['Etobicoke', served('Toronto', 'Brampton')],
  ['North York', served('Toronto', 'Brampton')],
  ['M9W 1A1', served('Toronto', 'Brampton', 'M9W')],
  ['M5V 3L9', served('Toronto', 'Brampton', 'M5V')],
  ['M7A 1A1', notServed('Brampton', 'M7A')],
  ['M1B 2K3', served('Scarborough', 'Brampton', 'M1B')],
  ['Scarborough', served('Scarborough', 'Brampton')],
  // The other provinces' cities.
  ['Vancouver', served('Vancouver', 'Brampton')],
  ['V6T 1Z4', notServed('Brampton', 'V6T')],
  ['V5K 0A1', served('Vancouver', 'Brampton', 'V5K')],
  ['Calgary, AB', served('Calgary', 'Brampton')],
  ['T3R 1A1', served('Calgary', 'Brampton', 'T3R')],
  ['T1X 1A1', notServed('Brampton', 'T1X')],
  ['Edmonton', served('Edmonton', 'Brampton')],
  ['Victoria, BC', served('Victoria', 'Brampton')],
  ['V8S 1A1', served('Victoria', 'Brampton', 'V8S')],
  ['Winnipeg', served('Winnipeg', 'Brampton')],
  ['R2E 1A1', notServed('Brampton', 'R2E')],
  ['Saskatoon', served('Saskatoon', 'Brampton')],
  ['Regina, SK', served('Regina', 'Brampton')],
  ['S4P 3Y2', served('Regina', 'Brampton', 'S4P')],
  // A province named beside a city: only that province's city.
  ['Waterloo, Ontario', served('Waterloo', 'Brampton')],
  ['Waterloo, QC', notServed('Brampton')],
  ['Windsor, Nova Scotia', notServed('Brampton')],
  ['Windsor', served('Windsor', 'Brampton')],
  ['Québec', notServed('Brampton')],
  ['Quebec City', notServed('Brampton')],
  ['London, Ontario', served('London', 'Brampton')],
  // Letters a postal code never has: not a postal code, so the name decides.
  ['D6Y 4R2', notServed('Brampton')],
  ['Z1A 1A1', notServed('Brampton')],
  ['Q1A Laval', onRequest('Laval', 'Ottawa')],
  // A postal area the table does not hold, in a served city's district.
  ['L8A 1A1', notServed('Brampton', 'L8A')],
  // Nothing to say.
  ['', null],
  ['   ', null],
  [' , - ', null],
];

describe('where we serve: serviceAreaFor(text, the site’s table)', () => {
  it.each(CASES)('%j', (text, expected) => {
    expect(serviceAreaFor(text, SERVICE_AREA_TABLE)).toEqual(expected);
  });
});

describe('postalAreaIn: the first postal code’s forward sortation area', () => {
  it.each([
    ['Laval, h7n 2x4', 'H7N'],
    ['L6Y', 'L6Y'],
    ['L6Y 4R', 'L6Y'],
    ['L6Y4R2', 'L6Y'],
    ['L6Y-4R2', 'L6Y'],
    ['A1W 1A1', 'A1W'],
    ['L6Y 4R2 or H7N 2X4', 'L6Y'],
    ['Brampton', ''],
    ['D1A 1A1', ''],
    ['W1A 1A1', ''],
    ['L6YZ', ''],
    ['XL6Y 4R2', ''],
    ['L6Y 4R2X', 'L6Y'],
    ['', ''],
  ])('%j → %j', (text, area) => {
    expect(postalAreaIn(text)).toBe(area);
  });
});

/** A small table of its own, for what the site's table does not show. */
const TABLE: ServiceAreaTable = {
  served: [
    { city: 'Springfield', otherNames: ['Shelbyville Heights'], province: 'Ontario', postalAreas: ['L1A'], office: 'North' },
    { city: 'Port Hope', otherNames: [], province: 'Ontario', postalAreas: ['L1B'], office: 'South' },
  ],
  onRequest: [
    { city: 'Shelbyville', otherNames: [], province: 'Quebec', postalAreas: ['H1A', 'L1A'], office: 'East' },
    { city: 'Port', otherNames: [], province: 'Quebec', postalAreas: [], office: 'East' },
    { city: 'Oakdale', otherNames: [], province: 'Quebec', postalAreas: [], office: 'East' },
    { city: 'Elmdale', otherNames: [], province: 'Manitoba', postalAreas: [], office: 'West' },
  ],
  provinceNames: { Ontario: ['Ontario'], Quebec: ['Quebec', 'QC'], Manitoba: ['Manitoba'] },
  officeByDistrict: { K: 'East' },
  headOffice: 'Head',
};

describe('the rule’s choices, on a table of its own', () => {
  it('a postal area in two places is the served one’s', () => {
    expect(serviceAreaFor('L1A 1A1', TABLE)).toEqual({ answer: 'served', city: 'Springfield', office: 'North', postalArea: 'L1A' });
  });

  it('the longest name wins: another name of a served city over an on-request city inside it', () => {
    expect(serviceAreaFor('Shelbyville Heights', TABLE)).toEqual({ answer: 'served', city: 'Springfield', office: 'North', postalArea: '' });
    expect(serviceAreaFor('Shelbyville', TABLE)).toEqual({ answer: 'on-request', city: 'Shelbyville', office: 'East', postalArea: '' });
    expect(serviceAreaFor('Port Hope', TABLE)).toEqual({ answer: 'served', city: 'Port Hope', office: 'South', postalArea: '' });
    expect(serviceAreaFor('Port', TABLE)).toEqual({ answer: 'on-request', city: 'Port', office: 'East', postalArea: '' });
  });

  it('two names of one length: the served city, whichever comes first in the text', () => {
    const table: ServiceAreaTable = { ...TABLE, served: [{ city: 'Oakvale', otherNames: [], province: 'Quebec', postalAreas: [], office: 'North' }] };
    expect(serviceAreaFor('Oakdale or Oakvale', table)).toEqual({ answer: 'served', city: 'Oakvale', office: 'North', postalArea: '' });
    expect(serviceAreaFor('Oakvale or Oakdale', table)).toEqual({ answer: 'served', city: 'Oakvale', office: 'North', postalArea: '' });
  });

  it('a province named keeps that province’s cities only; two named keep both', () => {
    expect(serviceAreaFor('Shelbyville Heights, QC', TABLE)).toEqual({ answer: 'on-request', city: 'Shelbyville', office: 'East', postalArea: '' });
    expect(serviceAreaFor('Springfield, Manitoba', TABLE)).toEqual({ answer: 'not-served', city: '', office: 'Head', postalArea: '' });
    expect(serviceAreaFor('Elmdale, Manitoba', TABLE)).toEqual({ answer: 'on-request', city: 'Elmdale', office: 'West', postalArea: '' });
    expect(serviceAreaFor('Springfield, Ontario or Quebec', TABLE)).toEqual({ answer: 'served', city: 'Springfield', office: 'North', postalArea: '' });
    expect(serviceAreaFor('Oakdale, Ontario or Quebec', TABLE)).toEqual({ answer: 'on-request', city: 'Oakdale', office: 'East', postalArea: '' });
    expect(serviceAreaFor('Quebec', TABLE)).toEqual({ answer: 'not-served', city: '', office: 'Head', postalArea: '' });
  });

  it('a postal code outside the table: its district’s office, else the head office; a name outside it: the head office', () => {
    expect(serviceAreaFor('K9A 1A1', TABLE)).toEqual({ answer: 'not-served', city: '', office: 'East', postalArea: 'K9A' });
    expect(serviceAreaFor('M5V 3L9', TABLE)).toEqual({ answer: 'not-served', city: '', office: 'Head', postalArea: 'M5V' });
    expect(serviceAreaFor('Ogdenville', TABLE)).toEqual({ answer: 'not-served', city: '', office: 'Head', postalArea: '' });
  });

  it('an on-request postal area when no served place holds it', () => {
    expect(serviceAreaFor('Springfield H1A 1A1', TABLE)).toEqual({ answer: 'on-request', city: 'Shelbyville', office: 'East', postalArea: 'H1A' });
  });
});

describe('a text being typed that may still name a place (a form answering as the family types)', () => {
  it.each([
    ['Mont', true],
    ['Lav', true],
    ['richmond-h', true],
    ['Montré', true],
    ['L', true],
    ['l6', true],
    ['Sudbury', false],
    ['Montreal Nord', false],
    ['L6Y', false],
    ['Q', true],
  ] as const)('%s: %s', (typed, may) => {
    expect(mayStillNameAPlace(typed, SERVICE_AREA_TABLE)).toBe(may);
  });
});
