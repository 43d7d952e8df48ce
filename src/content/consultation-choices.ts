import { CITIES } from './cities';

/**
 * The consultation request's choices as posted, the same from every language's page (the office
 * reads English): each page shows them in its own words. Apart from the English page's words, so
 * the French page fetches these and none of those (decision 0074).
 */

/** The kinds of consultation a family may ask for. */
export const CONSULTATION_KINDS = ['In-home visit', 'Phone call', 'Video call'] as const;

/** The city choice: the city list, then 'Other' (the machine's OTHER_PLACE). */
export const CONSULTATION_CITY_OPTIONS = [...CITIES.map((c) => c.city), 'Other'] as const;
