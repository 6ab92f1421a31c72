import { expect, it } from 'vitest';
import { logoWidth } from './logo-width.ts';

it.each([
  [{ width: 400, height: 100 }, 300],
  [{ width: 1601, height: 900 }, 300],
  [{ width: 1600, height: 900 }, 100], // exactly 16:9 is not wider
  [{ width: 100, height: 100 }, 100],
  [{ width: 100, height: 0 }, 100],
  [undefined, 100],
])('%j → %i px', (size, expected) => {
  expect(logoWidth(size)).toBe(expected);
});
