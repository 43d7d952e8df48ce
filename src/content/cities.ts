/**
 * The 24 cities of the location dataset (docs/spec/SPEC.md §2.3), in the spec's order, with the area codes
 * of docs/spec/DECISIONS.md "city phone numbers". Full city records (hero, intro, neighbourhoods...) extend these in a later step.
 */

export type Province = 'Ontario' | 'British Columbia' | 'Alberta' | 'Manitoba' | 'Saskatchewan';

export interface CityName {
  city: string;
  /** Route slug: `senior-care-{city}`. */
  slug: string;
  province: Province;
  areaCode: '905' | '416' | '604' | '403' | '613' | '519' | '705' | '780' | '250' | '204' | '306';
}

const city = (name: string, key: string, province: Province, areaCode: CityName['areaCode']): CityName => ({
  city: name,
  slug: `senior-care-${key}`,
  province,
  areaCode,
});

export const CITIES: readonly CityName[] = [
  city('Brampton', 'brampton', 'Ontario', '905'),
  city('Mississauga', 'mississauga', 'Ontario', '905'),
  city('Toronto', 'toronto', 'Ontario', '416'),
  city('Scarborough', 'scarborough', 'Ontario', '416'),
  city('Vancouver', 'vancouver', 'British Columbia', '604'),
  city('Calgary', 'calgary', 'Alberta', '403'),
  city('Ottawa', 'ottawa', 'Ontario', '613'),
  city('Vaughan', 'vaughan', 'Ontario', '905'),
  city('Markham', 'markham', 'Ontario', '905'),
  city('Richmond Hill', 'richmond-hill', 'Ontario', '905'),
  city('Oakville', 'oakville', 'Ontario', '905'),
  city('Burlington', 'burlington', 'Ontario', '905'),
  city('Hamilton', 'hamilton', 'Ontario', '905'),
  city('London', 'london', 'Ontario', '519'),
  city('Kitchener', 'kitchener', 'Ontario', '519'),
  city('Waterloo', 'waterloo', 'Ontario', '519'),
  city('Guelph', 'guelph', 'Ontario', '519'),
  city('Barrie', 'barrie', 'Ontario', '705'),
  city('Windsor', 'windsor', 'Ontario', '519'),
  city('Edmonton', 'edmonton', 'Alberta', '780'),
  city('Victoria', 'victoria', 'British Columbia', '250'),
  city('Winnipeg', 'winnipeg', 'Manitoba', '204'),
  city('Saskatoon', 'saskatoon', 'Saskatchewan', '306'),
  city('Regina', 'regina', 'Saskatchewan', '306'),
];

export const cityPath = (c: Pick<CityName, 'slug'>): string => `/${c.slug}`;

/** A fictional local number: the city's area code + 555-01xx (reserved for fiction). */
export function cityPhone(c: CityName): { display: string; href: string } {
  const line = String(101 + CITIES.indexOf(c)).padStart(4, '0');
  return { display: `(${c.areaCode}) 555-${line}`, href: `tel:+1${c.areaCode}555${line}` };
}

export function findCity(name: string): CityName | undefined {
  return CITIES.find((c) => c.city === name);
}
