import { describe, expect, it } from 'vitest';
import { displayAmount } from './Price.tsx';

const exchange = { base: 'ZAR', rates: { EUR: 0.0500367 } };

describe('displayAmount', () => {
  it('leaves the property currency as it is', () => {
    expect(displayAmount(3271.4, exchange, 'ZAR')).toEqual({ amount: 3271.4, currency: 'ZAR' });
  });

  it('converts with the rate, rounded as shown, when no parts are given', () => {
    expect(displayAmount(100, exchange, 'EUR').amount).toBe(5);
  });

  it.each([
    ['two equal rooms', [3271.35, 3271.35]],
    ['a room and its extras', [3271.35, 490.05, 122.51]],
    ['many small parts', Array.from({ length: 9 }, () => 0.35)],
  ])('shows a total in another currency as the sum of its parts as shown: %s', (_case, parts) => {
    const total = parts.reduce((sum, part) => sum + part, 0);
    const shownParts = parts.map((part) =>
      Math.round(displayAmount(part, exchange, 'EUR').amount * 100),
    );
    expect(Math.round(displayAmount(total, exchange, 'EUR', parts).amount * 100)).toBe(
      shownParts.reduce((sum, cents) => sum + cents, 0),
    );
  });

  it('two rooms of €5.00 total €10.00, where converting the total alone would read €10.01', () => {
    expect(Math.round(displayAmount(200, exchange, 'EUR').amount * 100) / 100).toBe(10.01);
    expect(displayAmount(200, exchange, 'EUR', [100, 100]).amount).toBe(10);
  });
});
