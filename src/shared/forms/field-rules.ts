import { isTelephoneNumber } from '../../../machines/shared/telephone-rules';
import { BLANK_FIELD_MESSAGE, PHONE_NUMBER_MESSAGE, type BrowserMessages } from '../../content/forms';

/**
 * The message for a required field's value that the browser's `required` lets through: typed,
 * yet only spaces, tabs, line breaks or other Unicode white space. An empty value is the
 * browser's own case ('' here, so its message shows); any other character makes the value an answer.
 * `message`: the page's language's (`FormWords.blankField`), English by default.
 */
export function blankAnswerMessage(value: string, message: string = BLANK_FIELD_MESSAGE): string {
  return value !== '' && value.trim() === '' ? message : '';
}

/**
 * The message for a phone field's (`type=tel`) value that is not a North American telephone number
 * (`isTelephoneNumber`, decision 0081): the browser checks nothing of a `tel` field. An empty or
 * blank value is '' here: whether the field may be left empty is `required`'s (and
 * `blankAnswerMessage`'s) to say. `message`: the page's language's (`FormWords.phoneNumber`),
 * English by default.
 */
export function phoneNumberMessage(value: string, message: string = PHONE_NUMBER_MESSAGE): string {
  return value.trim() === '' || isTelephoneNumber(value) ? '' : message;
}

/** What of a field decides the browser's message: its type and the constraints it fails (`ValidityState`'s flags). */
export interface RefusedField {
  type: string;
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch' | 'badInput' | 'rangeUnderflow' | 'rangeOverflow'>;
}

/**
 * The browser's message for a field it refuses, in the page's language (decision 0068): by the
 * first constraint the field fails, as the browser picks, and the kind of field (`type`:
 * 'checkbox', 'radio', 'file', 'select-one', 'email'...).
 */
export function browserMessage(field: RefusedField, words: BrowserMessages): string {
  const { validity: v, type } = field;
  if (v.valueMissing) {
    if (type === 'checkbox' || type === 'radio' || type === 'file') return words.valueMissing[type];
    return type.startsWith('select') ? words.valueMissing.select : words.valueMissing.text;
  }
  if (v.typeMismatch) return type === 'url' ? words.typeMismatch.url : words.typeMismatch.email;
  if (v.badInput) return words.badInput;
  if (v.rangeUnderflow) return words.rangeUnderflow;
  if (v.rangeOverflow) return words.rangeOverflow;
  return words.other;
}
