import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_FORMATS } from '../domain/shared/currency-formats.ts';
import { formatCompactPrice } from './compact-price.ts';
import { intlForms } from './intl-forms.ts';

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

describe('in a page’s language other than English', () => {
  it.each([
    ['fr', 120, 'GBP', '120 £'],
    ['fr', 1250, 'GBP', '1,3 k £'],
    ['pl', 45000, 'NGN', '45 tys. ₦'],
    ['pl', 89200, 'NGN', '89 tys. ₦'],
    ['es', 1250, 'GBP', '1,3 mil £'],
    ['de', 99.5, 'EUR', '100 €'],
  ])('%s writes %d %s as %s', (locale, amount, currency, expected) => {
    expect(formatCompactPrice(amount, currency, intlForms(locale)).replace(/\s/g, ' ')).toBe(
      expected,
    );
  });

  it('writes Arabic with the site’s Latin digits and the mark that keeps the symbol in place', () => {
    const ar = intlForms('ar');
    expect(formatCompactPrice(1250, 'GBP', ar)).toMatch(/^\u200f?1\.3\sألف\sUK£\u200e$/);
    expect(formatCompactPrice(120, 'GBP', ar)).toMatch(/^\u200f?120\sUK£\u200e$/);
  });

  it('keeps each form apart: a compact price does not change how full amounts are written', () => {
    const de = intlForms('de');
    formatCompactPrice(1250, 'GBP', de);
    expect(de.money(1250, 'GBP').replace(/\s/g, ' ')).toBe('1.250,00 £');
  });
});
