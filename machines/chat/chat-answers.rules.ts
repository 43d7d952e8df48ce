import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { serviceAreaFor, type ServiceAreaTable, type ServiceAreaVerdict } from '../shared/service-area-rules';
import { PLACE_TOPIC } from './chat.rules';

/**
 * Answers from the site's own words (decision 0088): a family's typed message is matched
 * against the site's topics (the FAQ's entries, in English or in French, and the careers page),
 * with MiniSearch, a well-kept full-text search library. Pure: the index is given (built from the
 * topics when the site is built, src/features/chat/chat-index.*.json); the chat machine keeps the
 * topic chosen and its score.
 */

/** A topic the chat can answer: its words to match, its short answer and the page that says more. */
export interface ChatTopic {
  /** The same in every language ('cost', 'dementia'). */
  id: string;
  /** The question as the site asks it (the FAQ's). */
  question: string;
  /** Other words families use for it ('price', « tarif »). */
  keywords: string;
  /** The short answer the chat gives. */
  answer: string;
  /** The page that says more, in the page's language (or marked as English). */
  link: { label: string; to: string; hrefLang?: string };
}

/** The chat's answer to a message: the topic and how well it matched. */
export interface ChatMatch {
  topic: ChatTopic;
  /** MiniSearch's relevance (BM25) per word of the message that says something: a long message does not match by chance. */
  score: number;
}

/**
 * Words that say nothing of a topic, in English and in French ("how", « combien »; "care" and
 * « soins », which every topic is about), left out of the index and of the messages: a question
 * made of them alone matches nothing.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have how i if in into is it its me my of on or our ' +
    'so than that the their them there these they this to us was we were what when where which who whom why will with would you your ' +
    'about any also am get got just like need want please tell know hi hello thanks thank care ' +
    'au aux avec ce ces cet cette dans de des du elle en est et etre il ils je la le les leur lui ma mais me mes moi mon ' +
    'ne nos notre nous on ou par pas pour qu que quel quelle quelles quels qui sa se ses son sont sur ta te tes toi ton tu un une ' +
    'vos votre vous y a ca cela ceci comment quoi quand pourquoi combien bonjour merci svp peut peux pouvez puis faire fait soin soins'
  ).split(' '),
);

/** Accents and case ignored: « Démence » and "demence" are one word. */
const fold = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * A light stemmer for both languages: plural endings and a few common suffixes go, so "prices" finds
 * "price" and « langues » finds « langue ». Prefix search does the rest ("caregiver" finds "caregivers").
 */
function stem(term: string): string {
  if (term.length <= 4) return term;
  for (const suffix of ['ements', 'ement', 'ations', 'ation', 'ings', 'ing', 'ies', 'es', 's', 'x']) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 4) return term.slice(0, -suffix.length);
  }
  return term;
}

/** One term as the index and the messages keep it, or null for a word that says nothing. */
export function chatTerm(term: string): string | null {
  const folded = fold(term).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  // « l'aide », « d'Ottawa »: the article goes; "Alzheimer's": the possessive too.
  const word = folded.replace(/^[ldjmnst]['’]/, '').replace(/['’]s$/, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** A text's words: split at blanks, punctuation and hyphens (« parlent-ils », "live-in"). */
export const chatTokens = (text: string): string[] => text.split(/[\s,;:!?.()«»"“”/-]+/u).filter((word) => word !== '');

/** The index's options: the same when it is built (scripts/chat-index.ts) and when it is loaded. */
export const CHAT_INDEX_OPTIONS: Options<ChatTopic> = {
  fields: ['question', 'keywords', 'answer'],
  storeFields: ['id', 'question', 'keywords', 'answer', 'link'],
  tokenize: chatTokens,
  processTerm: (term) => chatTerm(term),
};

/** How messages are searched: the topic's own words count most; prefixes and small typos are forgiven. */
export const CHAT_SEARCH_OPTIONS: SearchOptions = {
  boost: { keywords: 3, question: 2, answer: 0.5 },
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
};

/**
 * Below this relevance per word the chat says plainly it cannot answer (tuned on the questions of
 * tests/fixtures/chat-questions.ts: the site's topics above it, the questions outside them below).
 */
export const CHAT_MATCH_THRESHOLD = 5;

/** The index of the topics (built from them; scripts/chat-index.ts keeps it as JSON). */
export function chatIndexOf(topics: readonly ChatTopic[]): MiniSearch<ChatTopic> {
  const index = new MiniSearch<ChatTopic>(CHAT_INDEX_OPTIONS);
  index.addAll(topics);
  return index;
}

/** The index kept as JSON, loaded with the chat's panel. */
export const loadChatIndex = (json: string): MiniSearch<ChatTopic> => MiniSearch.loadJSON<ChatTopic>(json, CHAT_INDEX_OPTIONS);

/** The topic that best answers `message`, if it matches well enough; null otherwise. */
export function answerFor(message: string, index: MiniSearch<ChatTopic>): ChatMatch | null {
  const words = chatTokens(message).filter((word) => chatTerm(word) !== null).length;
  const [best] = words === 0 ? [] : index.search(message, CHAT_SEARCH_OPTIONS);
  const score = best ? Math.round((best.score / words) * 100) / 100 : 0;
  if (!best || score < CHAT_MATCH_THRESHOLD) return null;
  const { id, question, keywords, answer, link } = best as unknown as ChatTopic;
  return { topic: { id, question, keywords, answer, link }, score };
}

/**
 * What the assistant makes of a message (decision 0089): the topic it answers and how well, and the
 * reply, its link as `[label](/path)`. The chat machine keeps the topic and the score with the reply.
 */
export interface ChatAnswer {
  /** A topic's id, or `service-area` when the message names a place the service-area rule knows. */
  topic: string;
  /** The relevance per word (`answerFor`); null when the service-area rule answered. */
  score: number | null;
  reply: string;
}

/** The topic a place's answer takes the place of: a message naming a place and asking where we serve gets the place's answer. */
export const SERVICE_AREA_TOPIC = 'communities';

/** What a message is matched against: the index, the service-area table, and the place's answer in the page's words. */
export interface ChatAnswerSources {
  index: MiniSearch<ChatTopic>;
  serviceArea: ServiceAreaTable;
  /** The answer for a place, in the page's language, with its links as `[label](/path)`. */
  placeReply: (verdict: ServiceAreaVerdict, typed: string) => string;
}

/**
 * The place a message names, by the service-area rule (docs/spec/DECISIONS.md "Where we serve"): a
 * postal code, or a served or on-request city's name. A message naming neither names no place (the
 * rule's "not served" for any other words is meant for a place field, not for a question).
 */
export function placeNamedIn(message: string, table: ServiceAreaTable): ServiceAreaVerdict | null {
  const verdict = serviceAreaFor(message, table);
  return verdict && (verdict.postalArea !== '' || verdict.answer !== 'not-served') ? verdict : null;
}

/**
 * The answer to a message: the place it names, unless it matches another topic than where we serve
 * ("How much does care cost in Brampton?" is about the cost); else the topic it matches; else null.
 */
export function chatAnswerFor(message: string, { index, serviceArea, placeReply }: ChatAnswerSources): ChatAnswer | null {
  const match = answerFor(message, index);
  const place = placeNamedIn(message, serviceArea);
  if (place && (!match || match.topic.id === SERVICE_AREA_TOPIC)) return { topic: PLACE_TOPIC, score: null, reply: placeReply(place, message) };
  if (!match) return null;
  return { topic: match.topic.id, score: match.score, reply: `${match.topic.answer} [${match.topic.link.label}](${match.topic.link.to})` };
}
