import { useLocation } from 'react-router-dom';
import { cityProfileForPath, type CityProfile } from '../content/locations';
import { LIMITS } from '../content/site';
import { CityLanding } from '../features/locations/city-landing';
import { cityBusinessJsonLd, reviewJsonLd } from '../shared/seo/json-ld';

/** A city page's structured data: the home health care service there (its area and its line), and each family's review. */
export const jsonLd = (path: string) => {
  const profile: CityProfile = cityProfileForPath(path);
  return [
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
};

/** /senior-care-{city} (docs/spec/SPEC.md §2.3): one module for the 24 city pages, which read their city from the path. */
export default function CityPage() {
  const { pathname } = useLocation();
  return <CityLanding profile={cityProfileForPath(pathname)} />;
}
