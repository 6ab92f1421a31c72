import { describe, expect, it } from 'vitest';
import { splitNightly } from './nightly-split.ts';

describe('splitNightly', () => {
  it.each([
    ['nights at their own prices', 270, [120, 150], [120, 150]],
    ['a discount shared in proportion', 243, [120, 150], [108, 135]],
    ['rounding left to the last night', 100, [1, 1, 1], [33.33, 33.33, 33.34]],
    ['equal shares without prices', 90, [0, 0], [45, 45]],
    ['one night', 99.99, [50], [99.99]],
    ['no nights', 10, [], []],
  ])('%s', (_case, total, weights, nights) => {
    expect(splitNightly(total, weights)).toEqual(nights);
  });

  it("shares in the currency's own minor units: whole yen", () => {
    expect(splitNightly(10000, [1, 1, 1], 0)).toEqual([3333, 3333, 3334]);
  });

  it('always adds up to the total, to the cent', () => {
    for (const total of [0.01, 17.35, 999.99, 1234.56]) {
      const nights = splitNightly(total, [3.3, 7.7, 1.1, 9.9, 0]);
      const cents = nights.reduce((sum, night) => sum + Math.round(night * 100), 0);
      expect(cents).toBe(Math.round(total * 100));
    }
  });
});
