import { describe, expect, it } from 'vitest';
import { localeOfLanguageCode } from './locale.ts';

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
