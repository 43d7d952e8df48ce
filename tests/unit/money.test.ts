import { describe, expect, it } from 'vitest';
import { formatCad, formatCadWhole } from '../../src/shared/lib/money';

const intlCad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const intlCadWhole = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Amounts of every shape the site prints: whole, cents, exact halves, binary near-halves, large, negative. */
function amounts(): number[] {
  const values: number[] = [0, 0.005, 0.015, 1.005, 1.255, 2.675, 999.995, 1000, 1234.5, 99999.999, 728000, 1e9 + 0.125];
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 5000; i++) values.push(Math.round(random() * 10 ** (1 + (i % 8)) * 1000) / 1000);
  for (let cents = 0; cents < 2000; cents++) values.push(cents / 100, cents / 100 + 0.005);
  return [...values, ...values.map((v) => -v)];
}

describe('Canadian dollars written out (src/shared/lib/money.ts)', () => {
  it('prints what Intl.NumberFormat en-CA CAD prints, to the cent, for thousands of amounts', () => {
    for (const amount of amounts()) {
      const intl = intlCad.format(amount);
      // Intl prints an amount that rounds to nothing with a minus ("-$0.00"); the site never does.
      expect(formatCad(amount), String(amount)).toBe(intl === '-$0.00' ? '$0.00' : intl);
    }
  });

  it('prints whole dollars as Intl does, a loss with a minus and never "-$0"', () => {
    for (const amount of amounts()) {
      const intl = intlCadWhole.format(amount);
      expect(formatCadWhole(amount), String(amount)).toBe(intl === '-$0' ? '$0' : intl);
    }
    expect(formatCadWhole(728_000)).toBe('$728,000');
    expect(formatCadWhole(-45_000)).toBe('-$45,000');
    expect(formatCadWhole(-0)).toBe('$0');
    expect(formatCadWhole(-0.4)).toBe('$0');
  });

  it('prints the shop and calculator figures as the pages show them', () => {
    expect(formatCad(49.99)).toBe('$49.99');
    expect(formatCad(1234.5)).toBe('$1,234.50');
    expect(formatCad(0)).toBe('$0.00');
    expect(formatCad(12_345_678.9)).toBe('$12,345,678.90');
  });
});
