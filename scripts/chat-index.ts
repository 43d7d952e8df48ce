/**
 * `npm run chat:index`: the chat's topics indexed when the site is built (decision 0088),
 * one JSON file per language beside the chat's panel, which loads its page's with the panel (never
 * with the page). tests/unit/chat-answers.test.ts fails when a file is not what the topics give.
 */
import { writeFileSync } from 'node:fs';
import { chatIndexOf } from '../machines/chat/chat-answers.rules';
import { CHAT_TOPIC_WORDS, chatTopicsOf } from '../src/content/chat-topics';
import { CHAT_TOPIC_WORDS_FR } from '../src/content/chat-topics.fr-CA';

export const CHAT_INDEX_FILES = {
  en: { file: 'src/features/chat/chat-index.en.json', words: CHAT_TOPIC_WORDS },
  fr: { file: 'src/features/chat/chat-index.fr.json', words: CHAT_TOPIC_WORDS_FR },
} as const;

/** The index's JSON for one language, as the file holds it. */
export const chatIndexJson = (language: keyof typeof CHAT_INDEX_FILES): string =>
  `${JSON.stringify(chatIndexOf(chatTopicsOf(CHAT_INDEX_FILES[language].words)))}\n`;

if (process.argv[1]?.endsWith('chat-index.ts')) {
  for (const language of Object.keys(CHAT_INDEX_FILES) as (keyof typeof CHAT_INDEX_FILES)[]) {
    writeFileSync(CHAT_INDEX_FILES[language].file, chatIndexJson(language));
    console.log(`chat:index: ${CHAT_INDEX_FILES[language].file}`);
  }
}
