import type { CityProfile } from '../../content/locations/profile';
import { LIMITS } from '../../content/site';
import { reviewJsonLd } from '../../shared/seo/json-ld';
import { cityBusinessJsonLd } from '../../shared/seo/city-business-json-ld';

/** A city page's structured data (in either language): the home health care service there (its area and its line), and each family's review. */
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
