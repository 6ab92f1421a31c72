import { describe, expect, it } from 'vitest';
import {
  localeOfParameter,
  localisedLocation,
  localisedPath,
  pathInLanguage,
  preferredLocale,
  splitLocale,
} from './locale-paths.ts';

describe('splitLocale', () => {
  it.each([
    ['/de/Book/GRANDLDN', 'de', '/Book/GRANDLDN', true],
    ['/zh-cn/Book/GRANDLDN/Rooms-And-Rates', 'zh-CN', '/Book/GRANDLDN/Rooms-And-Rates', true],
    ['/ar', 'ar', '/', true],
    ['/Book/GRANDLDN', 'en-GB', '/Book/GRANDLDN', false],
    ['/en-GB/Book/X', 'en-GB', '/en-GB/Book/X', false],
    ['/ja/Book/X', 'en-GB', '/ja/Book/X', false],
    ['/en-XA/Book/X', 'en-GB', '/en-XA/Book/X', false],
    ['/', 'en-GB', '/', false],
  ])('%s → %s %s', (pathname, locale, path, prefixed) => {
    expect(splitLocale(pathname)).toEqual({ locale, path, prefixed });
  });

  it('reads the pseudo-locale only where it is on', () => {
    expect(splitLocale('/en-XA/Book/X', true).locale).toBe('en-XA');
  });
});

it.each([
  ['de', '/Book/X?arrive=2026-01-01', '/de/Book/X?arrive=2026-01-01'],
  ['en-GB', '/Book/X', '/Book/X'],
  ['ar', '/', '/ar/'],
] as const)('localisedPath %s %s', (locale, path, expected) => {
  expect(localisedPath(locale, path)).toBe(expected);
});

it.each([
  ['de', 'de'],
  ['DE-at', 'de'],
  ['en', 'en-GB'],
  ['en-US', 'en-GB'],
  ['zh', 'zh-CN'],
  ['ja', undefined],
  [null, undefined],
])('lang=%s is %s', (value, locale) => {
  expect(localeOfParameter(value)).toBe(locale);
});

it.each([
  ['de-DE,de;q=0.9,en;q=0.8', 'de'],
  ['en-US,en;q=0.9,de;q=0.8', 'en-GB'],
  ['ja,ar;q=0.5', 'ar'],
  ['fr;q=0.2, pl;q=0.7', 'pl'],
  ['de;q=0', 'en-GB'],
  ['*', 'en-GB'],
  [null, 'en-GB'],
])('Accept-Language %s picks %s', (header, locale) => {
  expect(preferredLocale(header)).toBe(locale);
});

it.each([
  ['/Book/X/Checkout', 'de', '/de/Book/X/Checkout'],
  ['/Book/X', 'en-GB', '/Book/X'],
  ['https://pay.test/Book', 'de', 'https://pay.test/Book'],
  ['/api/x', 'de', '/api/x'],
  ['/de/Book/X', 'de', '/de/Book/X'],
  ['/PreCheckIn/X/1/c', 'ar', '/ar/PreCheckIn/X/1/c'],
] as const)('Location %s in %s', (location, locale, expected) => {
  expect(localisedLocation(location, locale)).toBe(expected);
});

it.each([
  ['de', '/de/Manage/X/Reservation/1/c'],
  ['en', '/Manage/X/Reservation/1/c'],
  [null, '/Manage/X/Reservation/1/c'],
  ['zh-cn', '/zh-CN/Manage/X/Reservation/1/c'],
])('an email for a booking in %s links %s', (code, path) => {
  expect(pathInLanguage(code, '/Manage/X/Reservation/1/c')).toBe(path);
});
