import { cityPath, cityPhone, type CityName } from '../cities';
import { cityServiceNote } from '../city-service';
import { postalAreasOf } from '../postal-areas';
import { PHONE, coordinatorMailbox } from '../site';
import { KNOWN_CITY_PROFILES } from './known-cities';
import type { LocationMeta } from './city-meta';
import { LOCATION_SERVICE_NAMES, type CityCoordinator, type CityRecord, type CityTestimonial } from './types';

/** The map provider the city pages frame, and only on request (docs/spec/DECISIONS.md "Maps on city pages"; the CSP's `frame-src`). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

/** The embeddable map of a city (docs/spec/SPEC.md §3 `mapUrl`): the area, not a street address. */
export const mapEmbedUrl = (city: string, province: string): string => `${MAP_EMBED_ORIGIN}/maps?q=${encodeURIComponent(`${city}, ${province}`)}&output=embed`;

/** A route slug from a city's name: 'Trois-Rivières' → 'senior-care-trois-rivieres'. */
export const citySlug = (city: string): string =>
  `senior-care-${city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * Everything the city landing template shows for one city (docs/spec/SPEC.md §3 "City / location record"):
 * the written record, with the route, the local phone, the map and the title and description.
 */
export interface CityProfile extends Omit<CityRecord, 'province' | 'coordinator'> {
  /** False for the generic profile of a city the template does not know. */
  known: boolean;
  slug: string;
  path: string;
  province: string;
  phone: { display: string; href: string; e164: string };
  mapUrl: string;
  /** The postal areas (FSAs) around the city that we serve, which its page names (src/content/postal-areas.ts); none for a city outside the list. */
  postalAreas: readonly string[];
  metaTitle: string;
  metaDescription: string;
  coordinator?: CityCoordinator;
  /** The coordinator's local address, derived from the slug (brampton@maplehearth.ca). */
  coordinatorEmail?: string;
}

/** Shown where the template has no family's words for a city (docs/spec/SPEC.md §8 "Unknown city"). */
export const PLACEHOLDER_TESTIMONIAL: CityTestimonial = {
  quote:
    'Maple Hearth matched my mother with a caregiver who speaks her language and knows her routines. We finally feel she is safe at home, and we are not doing it alone.',
  name: 'A Maple Hearth family',
  city: 'Canada',
};

/** A city's profile from its written record and its title and description (CITY_META's): the route, the local phone, the map. */
export function profileOf(name: CityName, record: CityRecord, meta: LocationMeta | undefined): CityProfile {
  if (record.city !== name.city || !meta) throw new Error(`No city record or title for ${name.city}`);
  const phone = cityPhone(name);
  const key = name.slug.replace(/^senior-care-/, '');
  return {
    ...record,
    known: true,
    slug: name.slug,
    path: cityPath(name),
    phone: { ...phone, e164: phone.href.replace(/^tel:/, '') },
    mapUrl: mapEmbedUrl(name.city, name.province),
    postalAreas: postalAreasOf(name.city),
    metaTitle: meta.title,
    metaDescription: meta.description,
    ...(record.coordinator ? { coordinatorEmail: coordinatorMailbox(key) } : {}),
  };
}

/**
 * The profile of a city the template has no record for (docs/spec/SPEC.md §2.3): the services every office
 * offers, the city's name where a record would speak of it, and a placeholder testimonial. The
 * template also knows Montreal, Surrey and Halifax: their intro and neighbourhoods replace the
 * generic ones.
 */
export function genericCityProfile(city: string): CityProfile {
  const known = KNOWN_CITY_PROFILES.find((c) => c.city === city);
  const slug = citySlug(city);
  const where = known ? `${city}, ${known.province}` : city;
  return {
    known: Boolean(known),
    city,
    slug,
    path: `/${slug}`,
    province: known?.province ?? '',
    hero: {
      headline: `In-Home Senior Care in ${city}`,
      subheadline: 'Personal support workers matched to your loved one’s language, culture and routines.',
      cta: 'Book a Free Care Consultation',
    },
    // Outside the city list: served on request (docs/spec/DECISIONS.md "Where the company works"), said as everywhere else.
    intro: known
      ? [known.intro, cityServiceNote(city)]
      : [
          `Families in ${city} can reach Maple Hearth Home Care for help at home: personal care, companionship, meals and support for memory loss, planned around the person and not the clock.`,
          cityServiceNote(city),
        ],
    languages: ['English', 'French'],
    services: [...LOCATION_SERVICE_NAMES],
    mostRequested: 'Personal Care',
    neighbourhoods: known ? known.neighbourhoods : [],
    testimonials: [PLACEHOLDER_TESTIMONIAL],
    phone: { ...PHONE },
    mapUrl: mapEmbedUrl(city, known?.province ?? 'Canada'),
    postalAreas: [],
    metaTitle: `Senior Home Care in ${city} | Maple Hearth Home Care`,
    metaDescription: `In-home senior care in ${where}: personal care, companionship, dementia support and meals from caregivers matched to your family’s language and culture.`,
  };
}
