import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_FORMATS, formatInCurrency, isKnownCurrency } from './currency-formats.ts';

const intl = (code: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: code });
const entries = Object.entries(CURRENCY_FORMATS);

describe('formatInCurrency', () => {
  it.each([
    ['GBP', 1234.5, '£1,234.50'],
    ['GBP', -1234.5, '-£1,234.50'],
    ['GBP', -0, '-£0.00'],
    ['GBP', 0.125, '£0.13'],
    ['GBP', 999.995, '£1,000.00'],
    ['ZAR', 1234567.5, 'R\u00a01\u00a0234\u00a0567,50'],
    ['DKK', 1000, '1.000,00\u00a0kr.'],
    ['AED', 12, 'AED\u00a012.00'],
    ['MXN', -0.004, '-MX$0.00'],
  ] as const)('%s %d is %s', (code, amount, written) => {
    expect(formatInCurrency(amount, CURRENCY_FORMATS[code])).toBe(written);
  });

  it('leaves to Intl what only it writes', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 1e15, -1e21])
      expect(formatInCurrency(amount, CURRENCY_FORMATS.GBP)).toBeUndefined();
  });

  // The page's prices are written by the server and written again as the browser hydrates: both
  // must match what ICU wrote before, for every currency and amount.
  it.each(entries)('writes %s as Intl does in its locale', (code, format) => {
    const reference = intl(code, format.locale);
    expect(reference.resolvedOptions().maximumFractionDigits).toBe(format.digits);
    const amounts = fc.oneof(
      fc.double({ min: -1e14, max: 1e14, noNaN: true }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 8),
      fc.constantFrom(0, -0, 0.005, 0.015, 1.005, 2.675, 999.995, 1e14 - 0.005, 1e-7, -5e-324),
    );
    fc.assert(
      fc.property(
        amounts,
        (amount) => formatInCurrency(amount, format) === reference.format(amount),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('isKnownCurrency', () => {
  it.each([
    ['GBP', true],
    ['KES', true],
    ['JPY', false],
    ['gbp', false],
    ['toString', false],
  ] as const)('%s: %s', (code, known) => expect(isKnownCurrency(code)).toBe(known));
});
