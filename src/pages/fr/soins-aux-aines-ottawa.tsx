import { CITY_PAGE_WORDS_FR } from '../../content/locations/fr/city-words';
import { OTTAWA_META_FR, OTTAWA_PROFILE_FR } from '../../content/locations/fr/ottawa';
import { CityLanding } from '../../features/locations/city-landing';
import { cityJsonLd } from '../../features/locations/city-json-ld';

// In French: its title, description and breadcrumbs (Accueil > Emplacements > Ottawa) come with its chunk (decision 0064).
export const meta = OTTAWA_META_FR;
export const jsonLd = cityJsonLd(OTTAWA_PROFILE_FR);

/** /fr/soins-aux-aines-ottawa: Ottawa's city page in French, the city template fed a French profile and French words. */
export default function OttawaPageFr() {
  return <CityLanding profile={OTTAWA_PROFILE_FR} words={CITY_PAGE_WORDS_FR} />;
}
