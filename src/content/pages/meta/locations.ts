import { SERVICE_AREA } from '../../service-area';
import { BRAND } from '../../site';

/** /locations (docs/spec/DECISIONS.md "/locations"): every city page, the offices and the language pages. */
export const LOCATIONS_META = {
  title: `Locations: Senior Home Care in ${SERVICE_AREA.cityCount} Canadian Cities | ${BRAND}`,
  description: `Find Maple Hearth home care near you: ${SERVICE_AREA.cityCount} cities in ${SERVICE_AREA.provinces}, our offices, and care in your language.`,
} as const;
