import type { ServiceAreaPlace, ServiceAreaTable } from '../../machines/shared/service-area-rules';
import { CITIES } from './cities';
import { ON_REQUEST_CITIES, type OnRequestCity } from './service-area';
import { HEAD_OFFICE } from './site';

/*
 * Where we serve, as data (docs/spec/DECISIONS.md "Where we serve"; decision 0082): each served
 * city's postal areas (forward sortation areas, the postal code's first three characters), which
 * its city page names, and the on-request cities'. The rule that reads them is
 * machines/shared/service-area-rules.ts.
 *
 * Only areas Canada Post names for the city (its list of FSAs, as published with their place
 * names), and only where they are homes: an area is a promise, so a doubtful one is left out (a
 * family there is told to call, never promised a caregiver). Left out on purpose: rural areas shared
 * with other towns (L0J Kleinburg, K0A), areas of offices or mail alone (L5P the airport, M5K, M5L,
 * M5W, M5X, M7A, M7Y, V7X, V7Y, K1A, H4Z, H5A, H5B), areas mostly in another town (V6S, V6T the
 * University Endowment Lands; N8V, N9H, N9J Tecumseh and LaSalle; R2E East St. Paul), and areas
 * newer than that list until the office confirms them. N2K is Kitchener's (Canada Post's "Kitchener
 * North"), although it reaches Waterloo's east side; Victoria's page names V8R, V8S and V9A, which
 * hold its Oaklands, Gonzales and Victoria West as well as parts of Oak Bay and Esquimalt.
 */

/** The nearest office of a place, by a simple table: Ottawa for Ottawa and the east, Mississauga for its own west end, the head office for the rest. */
const MISSISSAUGA = 'Mississauga';
const OTTAWA = 'Ottawa';

interface PlaceData {
  /** The areas, space-separated, in Canada Post's order. */
  areas: string;
  otherNames?: readonly string[];
  office?: string;
}

/** The 24 cities' postal areas, by the city list's names (src/content/cities.ts); a unit test holds the two together. */
const SERVED: Readonly<Record<string, PlaceData>> = {
  Brampton: { areas: 'L6P L6R L6S L6T L6V L6W L6X L6Y L6Z L7A' },
  Mississauga: {
    areas: 'L4T L4V L4W L4X L4Y L4Z L5A L5B L5C L5E L5G L5H L5J L5K L5L L5M L5N L5R L5S L5T L5V L5W',
    office: MISSISSAUGA,
  },
  Toronto: {
    areas:
      'M2H M2J M2K M2L M2M M2N M2P M2R M3A M3B M3C M3H M3J M3K M3L M3M M3N ' +
      'M4A M4B M4C M4E M4G M4H M4J M4K M4L M4M M4N M4P M4R M4S M4T M4V M4W M4X M4Y ' +
      'M5A M5B M5C M5E M5G M5H M5J M5M M5N M5P M5R M5S M5T M5V ' +
      'M6A M6B M6C M6E M6G M6H M6J M6K M6L M6M M6N M6P M6R M6S ' +
      'M8V M8W M8X M8Y M8Z M9A M9B M9C M9L M9M M9N M9P M9R M9V M9W',
    otherNames: ['North York', 'East York', 'Etobicoke'],
  },
  Scarborough: { areas: 'M1B M1C M1E M1G M1H M1J M1K M1L M1M M1N M1P M1R M1S M1T M1V M1W M1X' },
  Vancouver: {
    areas: 'V5K V5L V5M V5N V5P V5R V5S V5T V5V V5W V5X V5Y V5Z V6A V6B V6C V6E V6G V6H V6J V6K V6L V6M V6N V6P V6R V6Z',
  },
  Calgary: {
    areas: 'T1Y T2A T2B T2C T2E T2G T2H T2J T2K T2L T2M T2N T2P T2R T2S T2T T2V T2W T2X T2Y T2Z ' + 'T3A T3B T3C T3E T3G T3H T3J T3K T3L T3M T3N T3P T3R',
  },
  Ottawa: {
    areas:
      'K1B K1C K1E K1G K1H K1J K1K K1L K1M K1N K1P K1R K1S K1T K1V K1W K1X K1Y K1Z ' +
      'K2A K2B K2C K2E K2G K2H K2J K2K K2L K2M K2P K2R K2S K2T K2V K2W K4A K4C K4M K4P',
    otherNames: ['Orléans', 'Kanata', 'Nepean', 'Barrhaven', 'Stittsville'],
    office: OTTAWA,
  },
  Vaughan: { areas: 'L4H L4J L4K L4L L6A', otherNames: ['Woodbridge'] },
  Markham: { areas: 'L3P L3R L3S L3T L6B L6C L6E L6G', otherNames: ['Unionville'] },
  'Richmond Hill': { areas: 'L4B L4C L4E L4S' },
  Oakville: { areas: 'L6H L6J L6K L6L L6M', office: MISSISSAUGA },
  Burlington: { areas: 'L7L L7M L7N L7P L7R L7S L7T', office: MISSISSAUGA },
  Hamilton: {
    areas: 'L8B L8E L8G L8H L8J L8K L8L L8M L8N L8P L8R L8S L8T L8V L8W L9A L9B L9C L9G L9H L9K',
    otherNames: ['Ancaster', 'Stoney Creek', 'Waterdown'],
    office: MISSISSAUGA,
  },
  London: { areas: 'N5V N5W N5X N5Y N5Z N6A N6B N6C N6E N6G N6H N6J N6K N6L N6M N6N N6P' },
  Kitchener: { areas: 'N2A N2B N2C N2E N2G N2H N2K N2M N2N N2P N2R' },
  Waterloo: { areas: 'N2J N2L N2T N2V' },
  Guelph: { areas: 'N1C N1E N1G N1H N1K N1L' },
  Barrie: { areas: 'L4M L4N' },
  Windsor: { areas: 'N8P N8R N8S N8T N8W N8X N8Y N9A N9B N9C N9E N9G' },
  Edmonton: {
    areas:
      'T5A T5B T5C T5E T5G T5H T5J T5K T5L T5M T5N T5P T5R T5S T5T T5V T5W T5X T5Y T5Z ' +
      'T6A T6B T6C T6E T6G T6H T6J T6K T6L T6M T6N T6P T6R T6S T6T T6V T6W T6X',
  },
  Victoria: { areas: 'V8R V8S V8T V8V V8W V9A' },
  Winnipeg: {
    areas: 'R2C R2G R2H R2J R2K R2L R2M R2N R2P R2R R2V R2W R2X R2Y ' + 'R3A R3B R3C R3E R3G R3H R3J R3K R3L R3M R3N R3P R3R R3S R3T R3V R3W R3X R3Y',
  },
  Saskatoon: { areas: 'S7H S7J S7K S7L S7M S7N S7P S7R S7S S7T S7V' },
  Regina: { areas: 'S4L S4N S4P S4R S4S S4T S4V S4W S4X S4Y S4Z' },
};

/**
 * The on-request cities' postal areas: Montréal's are the H1 to H4 areas of the island (Montréal
 * and the towns within it, such as Westmount; the West Island's H8 and H9 are not included); Laval
 * is all of H7; Surrey, and Halifax with Dartmouth and Bedford. Montréal and Laval are nearest the
 * Ottawa office (200 km, against 550 km to Brampton), and so is Halifax.
 */
const ON_REQUEST: Readonly<Record<OnRequestCity, PlaceData & { province: string }>> = {
  Montreal: {
    province: 'Quebec',
    areas:
      'H1A H1B H1C H1E H1G H1H H1J H1K H1L H1M H1N H1P H1R H1S H1T H1V H1W H1X H1Y H1Z ' +
      'H2A H2B H2C H2E H2G H2H H2J H2K H2L H2M H2N H2P H2R H2S H2T H2V H2W H2X H2Y H2Z ' +
      'H3A H3B H3C H3E H3G H3H H3J H3K H3L H3M H3N H3P H3R H3S H3T H3V H3W H3X H3Y H3Z ' +
      'H4A H4B H4C H4E H4G H4H H4J H4K H4L H4M H4N H4P H4R H4S H4T H4V H4W H4X H4Y',
    office: OTTAWA,
  },
  Laval: { province: 'Quebec', areas: 'H7A H7B H7C H7E H7G H7H H7J H7K H7L H7M H7N H7P H7R H7S H7T H7V H7W H7X H7Y', office: OTTAWA },
  Surrey: { province: 'British Columbia', areas: 'V3R V3S V3T V3V V3W V3X V4A V4N V4P' },
  Halifax: {
    province: 'Nova Scotia',
    areas: 'B3H B3J B3K B3L B3M B3N B3P B3R B3S B2V B2W B2X B2Y B2Z B3A B3B B4A B4B',
    otherNames: ['Dartmouth', 'Bedford'],
    office: OTTAWA,
  },
};

const place = (city: string, province: string, data: PlaceData | undefined): ServiceAreaPlace => {
  if (!data) throw new Error(`No postal areas for ${city} (src/content/postal-areas.ts)`);
  return { city, otherNames: data.otherNames ?? [], province, postalAreas: data.areas.split(' '), office: data.office ?? HEAD_OFFICE.city };
};

/**
 * The provinces and territories as a family may write them, in English and French, with Canada
 * Post's two-letter codes, except Ontario's 'ON', an English word ('Laval, on the north shore');
 * no shorter forms that are words in English or French ('Ont', 'Que', 'Man').
 */
const PROVINCE_NAMES: Readonly<Record<string, readonly string[]>> = {
  Ontario: ['Ontario'],
  Quebec: ['Quebec', 'QC'],
  'British Columbia': ['British Columbia', 'Colombie-Britannique', 'BC'],
  Alberta: ['Alberta', 'AB'],
  Manitoba: ['Manitoba', 'MB'],
  Saskatchewan: ['Saskatchewan', 'SK'],
  'Nova Scotia': ['Nova Scotia', 'Nouvelle-Écosse', 'NS'],
  'New Brunswick': ['New Brunswick', 'Nouveau-Brunswick', 'NB'],
  'Prince Edward Island': ['Prince Edward Island', 'Île-du-Prince-Édouard', 'PEI', 'PE'],
  'Newfoundland and Labrador': ['Newfoundland', 'Labrador', 'Terre-Neuve', 'NL'],
  Yukon: ['Yukon', 'YT'],
  'Northwest Territories': ['Northwest Territories', 'Territoires du Nord-Ouest', 'NT'],
  Nunavut: ['Nunavut', 'NU'],
};

/**
 * Where we serve, for the rule (`serviceAreaFor(text, SERVICE_AREA_TABLE)`): the 24 cities in the
 * city list's order, the on-request cities, and the nearest office of a postal code outside them by
 * its district: Ottawa for eastern Ontario (K), Quebec (G, H, J) and the Atlantic provinces (A, B,
 * C, E); the head office for the rest.
 */
export const SERVICE_AREA_TABLE: ServiceAreaTable = {
  served: CITIES.map((c) => place(c.city, c.province, SERVED[c.city])),
  onRequest: ON_REQUEST_CITIES.map((c) => place(c, ON_REQUEST[c].province, ON_REQUEST[c])),
  provinceNames: PROVINCE_NAMES,
  officeByDistrict: { A: OTTAWA, B: OTTAWA, C: OTTAWA, E: OTTAWA, G: OTTAWA, H: OTTAWA, J: OTTAWA, K: OTTAWA },
  headOffice: HEAD_OFFICE.city,
};

/** A served city's postal areas, as its page names them ('L6P, L6R, …'); none for a city outside the list. */
export const postalAreasOf = (city: string): readonly string[] => SERVICE_AREA_TABLE.served.find((p) => p.city === city)?.postalAreas ?? [];
