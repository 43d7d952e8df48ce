import { useLocation } from 'react-router-dom';
import { CITIES, cityPath } from '../content/cities';
import { languagePageForPath, languageImage } from '../content/locations/language';
import { LANGUAGE_PAGE_META } from '../content/locations/meta';
import { LIMITS } from '../content/site';
import { LanguageLanding } from '../features/locations/language-landing';
import { reviewJsonLd, serviceJsonLd } from '../shared/seo/json-ld';

/** Each language page's structured data: language-matched home care in its city, and the family's review. */
export const jsonLd = (path: string) => {
  const page = languagePageForPath(path);
  const meta = LANGUAGE_PAGE_META.find((m) => m.path === path);
  if (!page || !meta) return [];
  return [
    serviceJsonLd({ title: page.hero.headline, description: meta.description, path, serviceType: `${page.language}-speaking in-home senior care` }),
    reviewJsonLd({ name: page.testimonial.name, content: page.testimonial.quote, rating: LIMITS.testimonialRating }),
  ];
};

/** /care/{language}-in-{city} (docs/spec/SPEC.md §2.1): one module for the five language pages, which read theirs from the path. */
export default function LanguagePageView() {
  const { pathname } = useLocation();
  const page = languagePageForPath(pathname);
  if (!page) return null;
  const city = CITIES.find((c) => c.city === page.city);
  return <LanguageLanding page={page} image={languageImage(page)} cityPath={city && cityPath(city)} />;
}
