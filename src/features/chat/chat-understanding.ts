import { chatAnswerFor, loadChatIndex } from '../../../machines/chat/chat-answers.rules';
import type { ChatUnderstanding } from '../../../machines/chat/chat.view';
import { chatPlaceReply, type ServiceAreaAnswerWords } from '../../content/service-area-answer';
import { SERVICE_AREA_TABLE } from '../../content/postal-areas';

/**
 * What the chat makes of a message in one language (decision 0089): its index (built with the
 * site, ./chat-index.*.json) and the service-area answer in that language's words, a reply's link
 * written `[label](/path)`. Each language's is a chunk of its own, fetched with the panel
 * (./chat-understanding.en.ts, ./chat-understanding.fr.ts), never with the page.
 */
export function chatUnderstanding(indexJson: string, words: ServiceAreaAnswerWords): ChatUnderstanding {
  const index = loadChatIndex(indexJson);
  return (message) => chatAnswerFor(message, { index, serviceArea: SERVICE_AREA_TABLE, placeReply: (verdict, typed) => chatPlaceReply(verdict, typed, words) });
}
