import { CITIES, cityPath } from '../content/cities';
import { LANGUAGE_PAGE_META, englishTwinPath } from '../content/locations/meta';
import { FRENCH_LANG, frenchPathOf } from '../content/french-paths';
import { OFFICES, officeDetail } from '../content/offices';
import { LOCATIONS_PAGE } from '../content/pages/locations';
import { LocationsView } from '../features/locations/locations-view';
export { LOCATIONS_META as meta } from '../content/pages/meta/locations';

const DIRECTORY = CITIES.map((c) => ({ city: c.city, province: c.province, path: cityPath(c) }));

const OFFICE_CARDS = OFFICES.map((o) => ({ name: o.name, city: o.city, role: o.role, detail: officeDetail(o), status: o.status }));

/** Each language page, its English twin beside it, and its French twin where it has one (Montreal, decision 0064). */
const LANGUAGES = LANGUAGE_PAGE_META.map((p) => {
  const english = englishTwinPath(p.path);
  const french = frenchPathOf(english);
  return { path: p.path, lang: p.lang, label: p.label, english: { path: english }, ...(french ? { french: { path: french, hrefLang: FRENCH_LANG } } : {}) };
});

/** /locations (docs/spec/DECISIONS.md "/locations"): every city page by province with a filter, the offices, the language pages. */
export default function LocationsPage() {
  return <LocationsView words={LOCATIONS_PAGE} cities={DIRECTORY} offices={OFFICE_CARDS} languages={LANGUAGES} />;
}
