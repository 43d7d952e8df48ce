import type { CityProfile } from '../content/locations/profile';
import { CityLanding } from '../features/locations/city-landing';
import { cityJsonLd } from '../features/locations/city-json-ld';
import { CITY_PAGE_TEXT } from '../content/pages/locations';

export { cityJsonLd };

/**
 * /senior-care-{city} (docs/spec/SPEC.md §2.3): one module for the 24 city pages. The route
 * registry loads the city's profile with it and passes it in (src/app/routes.ts).
 */
/** The module as the route registry sees it. */
export interface CityPageModule {
  default: typeof CityPage;
  cityJsonLd: typeof cityJsonLd;
}

export default function CityPage({ profile }: { profile: CityProfile }) {
  return <CityLanding profile={profile} words={CITY_PAGE_TEXT} />;
}
