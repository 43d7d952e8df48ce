import { isEmailAddress } from '../shared/contact-rules';
import { isTelephoneNumber } from '../shared/telephone-rules';
import type { ChatContext, ChatMessage, OfflineMessage } from './chat.types';

/**
 * The chat's pure rules (decisions 0047 and 0089;
 * docs/spec/DECISIONS.md "The chat is an automated assistant" and "The chat answers the family's question"): what the assistant's reply to a typed
 * message is made of, so that a question gets its answer, the name and city question of
 * docs/spec/SPEC.md §4.3 comes once, and a message nothing answers is told so plainly; and when the
 * handover to a care coordinator is complete enough to send.
 */

/** Where a conversation stands, as far as the next reply is concerned. */
export interface ConversationState {
  /** The name and city question has been asked (it is asked once). */
  askedNameAndCity: boolean;
  /** The last reply asked it, and no message has come since. */
  awaitingNameAndCity: boolean;
  /** A care coordinator has the conversation (or its handover form was sent): nothing is asked for them. */
  handedOver: boolean;
}

/** The parts of a reply, in the order they are said: each is a line of the script but `answer`, the topic's own. */
export type ReplyPart = 'answer' | 'askNameAndCity' | 'askName' | 'handoverPrompt' | 'cannotAnswer' | 'passedOn';

/** The topic of an answer the service-area rule gave: the message named a place (chat-answers.rules.ts). */
export const PLACE_TOPIC = 'service-area';

/**
 * The reply to a typed message, from what the site answers it with (`answer`: a topic, or a place
 * named, `PLACE_TOPIC`; null for nothing), and where the conversation stands after it:
 * - answered: the answer, then, the first time and unless a coordinator has the conversation, the
 *   name and city question (only the name when the message named the place: the city is given);
 * - not answered, just after the name and city question: the message is taken to answer it, so the
 *   assistant points to the coordinator (`handoverPrompt`);
 * - not answered, the first time: the name and city question (docs/spec/SPEC.md §4.3 4);
 * - not answered after that: it says plainly it cannot answer here, and offers the coordinator;
 * - once a coordinator has the conversation, anything unanswered is passed on to them (`passedOn`).
 */
export function replyTo(state: ConversationState, answer: { topic: string } | null): { parts: ReplyPart[]; state: ConversationState } {
  const after = (parts: ReplyPart[], asks: boolean): { parts: ReplyPart[]; state: ConversationState } => ({
    parts,
    state: { ...state, askedNameAndCity: state.askedNameAndCity || asks, awaitingNameAndCity: asks },
  });
  const mayAsk = !state.askedNameAndCity && !state.handedOver;
  if (answer) return mayAsk ? after(['answer', answer.topic === PLACE_TOPIC ? 'askName' : 'askNameAndCity'], true) : after(['answer'], false);
  if (state.handedOver) return after(['passedOn'], false);
  if (state.awaitingNameAndCity) return after(['handoverPrompt'], false);
  if (mayAsk) return after(['askNameAndCity'], true);
  return after(['cannotAnswer'], false);
}

/** What the visitor fills in to send the conversation to a care coordinator. */
export interface HandoverRequest {
  name: string;
  /** Phone or e-mail: one is enough ('' when not given). */
  phone: string;
  email: string;
  /** Optional: where care is needed, pre-filled from the conversation. */
  city: string;
  /** Optional: anything the visitor wants to add. */
  note: string;
}

/** Why a handover cannot be sent yet, the first problem in the order the form shows its fields. */
export type HandoverProblem = 'name' | 'contact' | 'phone' | 'email';

/**
 * The handover's first problem, or null when it can be sent: a name (not only spaces), a phone
 * number or an e-mail address (one is enough), and each one given valid (the forms' rules).
 */
export function handoverProblem(request: HandoverRequest): HandoverProblem | null {
  if (request.name.trim() === '') return 'name';
  const phone = request.phone.trim();
  const email = request.email.trim();
  if (phone === '' && email === '') return 'contact';
  if (phone !== '' && !isTelephoneNumber(phone)) return 'phone';
  if (email !== '' && !isEmailAddress(email)) return 'email';
  return null;
}

const OFFLINE_MESSAGE_FIELDS = ['name', 'email', 'message'] as const;

/** The offline form's fields left empty or holding only spaces (all three are required). */
export function blankOfflineFields(message: OfflineMessage): (keyof OfflineMessage)[] {
  return OFFLINE_MESSAGE_FIELDS.filter((field) => message[field].trim() === '');
}

/** The offline message can be sent: name, e-mail and message given, the e-mail one the office can write to. */
export function isCompleteOfflineMessage(message: OfflineMessage): boolean {
  return blankOfflineFields(message).length === 0 && isEmailAddress(message.email);
}

/** The optional call-back number: left empty, or one an advisor can dial (contact-rules.ts). */
export function isCallbackNumber(phone: string): boolean {
  return phone.trim() === '' || isTelephoneNumber(phone);
}

/** The handover form empty: it holds only what the visitor types into it (a question typed in the conversation is never taken for a name). */
export const EMPTY_HANDOVER: HandoverRequest = { name: '', phone: '', email: '', city: '', note: '' };

/** What the handover form starts with: the last handover sent, else nothing. */
export function handoverPrefill(context: Pick<ChatContext, 'handover'>): HandoverRequest {
  return context.handover ?? EMPTY_HANDOVER;
}

/** The visitor's messages a coordinator does not have yet, up to `upTo`. */
export const unsentMessages = (context: Pick<ChatContext, 'messages' | 'sentUpTo'>, upTo: number): ChatMessage[] =>
  context.messages.filter((m) => m.sender === 'user' && m.id > context.sentUpTo && m.id <= upTo);
