import { CITIES } from './cities';
import { SERVICE_AREA } from './service-area';

/*
 * One named city's answer (docs/spec/DECISIONS.md "Where the company works"), apart from
 * ./service-area.ts so the pages that need it (city template, language pages) carry it and the
 * first load does not.
 */

/** Is this one of the cities of the list (by name, ignoring case and accents)? */
export function isListedCity(name: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
  return CITIES.some((c) => fold(c.city) === fold(name));
}

/**
 * What the site says about care in one named city: for a city of the list, that caregivers work
 * there; for any other (Montreal, Surrey, Halifax or a city the template does not know), that it
 * is served on request and a coordinator confirms availability.
 */
export function cityServiceNote(city: string): string {
  return isListedCity(city)
    ? `${city} is one of the ${SERVICE_AREA.summary} where our caregivers work.`
    : `${city} is outside the ${SERVICE_AREA.summary} where our caregivers work, so we serve families there on request: ` +
        'a care coordinator confirms whether a caregiver is available before care is arranged.';
}
