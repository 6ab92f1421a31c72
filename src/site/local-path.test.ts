import { describe, expect, it } from 'vitest';
import { localPath } from './local-path.ts';

describe('localPath', () => {
  it.each([
    ['/Book/GRANDLDN', '/Book/GRANDLDN'],
    [
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-12-01&depart=2026-12-03',
      '/Book/GRANDLDN/Rooms-And-Rates?arrive=2026-12-01&depart=2026-12-03',
    ],
    ['/Manage/GRANDLDN#top', '/Manage/GRANDLDN'],
    ['//other.example/x', '/'],
    ['/\\other.example/x', '/'],
    ['/.//other.example/x', '/'],
    ['https://other.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['Book/GRANDLDN', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%j → %j', (value, expected) => {
    expect(localPath(value, '/')).toBe(expected);
  });
});
