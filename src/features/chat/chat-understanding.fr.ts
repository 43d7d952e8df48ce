import { SERVICE_AREA_ANSWER_FR } from '../../content/service-area-answer.fr-CA';
import indexJson from './chat-index.fr.json?raw';
import { chatUnderstanding } from './chat-understanding';

/** The chat's understanding on the French pages: the French FAQ's topics, links to the French pages. */
export const understandFrench = chatUnderstanding(indexJson, SERVICE_AREA_ANSWER_FR);
