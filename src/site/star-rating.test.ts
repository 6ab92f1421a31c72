import { describe, expect, it } from 'vitest';
import { starRating } from './star-rating.ts';

describe('starRating', () => {
  it.each([
    [5, { words: '5-star hotel', stars: '★★★★★' }],
    [4.5, { words: '4.5-star hotel', stars: '★★★★½' }],
    [4, { words: '4-star hotel', stars: '★★★★' }],
    [3.3, { words: '3.5-star hotel', stars: '★★★½' }],
    [null, null],
    [0, null],
  ])('%s', (rating, shown) => {
    expect(starRating(rating)).toEqual(shown);
  });
});
