import { describe, expect, it } from 'vitest';
import { formatCadFr, formatCadWholeFr, frenchTime, longDateFr } from '../../src/content/french-formats';

const intlCad = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
const intlCadWhole = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const intlDate = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' });
const intlTime = new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** Amounts of every shape: whole, cents, exact halves, binary near-halves, large, negative. */
function amounts(): number[] {
  const values: number[] = [0, 0.005, 0.015, 1.005, 1.255, 2.675, 999.995, 1000, 1234.5, 99999.999, 728000, 1e9 + 0.125];
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 3000; i++) values.push(Math.round(random() * 10 ** (1 + (i % 8)) * 1000) / 1000);
  return [...values, ...values.map((v) => -v)];
}

describe('Canadian French formats (src/content/french-formats.ts)', () => {
  it('writes money as a Canadian French reader reads it: the figures by hand', () => {
    expect(formatCadWholeFr(160)).toBe('160\u00a0$');
    expect(formatCadWholeFr(728_000)).toBe('728\u00a0000\u00a0$');
    expect(formatCadWholeFr(-45_000)).toBe('-45\u00a0000\u00a0$');
    expect(formatCadWholeFr(-0.4)).toBe('0\u00a0$');
    expect(formatCadFr(49.99)).toBe('49,99\u00a0$');
    expect(formatCadFr(1234.5)).toBe('1\u00a0234,50\u00a0$');
    expect(formatCadFr(12_345_678.9)).toBe('12\u00a0345\u00a0678,90\u00a0$');
  });

  it('prints what Intl.NumberFormat fr-CA CAD prints, to the cent, for thousands of amounts', () => {
    for (const amount of amounts()) {
      const intl = intlCad.format(amount);
      expect(formatCadFr(amount), String(amount)).toBe(intl === '-0,00\u00a0$' ? '0,00\u00a0$' : intl);
      const whole = intlCadWhole.format(amount);
      expect(formatCadWholeFr(amount), String(amount)).toBe(whole === '-0\u00a0$' ? '0\u00a0$' : whole);
    }
  });

  it('writes dates in words, the first of the month as 1er, by hand and as Intl fr-CA long dates for every other day from 2020 to 2035', () => {
    expect(longDateFr('2025-07-15')).toBe('15 juillet 2025');
    expect(longDateFr('2025-09-11')).toBe('11 septembre 2025');
    expect(longDateFr('2026-02-01')).toBe('1er février 2026');
    expect(longDateFr('2027-07-01')).toBe('1er juillet 2027');
    for (let day = Date.UTC(2020, 0, 1); day <= Date.UTC(2035, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      // Intl writes the first of the month '1 février'; French writes '1er février' (OQLF).
      const intl = intlDate.format(new Date(day));
      expect(longDateFr(iso), iso).toBe(iso.endsWith('-01') ? intl.replace(/^1 /, '1er ') : intl);
    }
    expect(() => longDateFr('2026-13-01')).toThrow(RangeError);
  });

  it('writes times on the 24-hour clock with " h ": by hand, and as Intl fr-CA h23 for every minute of the day', () => {
    expect(frenchTime('14:30')).toBe('14 h 30');
    expect(frenchTime('09:05')).toBe('9 h 05');
    expect(frenchTime('08:00')).toBe('8 h');
    expect(frenchTime('20:00')).toBe('20 h');
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const intl = intlTime.format(Date.UTC(2000, 0, 1, 0, minute));
      // A whole hour drops Intl's " 00" (running text, as the OQLF writes it).
      expect(frenchTime(hhmm), hhmm).toBe(minute % 60 ? intl : intl.replace(/ 00$/, ''));
    }
    expect(() => frenchTime('24:00')).toThrow(RangeError);
  });
});
