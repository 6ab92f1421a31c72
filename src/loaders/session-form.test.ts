import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './session-form.ts';

describe('safeReturnUrl', () => {
  it.each([
    ['/Book/GRANDLDN/Checkout', '/Book/GRANDLDN/Checkout'],
    ['/ManageAccount/GRANDLDN?x=1', '/ManageAccount/GRANDLDN?x=1'],
    ['//evil.example/', '/Book/GRANDLDN'],
    ['/\\evil.example', '/Book/GRANDLDN'],
    ['https://evil.example/', '/Book/GRANDLDN'],
    ['', '/Book/GRANDLDN'],
    [null, '/Book/GRANDLDN'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnUrl(value, 'GRANDLDN')).toBe(expected);
  });
});
