import type { ChatPanelWords, ChatWords } from './chat-words';
import { BRAND_SHORT, PHONE } from './site';
import { CONTACT_HOURS_TEXT_FR } from './site.fr-CA';
import { CHAT_LAUNCHER_WORDS_FR, COORDINATOR_HOURS_FR, HANDOVER_LABEL_FR, OFFICE_ZONE, TEAM, TEAM_SAYS, heure, joursEnMots } from './chat.fr-CA';
import type { OpeningHoursView } from '../../machines/shared/opening-hours';
import { heureDuFuseau } from './french-formats';

export const SENDING_FR = 'Envoi en cours…';
export const INVALID_PHONE_FR = 'Veuillez entrer un numéro de téléphone à 10 chiffres, par exemple 514-555-0142, ou laisser ce champ vide.';

/**
 * The advisor's hours as the visitor reads them (with the panel: only its Away line says them): 'du lundi au vendredi de 8 h à 20 h, heure de
 * l’Est (de 5 h à 17 h à votre heure)', the part in brackets only when the visitor's clock differs.
 */
export function heuresDOuverture({ office, visitor }: OpeningHoursView): string {
  const onOffice = `${joursEnMots(office.opens.days)} de ${heure(office.opens.minutes)} à ${heure(office.closes.minutes)}, ${heureDuFuseau(office.timeZone)}`;
  if (!visitor) return onOffice;
  const { opens, closes } = visitor;
  const days = opens.dayShift === 0 ? '' : `${joursEnMots(opens.days)} `;
  const onVisitor =
    opens.dayShift !== closes.dayShift
      ? `${joursEnMots(opens.days)} de ${heure(opens.minutes)} à ${heure(closes.minutes)} le lendemain`
      : `${days}de ${heure(opens.minutes)} à ${heure(closes.minutes)}`;
  return `${onOffice} (${onVisitor} à votre heure)`;
}

/**
 * The chat panel's words in Canadian French (decision 0071): its interface, the hours, the two
 * forms and the toasts. A chunk of their own, fetched with the panel's code when the visitor
 * reaches for the chat on a French page, not with the launcher (decision 0073: 1.5 KB less on every
 * French page).
 */
export const CHAT_PANEL_WORDS_FR = {
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
    fromConversation: 'Ce que vous aviez écrit est toujours là\u00a0: modifiez ce que vous voulez.',
  },
} as const satisfies ChatPanelWords;

/** All the chat's French words, as `ChatWords` (a missing word in either part fails the typecheck). */
export const CHAT_WORDS_FR = { ...CHAT_LAUNCHER_WORDS_FR, panel: CHAT_PANEL_WORDS_FR } as const satisfies ChatWords;
