import { BRAND, FOUNDED_YEAR, HEAD_OFFICE, INFO_EMAIL, PHONE } from '../../site';
import type { LegalWords } from '../legal';
import { CONTENTS_HEADING_FR, TITLE_SUFFIX_FR, lastUpdatedFr } from './common';

/**
 * The privacy policy in Canadian French (decision 0062): what the English policy says, no more and
 * no less, for readers in Ontario and Quebec. The chat is in English: its button is quoted as it reads.
 */
export const PRIVACY_POLICY_FR = {
  title: `Politique de confidentialité${TITLE_SUFFIX_FR}`,
  description:
    'Ce que Maple Hearth Home Care recueille par les formulaires de son site, comment FormSubmit les transmet, comment nous utilisons vos renseignements et vos droits.',
  contentsHeading: CONTENTS_HEADING_FR,
  dateLine: lastUpdatedFr,
  document: {
    heading: 'Politique de confidentialité',
    intro: `Cette politique explique, en termes simples, quels renseignements personnels ${BRAND} recueille par ce site Web, pourquoi nous les recueillons et quels choix s’offrent à vous. Nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Qui nous sommes',
        paragraphs: [
          `${BRAND} est une agence de soins à domicile pour aînés fondée en ${FOUNDED_YEAR}, dont le siège social est à ${HEAD_OFFICE.city} (${HEAD_OFFICE.province}), au Canada.`,
          `Nous sommes responsables des renseignements personnels que vous nous envoyez par ce site Web. Notre responsable de la protection des renseignements personnels répond à vos questions sur cette politique à ${INFO_EMAIL} ou au ${PHONE.display}.`,
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Ce que nous recueillons',
        paragraphs: [
          'Nous recueillons seulement ce que vous choisissez d’inscrire dans l’un de nos formulaires\u00a0: le formulaire de contact, l’inscription à l’infolettre, la demande d’emploi, la demande de franchise, la demande de partenariat et les deux formulaires du clavardage (un message quand nous sommes fermés, et une conversation envoyée à une coordonnatrice ou un coordonnateur des soins). Selon le formulaire, il peut s’agir\u00a0:',
          'Le site n’a ni comptes, ni ouverture de session, ni paiement en ligne\u00a0: nous ne vous demandons donc jamais de mot de passe ni de numéro de carte de crédit. Le bouton d’achat de notre boutique ne conclut pas encore d’achat.',
        ],
        list: [
          'de vos nom, numéro de téléphone et adresse courriel',
          'de votre message, de votre ville ou de votre code postal',
          'de votre rôle (par exemple fille, fils ou préposé professionnel)',
          'pour les candidats à un emploi\u00a0: de vos disponibilités et de vos certifications',
          'pour les candidats à une franchise\u00a0: de la région souhaitée et de votre expérience',
          'd’un curriculum vitæ ou d’un profil d’entreprise que vous choisissez de joindre',
        ],
      },
      {
        id: 'how-forms-are-delivered',
        heading: 'Comment votre formulaire nous parvient',
        paragraphs: [
          `Quand vous appuyez sur le bouton d’envoi d’un formulaire, votre navigateur envoie ce que vous avez écrit, y compris tout fichier joint, à FormSubmit (formsubmit.co). FormSubmit est un service indépendant de transfert de formulaires qui envoie la demande par courriel à notre boîte ${INFO_EMAIL}.`,
          'FormSubmit traite votre demande seulement pour nous la transmettre, selon sa propre politique de confidentialité, et peut la traiter à l’extérieur du Canada. Si vous préférez ne pas utiliser le formulaire, appelez-nous ou écrivez-nous directement.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Comment nous utilisons vos renseignements',
        paragraphs: ['Nous utilisons vos renseignements seulement pour la raison pour laquelle vous nous les avez donnés\u00a0:'],
        list: [
          'pour répondre à votre question ou à votre demande et vous rappeler',
          'pour évaluer et organiser des soins pour vous ou pour un proche',
          'pour étudier votre demande d’emploi, de franchise ou de partenariat',
          'pour vous envoyer notre infolettre, seulement si vous avez coché la case de consentement, jusqu’à ce que vous vous désabonniez',
        ],
      },
      {
        id: 'tools-in-your-browser',
        heading: 'Des outils qui restent dans votre navigateur',
        paragraphs: [
          'Le questionnaire pour trouver vos soins et les calculateurs de coûts et de revenus fonctionnent entièrement dans votre navigateur, et vos réponses y restent. Nous ne recevons vos réponses et votre plan, avec les coordonnées que vous indiquez, que si vous envoyez la demande à la fin du questionnaire; elle nous est transmise par FormSubmit comme nos autres formulaires. Les calculateurs n’envoient rien.',
          `Le clavardage (en anglais) est un assistant automatisé\u00a0: ses réponses sont préparées à l’avance et s’exécutent dans votre navigateur, et ce que vous y écrivez y reste jusqu’à ce que vous choisissiez de l’envoyer. Quand vous appuyez sur «\u00a0Send this conversation to a care coordinator\u00a0», nous recevons votre nom, le numéro de téléphone ou l’adresse courriel que vous donnez, votre ville et une note si vous les ajoutez, la page où vous étiez et toute la conversation (vos messages et les réponses de l’assistant). Quand le clavardage est fermé pour la journée et que vous laissez un message, nous recevons votre nom, votre adresse courriel, votre message, un numéro pour vous rappeler si vous en donnez un, et la page où vous étiez. Les deux nous sont transmis par FormSubmit à ${INFO_EMAIL}, comme nos autres formulaires. Rien d’autre de ce que vous écrivez dans le clavardage n’est envoyé, et la conversation n’est pas conservée\u00a0: elle dure tant que la page est ouverte, et recharger la page l’efface.`,
          'Le lien vers WhatsApp ouvre WhatsApp, un service tiers qui a sa propre politique de confidentialité. Les liens vers nos pages Facebook, Instagram, LinkedIn, YouTube et X fonctionnent de la même façon.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Témoins et stockage local',
        paragraphs: [
          'Nous n’utilisons aucun témoin (cookie) d’analyse, de publicité ou de suivi, et nous ne dressons pas de profil de vos visites.',
          'Le site peut enregistrer une préférence d’affichage dans le stockage local de votre navigateur pour que la page ait la même apparence la prochaine fois. Elle reste sur votre appareil et vous pouvez l’effacer en tout temps dans les paramètres de votre navigateur.',
          'Pour que vous n’ayez jamais à nous dire deux fois la même chose, le site retient, pour cette visite seulement, ce que vous lui avez dit (vos réponses au questionnaire et votre plan, la page de ville ou de langue d’où vous venez) dans le stockage de session de votre navigateur, sous une seule entrée nommée «\u00a0maple-hearth:visit\u00a0», et le reporte dans la demande de consultation et le formulaire de contact, où vous pouvez le modifier. Il n’est envoyé que si vous envoyez l’un de ces formulaires, et votre navigateur l’efface quand vous fermez l’onglet. Un formulaire commencé est conservé de la même façon jusqu’à ce que vous l’envoyiez, pour que rien de ce que vous avez écrit ne se perde si la page se recharge; après l’envoi, la page de remerciement vous montre une fois ce qui a été envoyé. Dès qu’un formulaire est envoyé, le site oublie dans cet onglet ce qui pourrait vous identifier, vous ou votre famille (noms, coordonnées, réponses au questionnaire et plan, brouillons), pour que la personne suivante qui utilise le même ordinateur ou la même tablette n’en voie rien; seule la page de ville ou de langue d’où vous venez reste retenue. Chaque formulaire envoyé porte un numéro de référence aléatoire («\u00a0Submission id\u00a0»); l’onglet garde ce numéro et l’heure de l’envoi, sous «\u00a0maple-hearth:submissions\u00a0», pour qu’un formulaire auquel vous revenez vous dise qu’il a déjà été envoyé au lieu de l’envoyer deux fois. Dès que votre demande nous est parvenue et que vous passez à une autre page, cette entrée est effacée elle aussi.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Quand nous communiquons des renseignements',
        paragraphs: [
          'Nous ne vendons, ne louons et n’échangeons jamais vos renseignements personnels.',
          'Nous les communiquons seulement aux fournisseurs de services qui nous aident à faire fonctionner le site Web et notre boîte de courriel, comme FormSubmit, et seulement dans la mesure nécessaire à ce travail. Nous pouvons aussi communiquer des renseignements quand la loi l’exige, par exemple en réponse à une ordonnance valide d’un tribunal.',
        ],
      },
      {
        id: 'retention-and-security',
        heading: 'Combien de temps nous les gardons et comment nous les protégeons',
        paragraphs: [
          'Nous gardons vos renseignements seulement le temps nécessaire à la raison pour laquelle vous nous les avez donnés, ou le temps exigé par la loi, puis nous les supprimons. Vous pouvez vous désabonner de l’infolettre en tout temps grâce au lien présent dans chaque courriel.',
          'Seuls les membres du personnel qui ont besoin de vos renseignements peuvent ouvrir notre boîte de courriel, et le site Web est servi par une connexion chiffrée. Aucun système n’est parfaitement sûr\u00a0: veuillez donc ne pas nous envoyer plus de renseignements de santé que ce qu’il faut pour vous rappeler.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Vos droits',
        paragraphs: [
          'En vertu de la LPRPDE, vous pouvez demander à voir les renseignements personnels que nous détenons à votre sujet, nous demander de les corriger ou retirer votre consentement à leur utilisation, dans les limites prévues par la loi. Retirer votre consentement à l’infolettre ne change jamais rien à vos soins ni à votre candidature.',
          `Pour faire une demande, écrivez à notre responsable de la protection des renseignements personnels à ${INFO_EMAIL} ou appelez au ${PHONE.display}. Nous répondons dans un délai de 30 jours. Si vous n’êtes pas satisfait, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada.`,
        ],
      },
      {
        id: 'children',
        heading: 'Les enfants',
        paragraphs: [
          'Ce site Web s’adresse aux adultes qui organisent des soins ou qui cherchent du travail. Nous ne recueillons pas sciemment de renseignements auprès d’enfants de moins de 16 ans; si vous croyez qu’un enfant nous a envoyé des renseignements, dites-le-nous et nous les supprimerons.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications de cette politique',
        paragraphs: [
          'Si nous changeons notre façon de traiter les renseignements personnels, nous mettrons à jour cette page et la date qui y figure. Si un changement touche l’utilisation de renseignements que vous nous avez déjà donnés, nous vous demanderons de nouveau votre consentement.',
        ],
      },
    ],
  },
} satisfies LegalWords;
