import { SERVICE_AREA_ANSWER } from '../../content/service-area-answer';
import indexJson from './chat-index.en.json?raw';
import { chatUnderstanding } from './chat-understanding';

/** The chat's understanding on the English pages (the language pages' included). */
export const understandEnglish = chatUnderstanding(indexJson, SERVICE_AREA_ANSWER);
