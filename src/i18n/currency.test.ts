import { describe, expect, it } from 'vitest';
import { CURRENCY_FORMATS } from '../domain/shared/currency-formats.ts';
import { formatMoney } from './currency.ts';

describe('formatMoney', () => {
  // Each currency of spec §9 must render with its own symbol/grouping, as a guest in that market expects.
  // Exact strings from Intl (ICU); NBSP / narrow NBSP written as escapes.
  it.each([
    ['GBP', '£1,234.50'],
    ['USD', '$1,234.50'],
    ['AED', 'AED\u00a01,234.50'],
    ['ZAR', 'R\u00a01\u00a0234,50'],
    ['DKK', '1.234,50\u00a0kr.'],
    ['EUR', '€1,234.50'],
    ['AUD', '$1,234.50'],
    ['CAD', '$1,234.50'],
    ['MXN', 'MX$1,234.50'],
    ['NGN', '₦1,234.50'],
    ['KES', 'Ksh\u00a01,234.50'],
  ])('%s', (currency, expected) => {
    expect(formatMoney(1234.5, currency)).toBe(expected);
  });

  it('covers every currency of the locale map', () => {
    expect(Object.keys(CURRENCY_FORMATS).sort()).toEqual([
      'AED',
      'AUD',
      'CAD',
      'DKK',
      'EUR',
      'GBP',
      'KES',
      'MXN',
      'NGN',
      'USD',
      'ZAR',
    ]);
  });

  it('falls back to en-GB for a currency outside the map', () => {
    expect(formatMoney(10, 'JPY')).toBe('JP¥10');
  });

  it('rounds to the minor unit for display', () => {
    expect(formatMoney(99.999, 'GBP')).toBe('£100.00');
  });

  it('shows an amount the same the second time, in each currency of its own', () => {
    expect(formatMoney(320, 'GBP')).toBe('£320.00');
    expect(formatMoney(320, 'DKK')).toBe('320,00\u00a0kr.');
    expect(formatMoney(320, 'GBP')).toBe('£320.00');
    expect(formatMoney(-12.5, 'GBP')).toBe('-£12.50');
  });

  it('keeps zero and negative zero apart, as ICU writes them', () => {
    expect(formatMoney(-0, 'GBP')).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(-0),
    );
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
  });
});
