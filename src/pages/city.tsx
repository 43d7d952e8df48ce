import type { CityProfile } from '../content/locations/profile';
import { LIMITS } from '../content/site';
import { CityLanding } from '../features/locations/city-landing';
import { reviewJsonLd } from '../shared/seo/json-ld';
import { cityBusinessJsonLd } from '../shared/seo/city-business-json-ld';

/** A city page's structured data: the home health care service there (its area and its line), and each family's review. */
export const cityJsonLd = (profile: CityProfile) => [
  cityBusinessJsonLd({
    city: profile.city,
    province: profile.province,
    path: profile.path,
    description: profile.metaDescription,
    telephone: profile.phone.e164,
    languages: profile.languages,
  }),
  ...profile.testimonials.map((t) => reviewJsonLd({ name: t.name, content: t.quote, rating: LIMITS.testimonialRating })),
];

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
  return <CityLanding profile={profile} />;
}
