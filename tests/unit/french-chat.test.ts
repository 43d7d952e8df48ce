import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { CHAT_WORDS_EN } from '../fixtures/chat-words-english';
import type { ChatPanelWords, ChatWords } from '../../src/content/chat-words';
import { joursEnMots } from '../../src/content/chat.fr-CA';
import { CHAT_WORDS_FR } from '../../src/content/chat-panel.fr-CA';
import { FRENCH_PATHS } from '../../src/content/french-paths';
import { awayHoursLine } from '../../src/features/chat/away-hours';
import { offlineMessagePayload } from '../../src/features/chat/deliver-offline-message';
import { parseReplyLinks } from '../../src/features/chat/reply-links';
import { SITE_LANGUAGES } from '../fixtures/french-text';

/**
 * The chat advisor in French on French pages (decision 0071): its words are French (franc, not by
 * eye), its hours are written as Canadian French writes them ("16 h 30"), its links lead to French
 * twins or say "(en anglais)", and what it posts stays English for the office. Expectations by hand.
 */

const { script, panel } = CHAT_WORDS_FR;

/** What the visitor reads from the advisor: every line of the script. */
const scriptLines = (words: Pick<ChatWords, 'script'>) => [
  words.script.greeting,
  ...words.script.suggestions.flatMap((s) => [s.text, s.reply]),
  words.script.askNameAndCity,
  words.script.handoverPrompt,
  words.script.cannotAnswer,
  words.script.passedOn,
  words.script.followUpFailed,
  words.script.welcomeBack,
  words.script.handoverConfirmation,
  words.script.handoverSendFailed,
  words.script.offlineNotice,
  words.script.offlineConfirmation,
  words.script.offlineSendFailed,
];
/** The panel's sentences (its labels are too short for franc alone; they are read with the rest). */
const panelLines = (words: ChatPanelWords) => [
  words.text.whatItIs,
  ...[words.text.handoverFailedToast, words.text.handedOverToast, words.text.sendFailedToast, words.text.messageReceivedToast].map((t) => t.description),
  words.handoverForm.lead,
  ...Object.values(words.handoverForm.problems),
  words.offlineForm.invalidPhone,
  words.handoverForm.fromConversation,
];

const NBSP = '\u00a0';

describe('the chat speaks French on French pages (docs/spec/DECISIONS.md "Languages")', () => {
  it('its script and its panel are French, each sentence alone too; the English ones are English', () => {
    expect(franc([...scriptLines(CHAT_WORDS_FR), ...panelLines(panel)].join('\n'))).toBe('fra');
    for (const line of [...scriptLines(CHAT_WORDS_FR), ...panelLines(panel)].filter((l) => l.length > 60)) {
      expect(franc(line, { only: SITE_LANGUAGES }), line).toBe('fra');
    }
    expect(franc([...scriptLines(CHAT_WORDS_EN), ...panelLines(CHAT_WORDS_EN.panel)].join('\n'))).toBe('eng');
    expect([CHAT_WORDS_FR.lang, CHAT_WORDS_FR.openButton, panel.text.panelTitle, panel.text.whatItIs]).toEqual([
      'fr-CA',
      'Clavardez avec nous',
      'Assistant de clavardage Maple Hearth',
      'Un assistant automatisé; notre équipe de coordination des soins lit ce que vous lui envoyez.',
    ]);
  });

  it('has the English script’s suggestions (ids, icons), in French words', () => {
    expect(script.suggestions.map((s) => [s.id, s.icon, s.text])).toEqual([
      ['findCaregiver', 'home', 'Trouver une personne soignante'],
      ['joinAsCaregiver', 'briefcase', 'Travailler comme personne soignante'],
      ['franchiseInfo', 'leaf', 'Renseignements sur la franchise'],
      ['generalQuestion', 'message', 'Question générale'],
    ]);
  });

  it('links a reply to the French twin, else to the English page said so: "(en anglais)"', () => {
    const links = (id: string) => parseReplyLinks(script.suggestions.find((s) => s.id === id)!.reply).filter((p) => p.kind === 'link');
    expect(links('joinAsCaregiver')).toEqual([{ kind: 'link', label: 'page Carrières (en anglais)', path: '/careers-join-our-team' }]);
    expect(links('franchiseInfo')).toEqual([{ kind: 'link', label: 'page sur la franchise (en anglais)', path: '/franchise-opportunity' }]);
    // The consultation request has its French twin once its row is in FRENCH_PATHS (the consultation's French page).
    const consultationInFrench = Object.hasOwn(FRENCH_PATHS, '/book-a-free-care-consultation');
    expect(links('findCaregiver')).toEqual([
      consultationInFrench
        ? { kind: 'link', label: 'Demander une consultation gratuite', path: '/fr/consultation-gratuite' }
        : { kind: 'link', label: 'Demander une consultation gratuite (en anglais)', path: '/book-a-free-care-consultation' },
    ]);
  });

  it('says the hours as Canadian French writes them: "16 h", "16 h 30", the office’s clock and the visitor’s', () => {
    const fr = panel.hours;
    expect(fr.awayStatusHint).toBe('De retour du lundi au vendredi de 8 h à 20 h, heure de l’Est');
    expect(fr.phoneOpenHint(16 * 60 + 30)).toBe(`Ligne téléphonique ouverte aujourd’hui jusqu’à 16 h 30${NBSP}: 1-888-555-0142`);
    const families =
      'Notre ligne ouverte 24 heures sur 24, 7 jours sur 7, est réservée à nos clients actuels; les familles qui nous découvrent peuvent appeler le 1-888-555-0142 ' +
      'du lundi au vendredi de 8 h à 20 h, et le samedi et le dimanche de 10 h à 16 h (heure de l’Est).';
    // Saturday 11:00 in Toronto: the phone line is open until 16 h.
    expect(awayHoursLine(new Date('2026-11-28T11:00:00-05:00'), 'America/Toronto', fr.awayHoursText)).toBe(
      `Notre ligne téléphonique est ouverte aujourd’hui jusqu’à 16 h, heure de l’Est${NBSP}: appelez le 1-888-555-0142 pour parler dès maintenant à notre équipe de coordination des soins. ` +
        `Notre équipe de coordination des soins lit le clavardage du lundi au vendredi de 8 h à 20 h, heure de l’Est. ${families}`,
    );
    // 18:30 in Vancouver on a Wednesday (21:30 in Toronto): back at 5 h Vancouver time.
    expect(awayHoursLine(new Date('2026-11-25T18:30:00-08:00'), 'America/Vancouver', fr.awayHoursText)).toBe(
      `Notre équipe de coordination des soins lit le clavardage du lundi au vendredi de 8 h à 20 h, heure de l’Est (de 5 h à 17 h à votre heure). ${families}`,
    );
    // In Kolkata (10 h 30 ahead of Toronto in November) the window runs past midnight.
    expect(awayHoursLine(new Date('2026-11-25T21:30:00-05:00'), 'Asia/Kolkata', fr.awayHoursText)).toBe(
      'Notre équipe de coordination des soins lit le clavardage du lundi au vendredi de 8 h à 20 h, heure de l’Est ' +
        `(du lundi au vendredi de 18 h 30 à 6 h 30 le lendemain à votre heure). ${families}`,
    );
  });

  it('says the days in French: a run, one day, every day, a list', () => {
    expect([[1, 2, 3, 4, 5], [7, 1, 2, 3, 4], [6], [1, 2, 3, 4, 5, 6, 7], [1, 3]].map(joursEnMots)).toEqual([
      'du lundi au vendredi',
      'du dimanche au jeudi',
      'le samedi',
      'tous les jours',
      'le lundi et le mercredi',
    ]);
  });

  it('names the field to fix in French', () => {
    expect(panel.offlineForm.blankField(panel.offlineForm.name)).toBe(`Veuillez remplir le champ «${NBSP}Nom${NBSP}».`);
    expect(panel.handoverForm.problems.contact).toBe(
      'Veuillez indiquer un numéro de téléphone ou une adresse courriel, pour que notre équipe de coordination des soins puisse vous joindre.',
    );
  });

  it('posts in English for the office: the subject and field names as from an English page, the page’s language beside them', () => {
    const message = { name: 'Élise Tremblay', email: 'elise@example.ca', message: 'Mon père a besoin d’aide.', phone: '' };
    expect(offlineMessagePayload(message, { page: 'https://www.maplehearth.ca/fr', honey: '', lang: 'fr-CA' })).toEqual({
      name: 'Élise Tremblay',
      email: 'elise@example.ca',
      message: 'Mon père a besoin d’aide.',
      phone: '',
      _subject: 'Website Inquiry - Chat Offline Message',
      page: 'https://www.maplehearth.ca/fr',
      'Page language': 'Français',
      _honey: '',
    });
  });
});

// A missing French word fails the typecheck (no English default).
// @ts-expect-error -- `offlineForm` is missing: the panel refuses French words with an untranslated part.
export const UNFINISHED_PANEL: ChatPanelWords = { ...({} as Omit<ChatPanelWords, 'offlineForm'>) };
// @ts-expect-error -- `welcomeBack` is missing from the script.
export const UNFINISHED_SCRIPT: ChatWords['script'] = { ...({} as Omit<ChatWords['script'], 'welcomeBack'>) };
