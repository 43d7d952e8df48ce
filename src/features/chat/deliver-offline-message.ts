import type { OfflineMessage } from '../../../machines/chat/chat.machine';
import { CHAT_TEXT } from '../../content/chat';
import { FORM_AJAX_ENDPOINT } from '../../shared/config/env';

/** What else goes with the message: the page it was sent from and the honeypot's value. */
export interface DeliveryDetails {
  page: string;
  honey: string;
}

/** The JSON the form-forwarding service receives for a chat offline message. */
export function offlineMessagePayload(message: OfflineMessage, { page, honey }: DeliveryDetails) {
  return {
    name: message.name.trim(),
    email: message.email.trim(),
    message: message.message.trim(),
    // Optional: '' when the visitor left no number.
    phone: message.phone.trim(),
    _subject: CHAT_TEXT.offlineSubject,
    page,
    _honey: honey,
  };
}

/**
 * Sends the chat's offline message to the form-forwarding service's AJAX endpoint (docs/spec/DECISIONS.md
 * "Leads are never dropped"). Resolves when the service accepted it; rejects when it answered an
 * error status or `success: false`, or could not be reached. The chat machine's own timeout
 * covers a service that never answers.
 */
export async function deliverOfflineMessage(message: OfflineMessage, details: DeliveryDetails, endpoint = FORM_AJAX_ENDPOINT): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(offlineMessagePayload(message, details)),
  });
  if (!response.ok) throw new Error(`The form service answered ${response.status}`);
  const answer: unknown = await response.json().catch(() => ({}));
  const success = typeof answer === 'object' && answer !== null && 'success' in answer ? String(answer.success) : 'true';
  if (success === 'false') throw new Error('The form service refused the message');
}
