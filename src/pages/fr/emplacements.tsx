import { DIRECTORY_FR, LANGUAGES_FR, LOCATIONS_META_FR, LOCATIONS_WORDS_FR, OFFICE_CARDS_FR } from '../../content/locations/fr/locations';
import { LocationsView } from '../../features/locations/locations-view';

// In French: its title, description and breadcrumbs (Accueil > Emplacements) come with its chunk (decision 0064).
export const meta = LOCATIONS_META_FR;

/** /fr/emplacements: the cities by province, the offices and the language pages, in Canadian French. */
export default function LocationsPageFr() {
  return <LocationsView words={LOCATIONS_WORDS_FR} cities={DIRECTORY_FR} offices={OFFICE_CARDS_FR} languages={LANGUAGES_FR} />;
}
