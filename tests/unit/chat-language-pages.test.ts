import { describe, expect, it } from 'vitest';
import { CHAT_LAUNCHER_WORDS_EN, chatLauncherWordsFor } from '../../src/content/chat-script';

const GREETING = "Hello, and welcome to Maple Hearth! I'm an automated assistant. How can I help you today?";

describe('the chat on the language pages (decision 0088)', () => {
  it.each([
    ['pa', 'Punjabi', '/care/punjabi-in-brampton'],
    ['tl', 'Tagalog', '/care/tagalog-in-mississauga'],
    ['hi', 'Hindi', '/care/hindi-in-calgary'],
    ['zh-Hans', 'Mandarin', '/care/mandarin-in-vancouver'],
    ['ar', 'Arabic', '/care/arabic-in-montreal'],
  ])('%s: greets in English, says it answers in English and French, and links the page’s call-back request', (lang, language, path) => {
    const words = chatLauncherWordsFor(lang);
    expect(words.lang).toBe('en-CA');
    expect(words.script.greeting).toBe(
      `${GREETING} I answer in English and French. To talk with a care coordinator in ${language}, ask for a call back on this page: [Request a call back in ${language}](${path}#call-back)`,
    );
    expect(words.script.suggestions).toBe(CHAT_LAUNCHER_WORDS_EN.script.suggestions);
  });

  it('any other page: the English chat as it is', () => {
    expect(chatLauncherWordsFor(undefined)).toBe(CHAT_LAUNCHER_WORDS_EN);
    expect(chatLauncherWordsFor('en-CA')).toBe(CHAT_LAUNCHER_WORDS_EN);
  });
});
