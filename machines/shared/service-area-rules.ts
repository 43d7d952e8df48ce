/**
 * Where we serve, said before a family sends (docs/spec/DECISIONS.md "Where we serve"; decision
 * 0082): one rule from what a family typed (a city, a Canadian postal code, or both) to served, on
 * request or not served, with the city it matched and the nearest office. The places and their
 * postal areas are data (src/content/postal-areas.ts), given as an argument: this module reads
 * nothing else. /locations uses it now; the quiz's location step, the consultation request, the
 * contact form and the chat are to use it the same way.
 */

/** Served: one of the cities and the postal areas its page names. On request: a coordinator confirms a caregiver. */
export type ServiceAnswer = 'served' | 'on-request' | 'not-served';

/** A served or on-request city: its name, other names it is known by, its province, its postal areas (FSAs) and its nearest office. */
export interface ServiceAreaPlace {
  city: string;
  /** Former towns now part of the city ('Etobicoke' for Toronto), matched like its name. */
  otherNames: readonly string[];
  /** A key of the table's `provinceNames` ('Ontario'). */
  province: string;
  /** Forward sortation areas, the postal code's first three characters ('L6Y'), upper case. */
  postalAreas: readonly string[];
  /** The nearest office's city ('Brampton', 'Mississauga', 'Ottawa'). */
  office: string;
}

export interface ServiceAreaTable {
  served: readonly ServiceAreaPlace[];
  onRequest: readonly ServiceAreaPlace[];
  /**
   * Each province's and territory's names as a text may give them ('Quebec', 'Québec', 'QC'): a
   * text that names a province matches only cities of that province ('Waterloo, QC' is not
   * Waterloo, Ontario).
   */
  provinceNames: Readonly<Record<string, readonly string[]>>;
  /** The nearest office for a postal code outside every place, by the code's first letter (its postal district). */
  officeByDistrict: Readonly<Record<string, string>>;
  /** The office for a place known by neither a postal area nor a name. */
  headOffice: string;
}

/** What the rule says about one text. */
export interface ServiceAreaVerdict {
  answer: ServiceAnswer;
  /** The served or on-request city matched; '' when not served. */
  city: string;
  /** The nearest office's city. */
  office: string;
  /** The postal area (FSA) the answer was decided from; '' when it was decided from a name. */
  postalArea: string;
}

/**
 * A postal code's first letter is never D, F, I, O, Q, U, W or Z, and its other letters never D, F,
 * I, O, Q or U (Canada Post). A forward sortation area alone ('L6Y') counts, as typed mid-way; the
 * local delivery unit may follow with a space, a hyphen or nothing ('L6Y 4R2', 'L6Y-4R2', 'l6y4r2').
 */
const POSTAL_CODE = /(?:^|[^\p{L}\p{N}])([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:[ -]?\d[ABCEGHJ-NPRSTV-Z]\d)?(?![\p{L}\p{N}])/iu;

/** The forward sortation area of the first Canadian postal code in a text, upper case ('Laval, h7n 2x4' → 'H7N'); '' when it holds none. */
export function postalAreaIn(text: string): string {
  return POSTAL_CODE.exec(text)?.[1]?.toUpperCase() ?? '';
}

/** A name as the rule compares it: accents, case and punctuation dropped ('Richmond-Hill' → ' richmond hill '), padded for whole words. */
const folded = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Whether a folded text holds one of the names as a whole word. */
const namesAny = (words: string, names: readonly string[]): boolean => names.some((name) => words.includes(folded(name)));

/**
 * The served or on-request place a text names as a whole word, by its name or another name, in a
 * province the text names if it names any. The longest name wins ('Richmond Hill' over a shorter
 * name inside it); between names of one length, a served city over an on-request one.
 */
function placeNamedIn(text: string, table: ServiceAreaTable): { place: ServiceAreaPlace; answer: ServiceAnswer } | undefined {
  const words = folded(text);
  const provinces = Object.keys(table.provinceNames).filter((province) => namesAny(words, table.provinceNames[province] ?? []));
  const candidates = [
    ...table.served.map((place) => ({ place, answer: 'served' as const })),
    ...table.onRequest.map((place) => ({ place, answer: 'on-request' as const })),
  ].filter((candidate) => provinces.length === 0 || provinces.includes(candidate.place.province));
  let best: { place: ServiceAreaPlace; answer: ServiceAnswer; length: number } | undefined;
  for (const candidate of candidates) {
    for (const name of [candidate.place.city, ...candidate.place.otherNames]) {
      const key = folded(name);
      if (words.includes(key) && key.length > (best?.length ?? 0)) best = { ...candidate, length: key.length };
    }
  }
  return best && { place: best.place, answer: best.answer };
}

const verdict = (answer: ServiceAnswer, city: string, office: string, postalArea: string): ServiceAreaVerdict => ({ answer, city, office, postalArea });

/**
 * Served, on request or not served, from a free text: a city's name, a Canadian postal code, or both
 * ('Laval, H7N 2X4'). A postal code decides when there is one, and wins over a name: it says where
 * the home is, while a name may be the nearest big city, a street or a typo. Without one, a served or
 * on-request city's name decides (accents, case and punctuation ignored); anything else is not
 * served, with the office nearest to the postal code's district, or the head office.
 * Null when the text holds nothing to decide from (empty, blanks or punctuation): nothing to say.
 */
export function serviceAreaFor(text: string, table: ServiceAreaTable): ServiceAreaVerdict | null {
  if (folded(text).trim() === '') return null;
  const postalArea = postalAreaIn(text);
  if (postalArea) {
    const served = table.served.find((p) => p.postalAreas.includes(postalArea));
    if (served) return verdict('served', served.city, served.office, postalArea);
    const onRequest = table.onRequest.find((p) => p.postalAreas.includes(postalArea));
    if (onRequest) return verdict('on-request', onRequest.city, onRequest.office, postalArea);
    return verdict('not-served', '', table.officeByDistrict[postalArea.charAt(0)] ?? table.headOffice, postalArea);
  }
  const named = placeNamedIn(text, table);
  if (named) return verdict(named.answer, named.place.city, named.place.office, '');
  return verdict('not-served', '', table.headOffice, '');
}

/**
 * Whether a text being typed may still become a place the rule knows: the start of a served or
 * on-request place's name ('Mont', 'Lav', 'Richmond-H') or of a postal code ('L', 'L6'). A form
 * that answers as the family types holds back a 'not served' while it is so, so a family typing
 * 'Montréal' is not told 'not served' on the way.
 */
export function mayStillNameAPlace(text: string, table: ServiceAreaTable): boolean {
  const typed = folded(text).trim();
  if (/^[a-z]\d?$/.test(typed)) return true;
  return [...table.served, ...table.onRequest].some((place) => [place.city, ...place.otherNames].some((name) => folded(name).trim().startsWith(typed)));
}
