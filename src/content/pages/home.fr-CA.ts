import { CONSULTATION_PATH } from '../navigation';
import { frenchLink } from '../french-links';
import { CONTACT_HOURS_TEXT_FR, OFFICE_CLOCK_FR } from '../site.fr-CA';
import { deLieu } from '../french-formats';
import { OTHER_OFFICE_CITIES, SERVICE_AREA, SERVICE_PROVINCES } from '../service-area';
import { BRAND, BRAND_SHORT, HEAD_OFFICE, LIMITS, PHONE } from '../site';
import { HOME_TESTIMONIALS } from '../testimonials';
import { HOME_COMMUNITIES, HOME_FEATURED_QUOTE, HOME_PRESS } from './home';
import type { HomeWords } from './home-words';

/**
 * The home page in Canadian French (decision 0062): the English page's facts and no new claim,
 * written for families in Ontario and Quebec, not word for word. A PSW is a préposé(e) aux
 * services de soutien personnel (PSSP), as Ontario says it. Links to pages that are not in French
 * yet lead to the English page and say so (`frenchLink`).
 */

/** "Brampton, Mississauga et Hamilton". */
const listFr = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

const NUMBERS_FR = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'] as const;

/** The provinces as French names them, with their article ("l’Ontario", "la Colombie-Britannique"). */
const PROVINCES_FR: Readonly<Record<string, string>> = {
  Ontario: 'l’Ontario',
  'British Columbia': 'la Colombie-Britannique',
  Alberta: 'l’Alberta',
  Manitoba: 'le Manitoba',
  Saskatchewan: 'la Saskatchewan',
  Quebec: 'le Québec',
  'Nova Scotia': 'la Nouvelle-Écosse',
};

const provinceName = (province: string): string => {
  const name = PROVINCES_FR[province];
  if (!name) throw new Error(`No French name for the province ${province}`);
  return name;
};

/** "24 villes de cinq provinces". */
const AREA = `${SERVICE_AREA.cityCount} villes de ${NUMBERS_FR[SERVICE_AREA.provinceCount] ?? SERVICE_AREA.provinceCount} provinces`;
const AREA_SENTENCE =
  `De notre siège social ${deLieu(HEAD_OFFICE.city)} et de nos bureaux ${listFr(OTHER_OFFICE_CITIES.map(deLieu))}, nos préposés se rendent chez des familles ` +
  `dans ${AREA}\u00a0: ${listFr(SERVICE_PROVINCES.map(provinceName))}.`;

const HOURS = LIMITS.careStartHours;

/** The three stories of the carousel, told in French by the same families. */
const STORIES_FR: Readonly<Record<string, string>> = {
  Harpreet:
    'Mon père ne parle que le pendjabi et, après son AVC, il ne parlait plus à personne. En deux jours, Maple Hearth lui a trouvé Gurjit, qui cuisine son dal comme le faisait ma mère. Maintenant, il l’attend à la fenêtre tous les matins.',
  Maria:
    'Nous étions épuisés à force de jongler avec les horaires autour de la démence de Lola. Les visites de répit nous ont rendu nos fins de semaine, et la préposée nous laisse une note après chaque visite\u00a0: nous savons toujours comment s’est passée sa journée.',
  David:
    'Après l’opération à la hanche de maman, l’hôpital voulait un plan pour le vendredi. Un appel le mercredi, et une préposée était à la maison le jeudi, avec la marchette installée et la salle de bain sécurisée. Professionnelle, chaleureuse et toujours à l’heure.',
};

export const HOME_WORDS_FR = {
  meta: {
    title: `Soins à domicile pour aînés dans ${SERVICE_AREA.cityCount} villes | ${BRAND}`,
    description:
      'Des préposés vérifiés, assurés et choisis selon votre culture pour les aînés à domicile\u00a0: soins personnels, compagnie, démence, répit et soins 24/7.',
  },
  hero: {
    eyebrow: `Soins à domicile pour aînés dans ${AREA}`,
    heading: 'Des soins bienveillants pour les aînés, là où vous êtes.',
    lead: `Des soins tout près. Un soutien qui va loin. Nos préposés, choisis avec soin, parlent la langue de votre famille, respectent vos traditions et peuvent habituellement commencer en moins de ${HOURS} heures.`,
    primaryCta: frenchLink('Réserver une consultation gratuite', CONSULTATION_PATH),
    secondaryCta: frenchLink('Trouver votre plan de soins', '/find-your-care-plan'),
    trustLabel: 'Pourquoi les familles nous font confiance',
    trustBadges: [
      {
        title: 'Des préposés vérifiés et assurés',
        detail: 'Chaque préposé a réussi une vérification des antécédents en vue d’un travail auprès de personnes vulnérables et est entièrement assuré.',
      },
      {
        title: 'Du soutien aux familles 24 heures sur 24',
        detail: `Nos clients actuels joignent une vraie personne sur notre ligne 24/7, de jour comme de nuit. Les nouvelles familles peuvent parler à un conseiller en soins ${CONTACT_HOURS_TEXT_FR} (${OFFICE_CLOCK_FR}).`,
      },
      {
        title: 'Des soins qui respectent votre culture',
        detail: 'Des préposés choisis selon la langue, la foi, l’alimentation et les coutumes, et pas seulement selon l’horaire.',
      },
    ],
    illustrationAlt: 'Illustration d’une préposée et d’une aînée qui prennent le thé près d’un foyer chaleureux, dans une maison familiale',
  },
  press: {
    heading: 'Ils parlent de nous',
    // The publications keep their names.
    logos: HOME_PRESS.logos,
    link: frenchLink('Visiter notre salle de presse', HOME_PRESS.link.to),
  },
  services: {
    heading: 'Des services qui redonnent de l’autonomie',
    lead: 'Des soins qui aident les aînés à continuer de faire ce qu’ils aiment, chez eux, à leur façon.',
    cards: [
      {
        title: 'Soins à domicile',
        text: 'Soins personnels, compagnie, soutien aux personnes atteintes de démence, répit et soins 24 heures sur 24 par des préposés qui partagent votre langue et votre culture.',
        icon: 'home',
      },
      {
        title: 'Programmes de mieux-être',
        text: 'Exercices doux, promenades, planification des repas et activités de mémoire pour garder le corps et l’esprit actifs entre les visites.',
        icon: 'heart',
      },
      {
        title: 'Aide technologique',
        text: 'De l’aide pour les appels vidéo avec la famille, les applications de rappel de médicaments et notre portail des familles, pour que tout le monde reste en contact.',
        icon: 'device',
      },
    ],
    link: frenchLink('Découvrir tous nos services', '/services'),
  },
  voices: {
    heading: 'La parole à notre communauté',
    lead: `Des familles de ${listFr([...new Set(HOME_TESTIMONIALS.map((t) => t.role))])} racontent ce qui a changé quand les soins sont arrivés à la maison.`,
    carouselLabel: 'Témoignages de clients',
    readMore: frenchLink('Lire d’autres témoignages', '/testimonials'),
    testimonials: HOME_TESTIMONIALS.map((t) => {
      const content = STORIES_FR[t.name];
      if (!content) throw new Error(`No French story for ${t.name}`);
      return { ...t, content };
    }),
    carousel: {
      empty: 'Aucun témoignage pour le moment.',
      previous: 'Témoignage précédent',
      next: 'Témoignage suivant',
      pause: 'Mettre en pause le défilement automatique',
      play: 'Lancer le défilement automatique',
      dot: (n, total) => `Afficher le témoignage ${n} sur ${total}`,
      slide: (n, total) => `${n} sur ${total}`,
      rating: (stars) => `Note de ${stars} sur 5`,
      carouselRole: 'carrousel',
      slideRole: 'diapositive',
      dots: 'Choisir un témoignage',
    },
  },
  cta: {
    heading: 'Prêt à parler de soins?',
    lead: 'Appelez-nous ou écrivez-nous\u00a0: un conseiller en soins vous rappellera en moins d’un jour ouvrable. La consultation est gratuite et sans engagement.',
    formHeading: 'Demander un rappel',
    consultation: frenchLink('Réserver une consultation gratuite', CONSULTATION_PATH),
    franchise: frenchLink('Devenir franchisé', '/franchise'),
    guide: frenchLink('Obtenez notre guide gratuit\u00a0: 10 questions à poser avant d’engager un préposé', '/free-care-guide'),
    contact: frenchLink('Nous écrire', '/contact-us'),
    phone: `Appeler le ${PHONE.display}`,
  },
  steps: {
    heading: 'Commencer, c’est simple',
    steps: [
      {
        title: 'Parlez-nous de vos besoins',
        text: 'Appelez-nous ou remplissez un court formulaire. Un conseiller en soins écoute l’histoire de votre famille, vos habitudes et vos inquiétudes.',
      },
      {
        title: 'Rencontrez votre préposé',
        text: 'Nous vous présentons un préposé vérifié, choisi selon les besoins de votre proche, sa langue, sa culture et sa personnalité.',
      },
      {
        title: 'Les soins commencent à la maison',
        text: `Les soins commencent, souvent en moins de ${HOURS} heures, et nous faisons régulièrement le point pour adapter le plan quand les besoins changent.`,
      },
    ],
    stepLabel: (n) => `Étape ${n}\u00a0: `,
  },
  values: {
    heading: 'Nos valeurs',
    values: [
      {
        title: 'L’autonomie',
        text: 'Nous aidons les aînés à faire le plus de choses possible par eux-mêmes, et nous donnons aux familles l’information qu’il faut pour faire des choix éclairés.',
        icon: 'sparkle',
      },
      {
        title: 'La confiance',
        text: 'Des préposés assurés dont les antécédents ont été vérifiés, des plans de soins écrits et des superviseurs qui se déplacent\u00a0: vous savez toujours qui est chez vous.',
        icon: 'shield',
      },
      {
        title: 'L’innovation',
        text: 'Un outil de jumelage, un tableau de bord pour la famille et des notes de visite à lire de partout, pensés pour les familles occupées.',
        icon: 'device',
      },
    ],
  },
  caregivers: {
    heading: 'Quelques-uns de nos préposés',
    lead: 'Des préposés aux services de soutien personnel (PSSP) et des accompagnateurs qui apportent à la maison leur savoir-faire, leur patience et une langue commune.',
    badges: ['Certification Or', 'Vaccination contre la COVID-19', 'Plusieurs langues'],
    badgesLabel: 'Chaque préposé présenté a',
    speaksLabel: 'Langues parlées\u00a0:',
    caregivers: [
      {
        name: 'Gurjit K.',
        role: 'Préposée aux services de soutien personnel (PSSP), Brampton',
        languages: ['pendjabi', 'hindi', 'anglais'],
        bio: 'Onze ans de soins personnels et de soins après un AVC; reconnue pour sa patience et sa cuisine maison.',
      },
      {
        name: 'Rosalind M.',
        role: 'Spécialiste des soins aux personnes atteintes de démence, Mississauga',
        languages: ['tagalog', 'anglais'],
        bio: 'Formée à l’approche douce et persuasive; elle apporte de la musique et de vieilles photos à chaque visite.',
      },
      {
        name: 'Ahmed S.',
        role: 'Préposé résidant, Hamilton',
        languages: ['arabe', 'ourdou', 'anglais'],
        bio: 'Ancien brancardier à l’hôpital, il aide maintenant les aînés après une chirurgie\u00a0: transferts en toute sécurité et promenades quotidiennes.',
      },
    ],
  },
  communities: {
    heading: 'Au service des communautés de l’Ontario',
    lead: `Six des ${AREA} où travaillent nos préposés, chacune avec des préposés de l’endroit qui connaissent le quartier. ${AREA_SENTENCE}`,
    cities: HOME_COMMUNITIES.cities,
    cityLink: frenchLink,
    allLocations: frenchLink('Voir tous les emplacements', '/locations'),
  },
  comparison: {
    heading: 'Comment nous nous comparons',
    caption: `Ce qu’offre ${BRAND} comparé à d’autres agences de soins à domicile`,
    columns: { feature: 'Ce qui est offert', us: BRAND_SHORT, others: 'Autres agences' },
    yes: 'Oui',
    no: 'Non',
    rows: [
      { feature: 'Préposés choisis selon la langue et la culture', us: true, others: false },
      { feature: `Soins qui peuvent commencer en moins de ${HOURS} heures`, us: true, others: false },
      { feature: 'Tableau de bord familial avec notes de visite', us: true, others: false },
      { feature: 'Ligne d’urgence 24/7 pour les clients actuels', us: true, others: false },
    ],
  },
  featuredQuote: {
    heading: 'Dans leurs mots',
    quote:
      'Pour la première fois depuis le diagnostic de papa, je dors toute la nuit. Sa préposée lui parle en tagalog, connaît ses chansons préférées et m’envoie une photo après chaque promenade.',
    name: HOME_FEATURED_QUOTE.name,
    city: HOME_FEATURED_QUOTE.city,
    relation: 'Fille d’un client',
  },
  faq: {
    heading: 'Questions fréquentes',
    items: [
      {
        question: 'En combien de temps les soins peuvent-ils commencer?',
        answer: `Souvent en moins de ${HOURS} heures après votre premier appel. Nous pouvons organiser plus vite des soins urgents au retour de l’hôpital quand un préposé est disponible à proximité.`,
      },
      {
        question: 'Vos préposés sont-ils vérifiés et assurés?',
        answer:
          'Oui. Chaque préposé réussit une vérification des antécédents en vue d’un travail auprès de personnes vulnérables, une vérification des références et une entrevue, et il est couvert par notre assurance responsabilité.',
      },
      {
        question: 'Pouvons-nous choisir un préposé qui parle notre langue?',
        answer:
          'Oui. Nous jumelons les préposés selon la langue, la culture, la foi et les habitudes alimentaires. Notre équipe parle entre autres l’anglais, le pendjabi, le hindi et le tagalog.',
      },
      {
        question: 'La consultation est-elle vraiment gratuite?',
        answer: 'Oui. La consultation sur les soins est gratuite, et vous n’avez aucune obligation de réserver des soins ensuite.',
      },
    ],
    more: frenchLink('Voir toutes les questions', '/faq'),
  },
} satisfies HomeWords;
