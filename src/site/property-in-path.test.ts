import { describe, expect, it } from 'vitest';
import { propertyCodeInPath } from './property-in-path.ts';

describe('propertyCodeInPath', () => {
  it.each([
    ['/Book/GRANDLDN/Nowhere', 'GRANDLDN'],
    ['/Manage/GRANDLDN/Reservation/GL-1/x', 'GRANDLDN'],
    ['/Account/Login/LAGOSBAY', 'LAGOSBAY'],
    ['/restaurant/seasidecpt/whatever', 'seasidecpt'],
    ['/no-such-page', null],
    ['/Book', null],
    ['/Book/<script>', null],
  ])('%s → %s', (path, code) => {
    expect(propertyCodeInPath(path)).toBe(code);
  });
});
