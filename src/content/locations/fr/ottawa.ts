import { CITIES, cityPath } from '../../cities';
import { FRENCH_HOME, frenchPathOf } from '../../french-paths';
import { LOCATIONS_PATH } from '../../navigation';
import { BRAND } from '../../site';
import { profileOf, type CityProfile } from '../profile';
import type { CityRecord } from '../types';

/**
 * Ottawa's city page in Canadian French (decision 0064): the same facts as its English record
 * (src/content/locations/cities-b.ts: the services, the most requested, the neighbourhoods, the
 * families), written for families who live in French. In Ontario a PSW is a préposé(e) aux services
 * de soutien personnel (PSSP).
 */
export const OTTAWA_RECORD_FR: CityRecord = {
  city: 'Ottawa',
  province: 'Ontario',
  hero: {
    headline: 'Soins à domicile pour aînés à Ottawa',
    subheadline: 'De l’aide à la maison en français et en anglais, d’Orléans à Kanata, avec des préposés qui parlent aussi la langue de votre famille.',
    cta: 'Réserver une consultation gratuite',
  },
  intro: [
    'Dans la capitale, bien des parents ont fait carrière dans la fonction publique et souhaitent vieillir dans le bungalow d’Alta Vista, de Westboro ou de Barrhaven qu’ils ont fini de payer depuis longtemps. Maple Hearth envoie des préposés aux services de soutien personnel (PSSP) partout dans la ville et ses banlieues, des deux côtés de la rivière Rideau.',
    'À Ottawa, les familles ont souvent besoin d’une personne qui passe du français à l’anglais pendant la même visite. D’autres demandent l’arabe, le mandarin ou le somali, les langues du souper du dimanche à Hunt Club et à Overbrook. Nous jumelons d’abord selon la langue, puis selon les habitudes, la cuisine et la foi.',
    'Nos préposés connaissent le chemin des campus Civic et Général de L’Hôpital d’Ottawa et de l’Hôpital Queensway Carleton, et peuvent accompagner votre proche à un rendez-vous en autobus d’OC Transpo ou en O-Train. Les trottoirs glacés de l’hiver ne font jamais manquer une visite.',
  ],
  languages: ['Français', 'Arabe', 'Mandarin', 'Somali'],
  services: ['Personal Care', 'Companionship Visits', "Alzheimer's & Dementia Support", 'Meal Support', 'Housekeeping & Home Safety'],
  mostRequested: 'Personal Care',
  neighbourhoods: ['Westboro', 'The Glebe', 'Alta Vista', 'Orléans', 'Kanata', 'Barrhaven', 'Nepean', 'Vanier', 'Hunt Club'],
  testimonials: [
    {
      quote:
        'Quand papa est fatigué, il passe au français, et Mireille le suit tout simplement. Elle l’aide à prendre sa douche, lui fait sa tourtière comme maman la faisait et, les beaux jours, marche avec lui jusqu’à la bibliothèque d’Orléans.',
      name: 'Geneviève',
      city: 'Ottawa',
      relation: 'fille d’un client',
    },
    {
      quote:
        'Ma mère est arrivée de Mogadiscio à cinquante ans et n’a jamais vraiment appris l’anglais. Sa préposée parle somali, prie avec elle et s’assoit à ses côtés à l’Hôpital Général quand les médecins lui expliquent les choses. Pour la première fois, Hooyo comprend ses propres soins.',
      name: 'Abdirahman',
      city: 'Ottawa',
      relation: 'fils d’une cliente',
    },
  ],
};

const OTTAWA = CITIES.find((c) => c.city === 'Ottawa');
if (!OTTAWA) throw new Error('Ottawa is not in the city list (src/content/cities.ts)');
const ENGLISH_PATH = cityPath(OTTAWA);

/** The French page's address, from the one paths table. */
export const OTTAWA_PATH_FR = frenchPathOf(ENGLISH_PATH) ?? ENGLISH_PATH;

/** Its title, description and breadcrumbs: Accueil > Emplacements > Ottawa. */
export const OTTAWA_META_FR = {
  title: `Soins à domicile pour aînés à Ottawa (Ontario) | ${BRAND}`,
  description:
    'Soins à domicile pour les aînés d’Ottawa, d’Orléans à Kanata\u00a0: des préposés qui parlent français, arabe, mandarin ou somali et connaissent les hôpitaux de la ville.',
  breadcrumbs: [
    { name: 'Accueil', path: FRENCH_HOME },
    { name: 'Emplacements', path: frenchPathOf(LOCATIONS_PATH) ?? LOCATIONS_PATH },
    { name: 'Ottawa', path: OTTAWA_PATH_FR },
  ],
} as const;

/** The profile the city template shows: the local phone and the map from the city list, at the French address. */
export const OTTAWA_PROFILE_FR: CityProfile = {
  ...profileOf(OTTAWA, OTTAWA_RECORD_FR, OTTAWA_META_FR),
  path: OTTAWA_PATH_FR,
};
