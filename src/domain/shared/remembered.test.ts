import { expect, it } from 'vitest';
import { remembered } from './remembered.ts';

it('makes each result once and answers it again', () => {
  const made: string[] = [];
  const upper = remembered((text: string) => {
    made.push(text);
    return text.toUpperCase();
  }, 10);
  expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
  expect(made).toEqual(['a', 'b']);
});

it('holds no more than it is allowed, and still answers rightly once it has let go', () => {
  const made: number[] = [];
  const double = remembered((n: number) => {
    made.push(n);
    return n * 2;
  }, 2);
  expect([double(1), double(2), double(3), double(1)]).toEqual([2, 4, 6, 2]);
  // The third result dropped the first two: 1 is made again.
  expect(made).toEqual([1, 2, 3, 1]);
});
