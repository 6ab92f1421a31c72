import { describe, expect, it } from 'vitest';
import { newConfirmationToken, newReservationNumber, reservationPrefix } from './numbers.ts';

describe('reservation numbers', () => {
  it.each([
    ['The Grand London', 'GRANDLDN', 'GL'],
    ['Seaside Cape Town', 'SEASIDECPT', 'SC'],
    ['Lagos Bay', 'LAGOSBAY', 'LB'],
    ['Savoy', 'SAVOYLDN', 'SA'],
  ])('%s → prefix %s', (name, code, prefix) => {
    expect(reservationPrefix(name, code)).toBe(prefix);
  });

  it('are the prefix and six characters without look-alikes', () => {
    const numbers = Array.from({ length: 500 }, () => newReservationNumber('GL'));
    for (const number of numbers) expect(number).toMatch(/^GL-[2-9A-HJKMNP-TW-Z]{6}$/);
    expect(numbers.map((number) => number.slice(3)).join('')).not.toMatch(/[01ILOUV]/);
    expect(new Set(numbers).size).toBeGreaterThan(495);
  });
});

describe('confirmation tokens', () => {
  it('are 22 URL-safe characters (128 bits) and never repeat', () => {
    const tokens = Array.from({ length: 1000 }, newConfirmationToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(tokens).size).toBe(1000);
  });
});
