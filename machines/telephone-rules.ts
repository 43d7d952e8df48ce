/**
 * The phone rule the quiz's contact step and the consultation request share (apart from
 * ./contact-rules.ts, which the chat fetches on every page).
 */

/** A telephone value: something to dial, with at least seven digits. */
export const isTelephoneNumber = (value: string): boolean => (value.match(/\d/g) ?? []).length >= 7;
