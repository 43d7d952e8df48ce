/**
 * The phone rule every form shares: the quiz's contact step, the consultation request, the chat's
 * call-back number and every native lead form's `type=tel` field (apart from ./contact-rules.ts,
 * so a page that checks only e-mail addresses does not carry it).
 */

/** What a family may write between the digits: spaces, dashes, dots and parentheses. */
const SEPARATORS = /[\s().-]/g;

/**
 * Ten digits, or eleven with the country code 1 first; the area code and the exchange (the
 * first and fourth of the ten) start with 2-9, as North American numbering has them.
 */
const NORTH_AMERICAN_NUMBER = /^1?[2-9]\d{2}[2-9]\d{6}$/;

/**
 * A North American telephone number (docs/spec/DECISIONS.md "Phone numbers", decision 0081): ten
 * digits, an optional leading 1, written with spaces, dashes, dots and parentheses as the family
 * likes. A `+` directly before the country code 1 is allowed too (`+1 905 555 0142`, the
 * international way to write it, and what a phone's contacts often fill in); a `+` anywhere else,
 * letters, an extension, seven digits or twelve are refused. The browser's `type=tel` checks
 * nothing, and a number a coordinator cannot dial is no lead.
 */
export const isTelephoneNumber = (value: string): boolean => NORTH_AMERICAN_NUMBER.test(value.replace(SEPARATORS, '').replace(/^\+(?=1)/, ''));

/** What a family may write between the digits, in an HTML `pattern` (compiled with the `v` flag, where these signs are escaped). */
const PATTERN_SEPARATORS = String.raw`[\s\(\)\.\-]*`;
const PATTERN_DIGITS = [
  '[2-9]',
  String.raw`\d`,
  String.raw`\d`,
  '[2-9]',
  String.raw`\d`,
  String.raw`\d`,
  String.raw`\d`,
  String.raw`\d`,
  String.raw`\d`,
  String.raw`\d`,
];

/**
 * `isTelephoneNumber` as an HTML `pattern`, for a native lead form's `type=tel` field: the browser
 * refuses an undialable number even before the page's code arrives (a family who types and sends at
 * once); after, the form's own message in its language takes over (src/shared/forms). Separators
 * anywhere, an optional country code 1 (a + right before it), then the ten digits.
 */
export const TELEPHONE_PATTERN = `${PATTERN_SEPARATORS}(?:\\+?${PATTERN_SEPARATORS}1${PATTERN_SEPARATORS})?${PATTERN_DIGITS.join(PATTERN_SEPARATORS)}${PATTERN_SEPARATORS}`;
