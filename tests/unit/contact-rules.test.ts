import { describe, expect, it } from 'vitest';
import { isCallbackNumber } from '../../machines/chat/chat.machine';
import { isEmailAddress } from '../../machines/shared/contact-rules';
import { isTelephoneNumber } from '../../machines/shared/telephone-rules';

describe('the forms’ contact rules (quiz contact step, chat offline form)', () => {
  it('a telephone number has at least seven digits, however it is written (decision 0005)', () => {
    for (const dialable of ['905-555-0163', '(905) 555-0163', '+1 888 555 0142', '555 0163', '5550163']) expect(isTelephoneNumber(dialable)).toBe(true);
    for (const not of ['', '   ', '555-016', 'after 6', 'evenings', '555-01x']) expect(isTelephoneNumber(not)).toBe(false);
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
