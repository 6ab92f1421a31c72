import { describe, expect, it } from 'vitest';
import { cardDigits, isLuhnValid } from './luhn.ts';
import { cardBehaviour, TEST_CARDS } from './test-cards.ts';

describe('isLuhnValid', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
    ['4000-0000-0000-3220', true],
    ['5555 5555 5555 4444', true],
    ['3782 822463 10005', true],
    ['4242 4242 4242 4241', false],
    ['1234 5678 9012 3456', false],
    ['4242', false],
    ['4242 4242 4242 4242 4242', false],
    ['4242 4242 abcd 4242', false],
    ['', false],
  ])('%s → %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });
});

describe('test cards', () => {
  it('are Luhn-valid and behave as documented', () => {
    for (const number of Object.values(TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(cardBehaviour('4242 4242 4242 4242')).toBe('Approve');
    expect(cardBehaviour('4000 0000 0000 0002')).toBe('Decline');
    expect(cardBehaviour('4000 0000 0000 3220')).toBe('Challenge');
    expect(cardBehaviour('5555 5555 5555 4444')).toBe('Approve');
  });

  it('read the digits without spaces or dashes', () => {
    expect(cardDigits(' 4000-0000 0000-0002 ')).toBe('4000000000000002');
  });
});
