import type { SuggestionId } from '../../machines/chat/chat.machine';
import { CHAT_BUSINESS_HOURS, CHAT_LINK_PATHS, CHAT_SUGGESTIONS } from './chat-launcher';
import type { ChatLauncherWords } from './chat-words';
import { WEEKDAYS, weekdaysText } from './clock-words';
import { frenchTime, heureDuFuseau } from './french-formats';
import { frenchLink } from './french-links';
import { FRENCH_LANG } from './french-paths';
import { BRAND_SHORT, PHONE } from './site';

/**
 * The chat advisor in Canadian French (decision 0071): the launcher's words and the script, for the
 * French pages only (this module is its own chunk, which no English page fetches; the panel's words
 * are ./chat-panel.fr-CA.ts, fetched with the panel, decision 0073). The same machine and
 * script structure as in English (the suggestions' ids, icons and questions are the English
 * script's); times through ./french-formats.ts ("16 h", "16 h 30"); a link in a reply leads to the
 * French twin when there is one, else to the English page, said so ("(en anglais)", `frenchLink`).
 * What the chat posts stays English (subjects, field names, transcript labels: ./chat.ts).
 */

/** '16 h', '16 h 30' from minutes after midnight. */
export const heure = (minutesOfDay: number): string => frenchTime(`${Math.floor(minutesOfDay / 60) % 24}:${String(minutesOfDay % 60).padStart(2, '0')}`);

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

export const OFFICE_ZONE = heureDuFuseau(CHAT_BUSINESS_HOURS.timeZone);

/** 'du lundi au vendredi de 8 h à 20 h, heure de l’Est': when the care coordinators read the chat. */
export const COORDINATOR_HOURS_FR = `${joursEnMots(CHAT_BUSINESS_HOURS.days)} de ${heure(CHAT_BUSINESS_HOURS.opensAt)} à ${heure(CHAT_BUSINESS_HOURS.closesAt)}, ${OFFICE_ZONE}`;

export const TEAM = 'notre équipe de coordination des soins';
export const TEAM_SAYS = 'Notre équipe de coordination des soins';
export const HANDOVER_LABEL_FR = 'Envoyer cette conversation à notre équipe de coordination des soins';

/** A reply's link, `[label](/path)`: to the French twin, or to the English page marked "(en anglais)". */
const lien = (label: string, englishPath: string): string => {
  const { label: text, to } = frenchLink(label, englishPath);
  return `[${text}](${to})`;
};

const SUGGESTIONS_FR: Readonly<Record<SuggestionId, { text: string; reply: string }>> = {
  findCaregiver: {
    text: 'Trouver une personne soignante',
    reply:
      `Nous serons heureux de vous aider à trouver la bonne personne soignante. Dans quelle ville ou quel village habite votre proche? Je vous dirai si nos préposés s’y rendent. ` +
      `Quand vous serez prêt à en parler, vous pouvez ${lien('Demander une consultation gratuite', CHAT_LINK_PATHS.consultation)} et ${TEAM} vous appellera.`,
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

/** What the chat's launcher starts with on the French pages: the button and the script (the panel's words: ./chat-panel.fr-CA.ts). */
export const CHAT_LAUNCHER_WORDS_FR = {
  lang: FRENCH_LANG,
  openButton: 'Clavardez avec nous',
  script: {
    greeting: `Bonjour et bienvenue chez ${BRAND_SHORT}! Je suis un assistant automatisé. Comment puis-je vous aider aujourd’hui?`,
    suggestions: CHAT_SUGGESTIONS.map((s) => ({ ...s, ...SUGGESTIONS_FR[s.id] })),
    askNameAndCity:
      'Pour vous mettre en contact avec la bonne personne de notre équipe de coordination des soins, pourriez-vous me dire votre nom et la ville où les soins sont nécessaires?',
    askName: 'Pour vous mettre en contact avec la bonne personne de notre équipe de coordination des soins, pourriez-vous me dire votre nom?',
    handoverPrompt: `Merci, cela nous aide beaucoup. ${TEAM_SAYS} peut prendre le relais\u00a0: appuyez sur «\u00a0${HANDOVER_LABEL_FR}\u00a0» et on communiquera avec vous.`,
    cannotAnswer: `Désolé, je ne peux pas répondre à cette question ici. ${TEAM_SAYS} le peut\u00a0: envoyez-lui cette conversation avec «\u00a0${HANDOVER_LABEL_FR}\u00a0», ou appelez-nous au ${PHONE.display}.`,
    passedOn: 'J’ai transmis ce message à la personne de notre équipe de coordination des soins qui a votre conversation.',
    followUpFailed: `Désolé, votre dernier message ne s’est pas rendu à notre équipe de coordination des soins. Il partira avec votre prochain message, ou appelez-nous au ${PHONE.display}.`,
    welcomeBack: 'Rebonjour! Votre conversation est toujours là.',
    handoverConfirmation: `Merci! ${TEAM_SAYS} a reçu votre conversation et communiquera avec vous pendant les heures de bureau (${COORDINATOR_HOURS_FR}).`,
    handoverSendFailed: `Désolé, votre conversation n’a pas été envoyée. ${TRY_AGAIN}`,
    offlineNotice: 'Nous sommes hors ligne pour le moment. Laissez-nous vos coordonnées et nous vous répondrons d’ici un jour ouvrable.',
    offlineConfirmation: 'Merci! Nous avons bien reçu votre message et nous communiquerons avec vous bientôt.',
    offlineSendFailed: `Désolé, votre message n’a pas été envoyé. ${TRY_AGAIN}`,
    stillSending: `L’envoi prend plus de temps que d’habitude. Il peut encore nous parvenir\u00a0: je vous le dirai ici dès qu’il arrive, ou appelez-nous au ${PHONE.display}.`,
    noAnswer: `Nous n’avons toujours pas de réponse, je ne peux donc pas savoir s’il nous est parvenu. Pour en être sûr, appelez-nous au ${PHONE.display}, ou appuyez sur Réessayer pour l’envoyer de nouveau.`,
    followUpNoAnswer: `Je ne peux pas savoir si votre dernier message s’est rendu à notre équipe de coordination des soins. Il partira de nouveau avec votre prochain message, ou appelez-nous au ${PHONE.display}.`,
  },
} as const satisfies ChatLauncherWords;
