import { clockTime, zoneCity } from './clock-words';
import { OFFICE_TIME_ZONE, PHONE } from './site';

/**
 * What a lead form says of a request it sent before, with the phone number to check by
 * (docs/spec/DECISIONS.md "One lead per submission", decision 0091); `time` is when it left, on the
 * office's clock with its zone named (as the site says every time: the family may be in Calgary),
 * as `clock` writes it.
 */
export interface SentWords {
  /** The post has had no answer within its time limit; the browser may still be posting it. */
  noAnswer: string;
  /** Sent before (a reload while it was on its way, Back after a failed post), with no word that it arrived. */
  unconfirmed: (time: string) => string;
  /** Sent before, and its thank-you page was reached. */
  reachedOffice: (time: string) => string;
  /** The submit button's words when sending again is the family's choice. */
  sendAgain: string;
  /** The button that clears a form whose request reached the office. */
  startNew: string;
  /** A time of day on the office's clock, as the language writes it with the zone ('2:14 PM Toronto time', '14 h 14 (heure de l’Est)'). */
  clock: (hours: number, minutes: number) => string;
}

/** docs/spec/DECISIONS.md "One lead per submission": what the English forms say of a request sent before. */
export const SENT_WORDS_EN = {
  noAnswer: `We have not yet had word that your request reached the office. It may still arrive: to be sure, call us at ${PHONE.display}, or send it again.`,
  unconfirmed: (time: string) =>
    `This request was sent at ${time}, and nothing has told us that it reached the office. Call us at ${PHONE.display} to check, or send it again.`,
  reachedOffice: (time: string) => `This request was sent at ${time} and reached the office: there is no need to send it again.`,
  sendAgain: 'Send It Again',
  startNew: 'Start a New Request',
  clock: (hours: number, minutes: number) => `${clockTime(hours * 60 + minutes)} ${zoneCity(OFFICE_TIME_ZONE)} time`,
} as const satisfies SentWords;
