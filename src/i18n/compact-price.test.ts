import { expect, it } from 'vitest';
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
