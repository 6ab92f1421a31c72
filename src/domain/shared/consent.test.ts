import { describe, expect, it } from 'vitest';
import { parseConsent } from './consent.ts';

describe('parseConsent', () => {
  it.each([
    ['accepted', 'accepted'],
    ['declined', 'declined'],
    [undefined, 'unknown'],
    [null, 'unknown'],
    ['', 'unknown'],
    ['ACCEPTED', 'unknown'],
    ['accepted; analytics', 'unknown'],
  ] as const)('%j is %s', (value, expected) => {
    expect(parseConsent(value)).toBe(expected);
  });
});
