import { deLieu } from './french-formats';
import { frenchPathOf } from './french-paths';
import { VILLES_SUR_DEMANDE, listeEnMots, nombreEnLettres } from './info-pages/fr/service-area';
import { HEADER_LINKS } from './navigation';
import { ON_REQUEST_CITIES, SERVICE_AREA, type OnRequestCity } from './service-area';
import type { ServiceAreaAnswerWords } from './service-area-answer';
import { PHONE } from './site';

/** A city's name in French: the on-request cities' own ('Montréal'), the list's as they are. */
const nomDeVille = (city: string): string => VILLES_SUR_DEMANDE[city as OnRequestCity] ?? city;

const VILLES = `${SERVICE_AREA.cityCount} villes de ${nombreEnLettres(SERVICE_AREA.provinceCount)} provinces`;

/** Where we serve, in Canadian French (the interface and the English: ./service-area-answer.ts). */
export const SERVICE_AREA_ANSWER_FR: ServiceAreaAnswerWords = {
  cityName: nomDeVille,
  served: {
    heading: (city) => `Oui, nos préposés se rendent à ${city}`,
    text: (city, postalArea) =>
      postalArea
        ? `Le secteur postal ${postalArea} fait partie des secteurs autour ${deLieu(city)} où nos préposés se rendent chez les familles.`
        : `Nos préposés se rendent chez les familles ${deLieu(city)} et des secteurs postaux qui l’entourent.`,
  },
  onRequest: {
    heading: (city) => `${city}\u00a0: sur demande`,
    text: (city) =>
      `${city} ne fait pas partie des ${VILLES} où travaillent nos préposés\u00a0: nous y servons les familles sur demande, ` +
      `et une coordonnatrice ou un coordonnateur des soins confirme qu’une personne est disponible avant d’organiser les soins. ` +
      `Appelez-nous au ${PHONE.display} ou envoyez-nous votre question.`,
    ask: (city) => `Poser une question sur les soins à ${city}`,
  },
  notServed: {
    heading: (place, isPostalArea) =>
      isPostalArea ? `Nous ne servons pas encore le secteur postal ${place}` : `Nous ne servons pas encore «\u00a0${place}\u00a0»`,
    text:
      `Nos préposés travaillent dans ${VILLES}, et sur demande à ${listeEnMots(ON_REQUEST_CITIES.map(nomDeVille))}. ` +
      `Vous pouvez tout de même nous appeler au ${PHONE.display} ou nous envoyer votre question.`,
    ask: 'Nous envoyer votre question quand même',
  },
  call: { label: `Appeler le ${PHONE.display}`, href: PHONE.href },
  contactPath: frenchPathOf(HEADER_LINKS.contact.to) ?? HEADER_LINKS.contact.to,
};
