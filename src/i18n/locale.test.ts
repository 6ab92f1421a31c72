import { describe, expect, it } from 'vitest';
import { directionOf, languageCodeOf, localeOfLanguageCode } from './locale.ts';

describe('localeOfLanguageCode', () => {
  it.each([
    [undefined, 'en-GB'],
    ['', 'en-GB'],
    ['en', 'en-GB'],
    ['de', 'de'],
    ['DE-at', 'de'],
    ['zh', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['ar-EG', 'ar'],
    ['pt-BR', 'pt'],
    ['ja', 'en-GB'],
  ])('%s reads as %s', (code, locale) => {
    expect(localeOfLanguageCode(code)).toBe(locale);
  });
});

it.each([
  ['en-GB', 'en'],
  ['en-XA', 'en'],
  ['de', 'de'],
  ['zh-CN', 'zh-CN'],
] as const)('a booking made in %s keeps LanguageCode %s', (locale, code) => {
  expect(languageCodeOf(locale)).toBe(code);
  expect(localeOfLanguageCode(code)).toBe(locale === 'en-XA' ? 'en-GB' : locale);
});

it('writes Arabic right to left, the others left to right', () => {
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('de')).toBe('ltr');
});
