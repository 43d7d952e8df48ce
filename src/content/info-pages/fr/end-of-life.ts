import type { ServicePageContent } from '../types';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/soins-de-fin-de-vie: the end-of-life care page (/services/end-of-life-care) in Canadian French. */
export const END_OF_LIFE_PAGE_FR: ServicePageContent = {
  serviceType: 'PalliativeCare',
  hero: {
    eyebrow: 'Soins de fin de vie à domicile',
    heading: 'Confort, dignité et présence à la maison',
    lead: 'Quand le temps devient précieux, bien des gens souhaitent être chez eux, entourés de leurs choses et des personnes qu’ils aiment. Nos préposés aident à rendre cela possible, discrètement et avec grand respect, aux côtés de votre équipe de soins palliatifs.',
    highlights: [
      'Une présence le jour, la nuit ou en continu',
      'Le respect de chaque foi, de chaque culture et des traditions familiales',
      'Des préposés d’expérience en soins palliatifs',
    ],
    actions: [frenchAction('Parlez-nous', '/contact-us'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'care-aspects',
      heading: 'Comment nous accompagnons la fin de vie',
      intro: 'Notre rôle est de garder votre proche confortable et d’alléger la charge de la famille, pour que le temps passé ensemble vous appartienne.',
      items: [
        {
          title: 'Confort et soulagement des symptômes',
          text: 'Changer doucement de position, soigner la bouche et la peau, aider à boire et à manger selon l’appétit, et surveiller la douleur ou l’essoufflement pour avertir l’infirmière sans tarder.',
        },
        {
          title: 'Soutien moral et spirituel',
          text: 'Une présence calme et sans hâte\u00a0: lire à voix haute, faire jouer sa musique préférée, rester ensemble en silence, et faire place à la prière, aux rites et aux visites des guides spirituels.',
        },
        {
          title: 'Répit et soutien pour la famille',
          text: 'Un préposé peut rester toute la nuit ou quelques heures le jour, pour que la famille puisse dormir, prendre un vrai repas ou simplement sortir prendre l’air.',
        },
        {
          title: 'Communication et coordination',
          text: 'Nous suivons le plan établi par le médecin et l’équipe infirmière en soins palliatifs, tenons un journal simple et informons la famille et l’équipe soignante des changements au fur et à mesure.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'what-to-expect',
      heading: 'Ce à quoi votre famille peut s’attendre',
      intro: 'Chaque famille et chaque adieu sont différents. Voici ce à quoi nous tenons dans chaque maison.',
      items: [
        'Des soins qui suivent les volontés de votre proche et le plan de son équipe de soins palliatifs',
        'Un petit groupe stable de préposés, pour que personne ne soit un inconnu au chevet',
        'Des horaires qui peuvent changer vite, la nuit aussi, selon les besoins',
        'Un respect discret de votre culture, de votre foi, de votre langue et de vos traditions',
        'Quelqu’un sur qui compter, et des réponses honnêtes et douces quand vous ne savez pas ce qui s’en vient',
      ],
    },
    {
      kind: 'quote',
      id: 'family-quote',
      quote:
        'Maman voulait être dans son lit, à regarder son jardin. Notre préposée, Teresa, restait auprès d’elle la nuit pour que mon frère et moi puissions dormir, et elle nous disait toujours avec douceur ce qu’elle avait remarqué. Maman n’a jamais été seule, et nous non plus.',
      name: 'Catherine',
      city: 'Guelph',
      relation: 'Fille d’une cliente',
    },
  ],
  cta: {
    heading: 'Parlons ensemble des soins de fin de vie',
    text: 'Quand vous serez prêt, un conseiller en soins vous écoutera, répondra à vos questions et vous aidera à choisir le soutien le plus utile. Sans aucun engagement.',
    actions: [frenchInquiry('Se renseigner sur les soins de fin de vie'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }, { kind: 'email' }],
  },
};
