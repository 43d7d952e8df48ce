/**
 * Money, dates and times as Canadian French writes them (docs/spec/DECISIONS.md "Languages",
 * decision 0062): "1 234,50 $", "160 $", "15 juillet 2025", "14 h 30". Written out rather than
 * asked of `Intl` at run time, as the English ones are (src/shared/lib/money.ts,
 * src/content/long-date.ts: a locale's first formatter costs a slow phone about 55 ms), and so that
 * the server's and the browser's ICU can never differ; tests/unit/french-formats.test.ts checks each
 * against `Intl`'s fr-CA output. Here in src/content/ so the French words (the chrome's hours)
 * use them too.
 */

import { roundedDigits as rounded } from './rounded-digits';
import { zoneCity } from './clock-words';

/** The no-break space Intl fr-CA puts between thousands and before the dollar sign. */
const NBSP = '\u00a0';

function cadFr(amount: number, decimals: 0 | 2): string {
  const [whole = '0', cents] = rounded(Math.abs(amount), decimals).split('.');
  const negative = amount < 0 && Number(`${whole}.${cents ?? 0}`) !== 0;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${negative ? '-' : ''}${grouped}${cents === undefined ? '' : `,${cents}`}${NBSP}$`;
}

/** Canadian dollars with cents: "49,99 $", "1 234,50 $". */
export const formatCadFr = (amount: number): string => cadFr(amount, 2);

/** Whole Canadian dollars: "160 $", "728 000 $", a loss "-45 000 $" (never "-0 $"). */
export const formatCadWholeFr = (amount: number): string => cadFr(amount, 0);

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

/**
 * A YYYY-MM-DD date in words: '2025-07-15' -> '15 juillet 2025' (Intl fr-CA `dateStyle: 'long'`),
 * the first of the month as French writes it, '2026-02-01' -> '1er février 2026' (Intl says '1').
 */
export function longDateFr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS_FR[(month ?? 0) - 1];
  if (!name || !Number.isInteger(year) || !Number.isInteger(day) || day! < 1 || day! > 31) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `${day === 1 ? '1er' : day} ${name} ${year}`;
}

/**
 * A time of day on the 24-hour clock, 'HH:MM' -> '14 h 30' (Intl fr-CA with `hourCycle: 'h23'`);
 * a whole hour without its zeros, '08:00' -> '8 h', as the Office québécois de la langue française
 * writes it in running text (Intl says '8 h 00').
 */
export function frenchTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not an HH:MM time: ${hhmm}`);
  return minutes ? `${hours} h ${match[2]}` : `${hours} h`;
}

/** The Eastern time zone's clocks, the office's (Toronto) and Montréal's. */
const EASTERN_ZONES: ReadonlySet<string> = new Set(['America/Toronto', 'America/Montreal']);

/**
 * Whose clock a time is on, as Quebec and Ontario French say it: 'heure de l’Est' for the Eastern
 * zone (the office's, in Toronto, and Montréal's), 'heure de Vancouver' for another.
 */
export const heureDuFuseau = (timeZone: string): string => (EASTERN_ZONES.has(timeZone) ? 'heure de l’Est' : `heure de ${zoneCity(timeZone)}`);

/**
 * The preposition « de » before a place's name, elided before a vowel: 'de Mississauga',
 * 'd’Ottawa', 'd’Orléans'.
 */
export const deLieu = (name: string): string => (/^[AEIOUYÀÂÉÈÊÎÏÔ]/.test(name) ? `d’${name}` : `de ${name}`);
