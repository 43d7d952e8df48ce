/**
 * The phone rule the quiz's contact step, the consultation request and the chat's call-back
 * number share (apart from ./contact-rules.ts, so a page that checks only e-mail addresses does
 * not carry it).
 */

/**
 * A telephone value: something to dial, with at least seven digits (decision 0005). The browser's
 * `type=tel` checks nothing, and a number a coordinator cannot dial is no lead.
 */
export const isTelephoneNumber = (value: string): boolean => (value.match(/\d/g) ?? []).length >= 7;
