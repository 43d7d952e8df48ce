import type { SuggestionId } from '../../machines/chat/chat.machine';
import type { OpeningHoursView } from '../../machines/shared/opening-hours';
import { CHAT_BUSINESS_HOURS, CHAT_LINK_PATHS, CHAT_SCRIPT } from './chat-launcher';
import type { ChatWords } from './chat-words';
import { WEEKDAYS, weekdaysText, zoneCity } from './clock-words';
import { frenchTime } from './french-formats';
import { frenchLink } from './french-links';
import { FRENCH_LANG } from './french-paths';
import { SERVICE_AREA_FR } from './info-pages/fr/service-area';
import { BRAND_SHORT, PHONE } from './site';
import { CONTACT_HOURS_TEXT_FR } from './site.fr-CA';

/**
 * The chat advisor in Canadian French (decision 0071): every word of `ChatWords`, for the French
 * pages only (this module is its own chunk, which no English page fetches). The same machine and
 * script structure as in English (the suggestions' ids, icons and questions are the English
 * script's); times through ./french-formats.ts ("16 h", "16 h 30"); a link in a reply leads to the
 * French twin when there is one, else to the English page, said so ("(en anglais)", `frenchLink`).
 * What the chat posts stays English (subjects, field names, transcript labels: ./chat.ts).
 */

/** '16 h', '16 h 30' from minutes after midnight. */
const heure = (minutesOfDay: number): string =>
  frenchTime(`${Math.floor(minutesOfDay / 60) % 24}:${String(minutesOfDay % 60).padStart(2, '0')}`);

const JOURS: Readonly<Record<(typeof WEEKDAYS)[number], string>> = {
  Mon: 'lundi',
  Tue: 'mardi',
  Wed: 'mercredi',
  Thu: 'jeudi',
  Fri: 'vendredi',
  Sat: 'samedi',
  Sun: 'dimanche',
};
const jour = (short: string): string => JOURS[short as (typeof WEEKDAYS)[number]];

/**
 * 'du lundi au vendredi', 'le samedi', 'tous les jours', 'le lundi et le mercredi': the days as
 * ./clock-words.ts `weekdaysText` reads them ('Mon–Fri', 'Sat', 'Mon–Sun', 'Mon, Wed'), in French.
 */
export function joursEnMots(days: readonly number[]): string {
  const english = weekdaysText(days);
  if (english === 'Mon–Sun') return 'tous les jours';
  const [first = '', last] = english.split('–');
  if (last) return `du ${jour(first)} au ${jour(last)}`;
  const names = english.split(', ').map((d) => `le ${jour(d)}`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

const OFFICE_ZONE = `heure de ${zoneCity(CHAT_BUSINESS_HOURS.timeZone)}`;

/** 'du lundi au vendredi de 8 h à 20 h, heure de Toronto': when the care coordinators read the chat. */
const COORDINATOR_HOURS_FR = `${joursEnMots(CHAT_BUSINESS_HOURS.days)} de ${heure(CHAT_BUSINESS_HOURS.opensAt)} à ${heure(CHAT_BUSINESS_HOURS.closesAt)}, ${OFFICE_ZONE}`;

/**
 * The advisor's hours as the visitor reads them: 'du lundi au vendredi de 8 h à 20 h, heure de
 * Toronto (de 5 h à 17 h à votre heure)', the part in brackets only when the visitor's clock differs.
 */
export function heuresDOuverture({ office, visitor }: OpeningHoursView): string {
  const onOffice = `${joursEnMots(office.opens.days)} de ${heure(office.opens.minutes)} à ${heure(office.closes.minutes)}, heure de ${zoneCity(office.timeZone)}`;
  if (!visitor) return onOffice;
  const { opens, closes } = visitor;
  const days = opens.dayShift === 0 ? '' : `${joursEnMots(opens.days)} `;
  const onVisitor =
    opens.dayShift !== closes.dayShift
      ? `${joursEnMots(opens.days)} de ${heure(opens.minutes)} à ${heure(closes.minutes)} le lendemain`
      : `${days}de ${heure(opens.minutes)} à ${heure(closes.minutes)}`;
  return `${onOffice} (${onVisitor} à votre heure)`;
}

const TEAM = 'notre équipe de coordination des soins';
const TEAM_SAYS = 'Notre équipe de coordination des soins';
const HANDOVER_LABEL_FR = 'Envoyer cette conversation à notre équipe de coordination des soins';

/** A reply's link, `[label](/path)`: to the French twin, or to the English page marked "(en anglais)". */
const lien = (label: string, englishPath: string): string => {
  const { label: text, to } = frenchLink(label, englishPath);
  return `[${text}](${to})`;
};

const SUGGESTIONS_FR: Readonly<Record<SuggestionId, { text: string; reply: string }>> = {
  findCaregiver: {
    text: 'Trouver une personne soignante',
    reply:
      `Nous serons heureux de vous aider à trouver la bonne personne soignante. ${SERVICE_AREA_FR.sentence} ${SERVICE_AREA_FR.onRequest} ` +
      `Dans quelle ville ou quel village habite votre proche? Quand vous serez prêt à en parler, vous pouvez ${lien('Demander une consultation gratuite', CHAT_LINK_PATHS.consultation)} ` +
      `et ${TEAM} vous appellera.`,
  },
  joinAsCaregiver: {
    text: 'Travailler comme personne soignante',
    reply: `Merveilleux! Nous cherchons toujours des personnes soignantes attentionnées. Vous pouvez consulter nos postes ouverts et postuler sur notre ${lien('page Carrières', CHAT_LINK_PATHS.careers)}.`,
  },
  franchiseInfo: {
    text: 'Renseignements sur la franchise',
    reply: `Merci de votre intérêt pour une franchise ${BRAND_SHORT}. Notre ${lien('page sur la franchise', CHAT_LINK_PATHS.franchise)} explique le modèle, le soutien que nous offrons et la façon de présenter une demande.`,
  },
  generalQuestion: {
    text: 'Question générale',
    reply: 'Bien sûr! Qu’aimeriez-vous savoir? Écrivez votre question ci-dessous et je ferai de mon mieux pour vous aider.',
  },
};

const TRY_AGAIN = `Tout ce que vous avez écrit est encore dans le formulaire\u00a0: appuyez sur Réessayer, ou appelez-nous au ${PHONE.display}.`;

const SENDING_FR = 'Envoi en cours…';
const INVALID_PHONE_FR = 'Veuillez entrer un numéro de téléphone d’au moins 7 chiffres, ou laisser ce champ vide.';

/** The chat's words on the French pages. */
export const CHAT_WORDS_FR = {
  lang: FRENCH_LANG,
  openButton: 'Clavardez avec nous',
  script: {
    greeting: `Bonjour et bienvenue chez ${BRAND_SHORT}! Je suis un assistant automatisé. Comment puis-je vous aider aujourd’hui?`,
    suggestions: CHAT_SCRIPT.suggestions.map((s) => ({ ...s, ...SUGGESTIONS_FR[s.id] })),
    ask: {
      name: 'Merci de votre message. Pour vous mettre en contact avec la bonne personne de notre équipe de coordination des soins, pourriez-vous me dire votre nom?',
      city: 'Merci. Et dans quelle ville ou quel village les soins sont-ils nécessaires?',
    },
    handoverPrompt: `Merci, cela nous aide beaucoup. ${TEAM_SAYS} peut prendre le relais\u00a0: appuyez sur «\u00a0${HANDOVER_LABEL_FR}\u00a0» et on communiquera avec vous.`,
    welcomeBack: 'Rebonjour! Votre conversation est toujours là.',
    handoverConfirmation: `Merci! ${TEAM_SAYS} a reçu votre conversation et communiquera avec vous pendant les heures de bureau (${COORDINATOR_HOURS_FR}).`,
    handoverSendFailed: `Désolé, votre conversation n’a pas été envoyée. ${TRY_AGAIN}`,
    offlineNotice: 'Nous sommes hors ligne pour le moment. Laissez-nous vos coordonnées et nous vous répondrons d’ici un jour ouvrable.',
    offlineConfirmation: 'Merci! Nous avons bien reçu votre message et nous communiquerons avec vous bientôt.',
    offlineSendFailed: `Désolé, votre message n’a pas été envoyé. ${TRY_AGAIN}`,
  },
  panel: {
    text: {
      panelTitle: `Assistant de clavardage ${BRAND_SHORT}`,
      whatItIs: `Un assistant automatisé; ${TEAM} lit ce que vous lui envoyez.`,
      close: 'Fermer le clavardage',
      status: { Online: 'En ligne', Away: 'Hors ligne' },
      conversationLabel: 'Conversation avec l’assistant',
      suggestionsLabel: 'Questions suggérées',
      typing: 'L’assistant écrit…',
      you: 'Vous',
      advisor: 'Assistant',
      inputLabel: 'Votre message',
      inputPlaceholder: 'Écrivez votre message…',
      inputPlaceholderAway: 'Le clavardage est hors ligne pour le moment',
      send: 'Envoyer',
      handoverFailedToast: {
        title: 'Conversation non envoyée',
        description: `Nous n’avons pas pu envoyer votre conversation. Elle est encore dans le formulaire\u00a0: appuyez sur Réessayer, ou appelez-nous au ${PHONE.display}.`,
        variant: 'destructive',
      },
      handedOverToast: {
        title: 'Conversation envoyée',
        description: `${TEAM_SAYS} communiquera avec vous pendant les heures de bureau (${COORDINATOR_HOURS_FR}).`,
      },
      sendFailedToast: {
        title: 'Message non envoyé',
        description: `Nous n’avons pas pu envoyer votre message. Il est encore dans le formulaire\u00a0: appuyez sur Réessayer, ou appelez-nous au ${PHONE.display}.`,
        variant: 'destructive',
      },
      messageReceivedToast: {
        title: 'Message reçu!',
        description: 'Merci. Nous vous répondrons d’ici un jour ouvrable.',
      },
    },
    hours: {
      awayStatusHint: `De retour ${COORDINATOR_HOURS_FR}`,
      phoneOpenHint: (closesAt) => `Ligne téléphonique ouverte aujourd’hui jusqu’à ${heure(closesAt)}\u00a0: ${PHONE.display}`,
      awayHoursText: (hours, phoneOpenUntil) =>
        `${
          phoneOpenUntil === null
            ? ''
            : `Notre ligne téléphonique est ouverte aujourd’hui jusqu’à ${heure(phoneOpenUntil)}, ${OFFICE_ZONE}\u00a0: appelez le ${PHONE.display} pour parler dès maintenant à ${TEAM}. `
        }` +
        `${TEAM_SAYS} lit le clavardage ${heuresDOuverture(hours)}. ` +
        `Notre ligne ouverte 24 heures sur 24, 7 jours sur 7, est réservée à nos clients actuels; les familles qui nous découvrent peuvent appeler le ${PHONE.display} ${CONTACT_HOURS_TEXT_FR} (${OFFICE_ZONE}).`,
    },
    offlineForm: {
      legend: 'Laissez-nous un message',
      name: 'Nom',
      email: 'Courriel',
      message: 'Message',
      phone: 'Téléphone (facultatif)',
      phoneDescription: 'Pour qu’on puisse vous rappeler.',
      invalidPhone: INVALID_PHONE_FR,
      submit: 'Envoyer le message',
      sending: SENDING_FR,
      retry: 'Réessayer',
      callUs: `Appeler le ${PHONE.display}`,
      blankField: (label) => `Veuillez remplir le champ «\u00a0${label}\u00a0».`,
    },
    handoverForm: {
      legend: HANDOVER_LABEL_FR,
      open: HANDOVER_LABEL_FR,
      lead: `${TEAM_SAYS} reçoit toute cette conversation avec vos coordonnées et communique avec vous. Un numéro de téléphone ou une adresse courriel suffit.`,
      name: 'Nom',
      phone: 'Téléphone',
      email: 'Courriel',
      city: 'Ville (facultatif)',
      note: 'Autre chose à ajouter (facultatif)',
      submit: 'Envoyer à l’équipe de coordination',
      sending: SENDING_FR,
      retry: 'Réessayer',
      callUs: `Appeler le ${PHONE.display}`,
      problems: {
        name: 'Veuillez remplir le champ «\u00a0Nom\u00a0».',
        contact: `Veuillez indiquer un numéro de téléphone ou une adresse courriel, pour que ${TEAM} puisse vous joindre.`,
        phone: INVALID_PHONE_FR,
        email: 'Veuillez entrer une adresse courriel, ou laisser ce champ vide.',
      },
      fromConversation: 'Rempli d’après notre conversation\u00a0: modifiez ce que vous voulez.',
    },
  },
} as const satisfies ChatWords;
