import { BLANK_FIELD_MESSAGE } from '../../content/forms';

/**
 * The message for a required field's value that the browser's `required` lets through: typed,
 * yet only spaces, tabs, line breaks or other Unicode white space. An empty value is the
 * browser's own case ('' here, so its message shows); any other character makes the value an answer.
 */
export function blankAnswerMessage(value: string): string {
  return value !== '' && value.trim() === '' ? BLANK_FIELD_MESSAGE : '';
}
