import type { ChatMessage, ConversationFollowUp, ConversationHandover, OfflineMessage } from '../../../machines/chat/chat.machine';
import { CHAT_TEXT } from '../../content/chat';
import { FORM_AJAX_ENDPOINT } from '../../shared/config/env';
import { pageLanguageField } from '../../content/lead-language';
import { withoutControlCharacters } from '../../shared/forms/plain-text';

/** What the family typed, as the office reads it: no control characters, no surrounding blanks. */
const typed = (text: string): string => withoutControlCharacters(text).trim();

/**
 * The conversation as one readable text for the coordinator: the visitor's own words, one line per
 * message, and where the assistant answered from the site's words, the topic answered; the script's
 * lines (greeting, questions, prompts), which the office knows, are left out (decision 0089). Here,
 * with the delivery, not in chat.rules.ts: only the panel's chunk needs it (decision 0047).
 */
export function transcriptOf(
  messages: readonly Pick<ChatMessage, 'sender' | 'text' | 'answered'>[],
  labels: { bot: string; user: string; answered: (topic: string) => string },
): string {
  return messages
    .flatMap((m) => (m.sender === 'user' ? [`${labels.user}: ${m.text}`] : m.answered ? [`${labels.bot}: ${labels.answered(m.answered.topic)}`] : []))
    .join('\n');
}

/** What else goes with the message: the page it was sent from, its language (`<html lang>`) and the honeypot's value. */
export interface DeliveryDetails {
  page: string;
  honey: string;
  lang?: string;
  /** The conversation's id (a handover and its follow-ups carry the same), made by the widget. */
  conversation?: string;
}

/** The JSON the form-forwarding service receives for a chat offline message. */
export function offlineMessagePayload(message: OfflineMessage, { page, honey, lang }: DeliveryDetails) {
  return {
    name: typed(message.name),
    email: typed(message.email),
    message: typed(message.message),
    // Optional: '' when the visitor left no number.
    phone: typed(message.phone),
    _subject: CHAT_TEXT.offlineSubject,
    page,
    // Decision 0066: a page in another language than English says so ("Page language": "Français").
    ...pageLanguageField(lang),
    _honey: honey,
  };
}

/**
 * The JSON the form-forwarding service receives when the visitor sends the conversation to a care
 * coordinator (docs/spec/DECISIONS.md "The chat is an automated assistant"): the contact as
 * given, the whole conversation as one readable transcript.
 */
export function conversationPayload({ request, messages }: ConversationHandover, { page, honey, lang, conversation = '' }: DeliveryDetails) {
  return {
    conversation,
    name: typed(request.name),
    // One of the two is enough: '' when not given.
    phone: typed(request.phone),
    email: typed(request.email),
    city: typed(request.city),
    note: typed(request.note),
    transcript: withoutControlCharacters(transcriptOf(messages, CHAT_TEXT.transcriptLabels)),
    _subject: CHAT_TEXT.handoverSubject,
    page,
    // Decision 0066: a page in another language than English says so ("Page language": "Français").
    ...pageLanguageField(lang),
    _honey: honey,
  };
}

/**
 * The JSON of a follow-up: the visitor's messages typed after the handover, under the same
 * conversation's id and subject, with the contact again so the office can reach them from this one.
 */
export function followUpPayload({ request, messages }: ConversationFollowUp, { page, lang, conversation = '' }: DeliveryDetails) {
  return {
    conversation,
    [CHAT_TEXT.followUpLabel]: messages.map((m) => typed(m.text)).join('\n'),
    name: typed(request.name),
    phone: typed(request.phone),
    email: typed(request.email),
    _subject: `${CHAT_TEXT.handoverSubject} (${CHAT_TEXT.followUpLabel})`,
    page,
    ...pageLanguageField(lang),
  };
}

/**
 * Posts JSON to the form-forwarding service's AJAX endpoint (docs/spec/DECISIONS.md
 * "Leads are never dropped"). Resolves when the service accepted it; rejects when it answered an error status or
 * `success: false`, or could not be reached. The chat machine's own timeout covers a service that
 * never answers: `signal` is its invoked actor's (XState aborts it when the machine stops waiting),
 * so the request does not go on unheard once the machine has moved on.
 */
async function postToFormService(payload: Record<string, string>, endpoint: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The form service answered ${response.status}`);
  const answer: unknown = await response.json().catch(() => ({}));
  const success = typeof answer === 'object' && answer !== null && 'success' in answer ? String(answer.success) : 'true';
  if (success === 'false') throw new Error('The form service refused the message');
}

/** Sends the chat's offline message (the same route, rules and answers as the conversation). */
export function deliverOfflineMessage(message: OfflineMessage, details: DeliveryDetails, endpoint = FORM_AJAX_ENDPOINT, signal?: AbortSignal): Promise<void> {
  return postToFormService(offlineMessagePayload(message, details), endpoint, signal);
}

/** Sends the conversation and the contact to a care coordinator, by the offline message's route. */
export function deliverConversation(
  handover: ConversationHandover,
  details: DeliveryDetails,
  endpoint = FORM_AJAX_ENDPOINT,
  signal?: AbortSignal,
): Promise<void> {
  return postToFormService(conversationPayload(handover, details), endpoint, signal);
}

/** Sends the visitor's messages after the handover to the same conversation, by the same route. */
export function deliverFollowUp(followUp: ConversationFollowUp, details: DeliveryDetails, endpoint = FORM_AJAX_ENDPOINT, signal?: AbortSignal): Promise<void> {
  return postToFormService(followUpPayload(followUp, details), endpoint, signal);
}
