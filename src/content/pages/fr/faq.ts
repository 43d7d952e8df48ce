import { BRAND, BRAND_SHORT, CONTACT_HOURS, FOUNDED_YEAR, HEAD_OFFICE, LIMITS, PHONE } from '../../site';
import { frenchTime } from '../../french-formats';
import { FRENCH_HOME } from '../../french-paths';
import { SERVICE_AREA_FR } from '../../info-pages/fr/service-area';
import { OFFICES_FR, officeSentenceFr } from '../../locations/fr/offices';
import type { FaqPage } from '../faq';
import { frenchLink } from '../../french-links';

/**
 * /fr/faq: the FAQ in Canadian French (decision 0064), for families, not word for word: the same four
 * groups, the same questions and the same facts (hours, offices, the service area, the 48 hours)
 * read from the same sources. In Ontario a PSW is a préposé(e) aux services de soutien personnel (PSSP).
 */

const DAYS: Readonly<Record<(typeof CONTACT_HOURS)[number]['days'], string>> = {
  'Monday to Friday': 'du lundi au vendredi',
  'Saturday and Sunday': 'le samedi et le dimanche',
};

/** 'du lundi au vendredi, de 8 h à 20 h, et le samedi et le dimanche, de 10 h à 16 h' */
const HOURS_FR = CONTACT_HOURS.map((h) => `${DAYS[h.days]}, de ${frenchTime(h.opens)} à ${frenchTime(h.closes)}`).join(', et ');

/** The languages of the site's structured data (src/content/site.ts STRUCTURED_DATA_FACTS), in French. */
const LANGUAGES_FR = 'l’anglais, le pendjabi, l’hindi, le tagalog et bien d’autres langues';

export const FAQ_META_FR = {
  title: `Questions et réponses sur les soins à domicile | ${BRAND}`,
  description: `Réponses pour les familles sur les soins à domicile pour aînés\u00a0: nos services, la sélection et le jumelage des préposés, la consultation gratuite et des soins en ${LIMITS.careStartHours} heures.`,
  breadcrumbs: [
    { name: 'Accueil', path: FRENCH_HOME },
    { name: 'Foire aux questions', path: '/fr/faq' },
  ],
} as const;

export const FAQ_PAGE_FR: FaqPage = {
  eyebrow: 'Foire aux questions',
  heading: 'Vos questions sur les soins à domicile, nos réponses',
  lead: `Choisir des soins pour une personne qu’on aime soulève bien des questions. Voici celles que les familles nous posent le plus souvent. Si la vôtre n’y est pas, une conseillère ou un conseiller en soins vous répond au ${PHONE.display}.`,
  topicsLabel: 'Sujets des questions',
  groups: [
    {
      id: 'about',
      title: 'À propos de nous',
      items: [
        {
          id: 'who-we-are',
          question: `Qui est ${BRAND}?`,
          answer: `${BRAND} est une agence de soins à domicile pour aînés fondée en ${FOUNDED_YEAR}, dont le siège social est à ${HEAD_OFFICE.city}, en ${HEAD_OFFICE.province}. Notre idée de départ est simple\u00a0: les aînés méritent d’être soignés chez eux, par des personnes qui comprennent leur langue, leur culture et leurs habitudes.`,
        },
        {
          id: 'communities',
          question: 'Dans quelles collectivités offrez-vous vos services?',
          answer: `${SERVICE_AREA_FR.sentence} Toutes nos villes figurent à la page Emplacements. ${SERVICE_AREA_FR.onRequest}`,
        },
        {
          id: 'offices',
          question: 'Où se trouvent vos bureaux?',
          answer: `Nous avons ${OFFICES_FR.length} bureaux. ${OFFICES_FR.map(officeSentenceFr).join(' ')} Les visites se font sur rendez-vous\u00a0: appelez-nous d’abord.`,
        },
        {
          id: 'languages',
          question: 'Quelles langues parlent vos préposés et vos conseillers?',
          answer: `Notre équipe parle ${LANGUAGES_FR}, dont le français. Dites-nous dans quelle langue votre proche se sent le plus à l’aise, et nous ferons tout pour lui trouver une personne qui la parle.`,
        },
        {
          id: 'office-hours',
          question: 'Quand peut-on joindre votre bureau?',
          answer: `Nos conseillers en soins répondent au téléphone ${HOURS_FR}. Nous avons aussi une ligne d’urgence ouverte jour et nuit pour nos clients actuels\u00a0: une fois les soins commencés, l’aide n’est jamais loin.`,
        },
        {
          id: 'franchise',
          question: `Peut-on ouvrir une franchise ${BRAND_SHORT}?`,
          answer:
            'Oui. Notre programme de franchise s’adresse aux personnes qui veulent offrir, dans leur propre collectivité, des soins pour aînés adaptés à leur culture. Notre page sur les franchises, en anglais, explique son fonctionnement et permet de demander une trousse d’information gratuite.',
        },
      ],
    },
    {
      id: 'our-services',
      title: 'Nos services',
      items: [
        {
          id: 'kinds-of-care',
          question: 'Quels types de soins offrez-vous?',
          answer:
            'Nous offrons des soins personnels, de la compagnie, des soins pour la maladie d’Alzheimer et les autres démences, du répit pour les proches aidants, des soins à domicile 24 heures sur 24 avec une personne qui habite chez vous et des soins de fin de vie empreints de compassion. Nous aidons aussi à préparer les repas, à faire l’entretien ménager léger, à rendre la maison plus sûre, à se rendre aux rendez-vous et à faire les courses, et nous soutenons les personnes atteintes de maladies chroniques en prévenant les chutes.',
        },
        {
          id: 'how-quickly',
          question: 'Les soins peuvent-ils commencer rapidement?',
          answer: `Les soins peuvent habituellement commencer dans les ${LIMITS.careStartHours} heures suivant votre premier appel. Si c’est urgent, dites-le à votre conseillère ou à votre conseiller\u00a0: nous chercherons une personne tout près qui peut commencer plus tôt.`,
        },
        {
          id: 'evenings-weekends',
          question: 'Offrez-vous des soins le soir, la fin de semaine et les jours fériés?',
          answer:
            'Oui. Nous offrons des soins 24 heures sur 24, 7 jours sur 7, 365 jours par année, jours fériés compris. Des visites de nuit et des soins avec une personne qui habite chez vous sont possibles quand votre proche ne devrait pas rester seul la nuit.',
        },
        {
          id: 'hospital-discharge',
          question: 'Pouvez-vous nous aider quand mon père ou ma mère sort de l’hôpital?',
          answer:
            'Oui. Le retour de l’hôpital est l’un des moments où les familles nous appellent le plus. Une personne soignante peut être prête pour le retour à la maison, aider aux repas, à la toilette et aux déplacements dans la maison, et suivre les consignes de sortie de l’équipe de l’hôpital.',
        },
        {
          id: 'dementia',
          question: 'Pouvez-vous aider mon parent atteint de démence ou d’une maladie chronique à vivre chez lui en sécurité?',
          answer:
            'Oui. Notre soutien mise sur des routines calmes, des rappels de médicaments, des activités douces et l’attention aux premiers changements. Nous repérons aussi les risques de chute dans la maison, comme les tapis qui glissent, un éclairage faible ou des objets hors de portée, et nous proposons des solutions simples.',
        },
        {
          id: 'family-updates',
          question: 'Comment notre famille saura-t-elle comment s’est passée chaque visite?',
          answer:
            'Grâce à notre portail des familles, où les préposés laissent des notes de visite que vous pouvez lire où que vous soyez, que vous habitiez à côté ou à l’autre bout du pays. Vous y voyez aussi l’horaire et le plan de soins, et vous pouvez écrire à l’équipe de soins.',
        },
      ],
    },
    {
      id: 'caregivers-and-trust',
      title: 'Nos préposés et la confiance',
      items: [
        {
          id: 'screening',
          question: 'Comment choisissez-vous vos préposés?',
          answer:
            'Chaque préposé passe une vérification des antécédents en vue d’un travail auprès de personnes vulnérables, une vérification des références et une entrevue en personne avant de visiter un client. Notre assurance responsabilité les couvre pendant qu’ils prennent soin de votre proche.',
        },
        {
          id: 'training',
          question: 'Quelle formation vos préposés ont-ils?',
          answer:
            'Beaucoup de nos préposés sont des préposés aux services de soutien personnel (PSSP), et tous suivent notre formation d’accueil rémunérée avant leur premier jumelage. Elle porte sur les transferts sécuritaires, la prévention des infections, la communication avec les personnes atteintes de démence et le respect de la dignité et de la vie privée, et elle est mise à jour régulièrement par la suite.',
        },
        {
          id: 'matching',
          question: 'Pouvons-nous demander une personne qui partage notre langue, notre culture ou notre sexe?',
          answer:
            'Oui. Nous jumelons les préposés selon la langue, la culture, la foi et les habitudes alimentaires, en plus des besoins de soins et de la personnalité. Si votre proche se sentirait plus à l’aise avec une personne du même sexe, dites-le-nous et nous nous en occupons.',
        },
        {
          id: 'caregiver-change',
          question: 'Et si ma mère ne s’entend pas avec sa préposée?',
          answer:
            'Cela arrive, et personne n’a à se sentir mal à l’aise. Dites à votre conseillère ou à votre conseiller ce qui ne va pas, et nous vous présenterons une autre personne qui conviendra mieux.',
        },
        {
          id: 'quality',
          question: 'Qui veille à la qualité des soins?',
          answer:
            'Une superviseure ou un superviseur des soins passe régulièrement à la maison pour voir comment les choses se passent, revoir le plan de soins avec votre famille et épauler le préposé. Nous mettons le plan à jour chaque fois que les besoins changent, par exemple après une chute ou un séjour à l’hôpital.',
        },
        {
          id: 'after-hours',
          question: 'Qui appeler si quelque chose arrive en dehors des heures de bureau?',
          answer: `Nos clients actuels et leurs familles peuvent appeler notre ligne de soutien aux familles, ouverte jour et nuit, au numéro inscrit dans leur entente de service\u00a0: une vraie personne répond, de jour comme de nuit. Les nouvelles familles peuvent appeler le ${PHONE.display}, ${HOURS_FR}. En cas d’urgence médicale, faites toujours d’abord le 911.`,
        },
      ],
    },
    {
      id: 'pricing-and-process',
      title: 'Coûts et démarches',
      items: [
        {
          id: 'free-consultation',
          question: 'La consultation est-elle vraiment gratuite?',
          answer:
            'Oui. La consultation est gratuite et ne vous engage à rien. C’est simplement l’occasion de parler des besoins de votre proche et de recevoir des conseils honnêtes.',
        },
        {
          id: 'cost',
          question: 'Combien coûtent les soins à domicile?',
          answer:
            'Chaque plan de soins est chiffré après la consultation gratuite, selon le nombre d’heures et le type de soutien dont votre proche a besoin. Pour une estimation immédiate avant d’appeler, essayez notre calculateur du coût des soins ou notre questionnaire «\u00a0Trouver votre plan de soins\u00a0».',
        },
        {
          id: 'minimum-visit',
          question: 'Les visites ont-elles une durée minimale?',
          answer:
            'Oui, les visites ont une courte durée minimale pour que la personne ait le temps d’aider sans se presser. Votre conseillère ou votre conseiller vous confirme le minimum dans votre région et bâtit l’horaire en conséquence.',
        },
        {
          id: 'cancel',
          question: 'Que faire si nous devons annuler ou déplacer une visite?',
          answer:
            'Prévenez-nous le plus tôt possible. Le préavis demandé est écrit clairement dans votre entente de service, et votre conseillère ou votre conseiller vous l’explique avant le début des soins.',
        },
        {
          id: 'government-funding',
          question: 'Les soins à domicile financés par le gouvernement couvrent-ils une partie des soins?',
          answer:
            'En Ontario, les soins à domicile financés par l’État sont organisés par Santé à domicile Ontario après une évaluation, et ils peuvent couvrir certaines heures de soins. Bien des familles y ajoutent nos soins privés pour combler les besoins, comme les soirs, les fins de semaine, la compagnie ou la présence de nuit.',
        },
        {
          id: 'get-started',
          question: 'Comment commencer?',
          answer: `Appelez-nous sans frais au ${PHONE.display} ou remplissez notre formulaire de contact. Une conseillère ou un conseiller vous répond en un jour ouvrable pour fixer votre consultation gratuite et, quand vous êtes prêts, vous présenter la personne jumelée à votre proche.`,
        },
      ],
    },
  ],
  stillHaveQuestions: {
    heading: 'Vous avez encore des questions?',
    text: `Une conseillère ou un conseiller en soins en parlera volontiers avec vous, gratuitement et sans engagement. Écrivez-nous, ou répondez à ${LIMITS.quizSteps} questions rapides et nous vous proposerons un plan de soins.`,
    contact: frenchLink('Parler à un conseiller en soins', '/contact-us'),
    quiz: frenchLink('Trouver votre plan de soins', '/find-your-care-plan'),
  },
};
