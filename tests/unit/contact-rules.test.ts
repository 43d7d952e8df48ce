import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCallbackNumber } from '../../machines/chat/chat.rules';
import { isEmailAddress } from '../../machines/shared/contact-rules';
import { isTelephoneNumber, TELEPHONE_PATTERN } from '../../machines/shared/telephone-rules';

/** The browser's reading of an HTML `pattern`: the whole value, with the `v` flag (an empty value is never checked). */
const browserPattern = new RegExp(`^(?:${TELEPHONE_PATTERN})$`, 'v');

describe('the forms’ contact rules (quiz contact step, chat offline form)', () => {
  it('a telephone number is North American: ten digits, however it is written (docs/spec/DECISIONS.md "Phone numbers", decision 0081)', () => {
    const accepted = [
      '905-555-0142',
      '(905) 555-0142',
      '(905)555-0142',
      '905.555.0142',
      '905 555 0142',
      '9055550142',
      ' 905-555-0142 ',
      '905\u00a0555\u00a00142',
      '416-555-0199',
      '204-200-0142',
      '999-999-9999',
      '1 905 555 0142',
      '1-905-555-0142',
      '1 (905) 555-0142',
      '19055550142',
      '+1 905 555 0142',
      '+1-905-555-0142',
      '+19055550142',
      '+1 (905) 555-0142',
      '1-888-555-0142',
    ];
    for (const value of accepted) expect(isTelephoneNumber(value), JSON.stringify(value)).toBe(true);
    // A native form's field takes each one before the page's code listens too.
    for (const value of accepted) expect(browserPattern.test(value), JSON.stringify(value)).toBe(true);
  });

  it('refuses anything else: too few or too many digits, an area code or exchange starting with 0 or 1, letters, an extension, a + not before the 1', () => {
    const refused = [
      '',
      '   ',
      '514-555',
      '555-0142',
      '5550142',
      '555 0163',
      '905-555-014',
      '905-555-01422',
      '905555014',
      '90555501422',
      '105-555-0142',
      '005-555-0142',
      '905-155-0142',
      '905-055-0142',
      '1 105 555 0142',
      '1 905 155 0142',
      '2 905 555 0142',
      '0 905 555 0142',
      '11 905 555 0142',
      '+2 905 555 0142',
      '+905 555 0142',
      '+ +1 905 555 0142',
      '1 +905 555 0142',
      '905+555+0142',
      '905-555-0142 x12',
      '905-555-0142 ext. 12',
      '905-555-0142#12',
      '905/555/0142',
      '905_555_0142',
      '905-555-O142',
      '1-800-FLOWERS',
      'evenings',
      'after 6',
      '555-01x',
      '+44 20 7946 0958',
      '+1 905 555 0142 +1',
    ];
    for (const value of refused) expect(isTelephoneNumber(value), JSON.stringify(value)).toBe(false);
    for (const value of refused.filter((v) => v !== '')) expect(browserPattern.test(value), JSON.stringify(value)).toBe(false);
  });

  it('the HTML pattern of a native form’s phone field takes exactly what the rule takes, whatever is typed', () => {
    const typed = fc.array(fc.constantFrom(...'0123456789012345678919+ ()-.x\t'), { minLength: 1, maxLength: 18 }).map((chars) => chars.join(''));
    const dialable = fc
      .tuple(fc.constantFrom('', '1', '+1', ' +1 ', '1-'), fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }), fc.constantFrom(' ', '-', '.', ''))
      .map(([code, n, sep]) => `${code}${String(n).slice(0, 3)}${sep}${String(n).slice(3, 6)}${sep}${String(n).slice(6)}`);
    fc.assert(
      fc.property(fc.oneof(typed, dialable), (value) => {
        expect(browserPattern.test(value), JSON.stringify(value)).toBe(isTelephoneNumber(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('the chat’s call-back number is optional: empty (or spaces) passes, anything else must be dialable', () => {
    expect(isCallbackNumber('')).toBe(true);
    expect(isCallbackNumber('   ')).toBe(true);
    expect(isCallbackNumber('905-555-0163')).toBe(true);
    expect(isCallbackNumber('after 6')).toBe(false);
    expect(isCallbackNumber('555-01')).toBe(false);
  });

  it('an e-mail address follows the browser’s own `type=email` rule', () => {
    expect(isEmailAddress('harpreet.sandhu@example.ca')).toBe(true);
    expect(isEmailAddress('harpreet.sandhu')).toBe(false);
  });
});
