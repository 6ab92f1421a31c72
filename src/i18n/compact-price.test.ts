import fc from 'fast-check';
import { expect, it } from 'vitest';
import { CURRENCY_FORMATS } from '../domain/shared/currency-formats.ts';
import { formatCompactPrice } from './compact-price.ts';

it.each([
  [120, 'GBP', '£120'],
  [99.5, 'GBP', '£100'],
  [1250, 'GBP', '£1.3k'],
  [45000, 'NGN', '₦45K'],
  [85, 'USD', '$85'],
])('%d %s shows as %s', (amount, currency, expected) => {
  expect(formatCompactPrice(amount, currency)).toBe(expected);
});

it('formats rand in the South African way', () => {
  expect(formatCompactPrice(950, 'ZAR')).toMatch(/^R\s?950$/);
});

it.each(Object.entries(CURRENCY_FORMATS))(
  'writes whole %s below 1,000 as Intl does in its locale',
  (currency, { locale }) => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = fc.oneof(
      fc.double({ min: 0, max: 999.99, noNaN: true }),
      fc.integer({ min: 0, max: 99_999 }).map((n) => n / 100),
      fc.constantFrom(0, 0.5, 2.5, 999.5, 999.4999),
    );
    fc.assert(
      fc.property(
        amounts,
        (amount) => formatCompactPrice(amount, currency) === intl.format(amount),
      ),
      { numRuns: 1000 },
    );
  },
);
