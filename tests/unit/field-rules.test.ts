import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANK_FIELD_MESSAGE } from '../../src/content/forms';
import { FORM_WORDS_FR } from '../../src/content/forms.fr-CA';
import { blankAnswerMessage, phoneNumberMessage } from '../../src/shared/forms/field-rules';

/** Characters String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator), from each of their groups. */
const WHITE_SPACE = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

describe('a required field of white space only', () => {
  it('is refused with its own message, whatever the white space', () => {
    for (const space of WHITE_SPACE) expect(blankAnswerMessage(space), JSON.stringify(space)).toBe(BLANK_FIELD_MESSAGE);
    expect(blankAnswerMessage('   \t\n  ')).toBe(BLANK_FIELD_MESSAGE);
  });

  it("leaves an empty field to the browser's required message", () => {
    expect(blankAnswerMessage('')).toBe('');
  });

  it('accepts any answer with one visible character, wherever the spaces are', () => {
    for (const value of ['a', ' Brampton ', '\n905-555-0188', '.', '😊', 'ਪੰਜਾਬੀ']) expect(blankAnswerMessage(value), JSON.stringify(value)).toBe('');
  });

  it('refuses exactly the non-empty strings made of white space (property)', () => {
    const blank = fc.array(fc.constantFrom(...WHITE_SPACE), { minLength: 1, maxLength: 30 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(blank, (value) => {
        expect(blankAnswerMessage(value)).toBe(BLANK_FIELD_MESSAGE);
      }),
    );
    const answer = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(blank, answer, blank, (before, typed, after) => {
        expect(blankAnswerMessage(before + typed + after)).toBe('');
      }),
    );
  });
});

describe('a phone field of a lead form (docs/spec/DECISIONS.md "Phone numbers", decision 0081)', () => {
  it('refuses a value that is not a North American number with the message that says what is expected', () => {
    for (const value of [
      '514-555',
      '555-0142',
      '905-555-014',
      '905-555-01422',
      '105-555-0142',
      '905-155-0142',
      '905-555-0142 x12',
      '2 905 555 0142',
      'evenings',
    ])
      expect(phoneNumberMessage(value), JSON.stringify(value)).toBe('Please enter a 10-digit phone number, for example 905-555-0142.');
  });

  it('says it in the form’s language', () => {
    expect(phoneNumberMessage('514-555', FORM_WORDS_FR.phoneNumber)).toBe('Veuillez entrer un numéro de téléphone à 10 chiffres, par exemple 514-555-0142.');
  });

  it('accepts ten digits however they are written, with a leading 1 or +1', () => {
    for (const value of ['905-555-0142', '(905) 555-0142', '905.555.0142', '1 905 555 0142', '+1 905 555 0142', '9055550142', ' 514-555-0142 '])
      expect(phoneNumberMessage(value), JSON.stringify(value)).toBe('');
  });

  it('leaves an empty or blank value to `required` and the blank-field message', () => {
    for (const value of ['', ' ', '\t \u00a0']) expect(phoneNumberMessage(value), JSON.stringify(value)).toBe('');
  });
});
