import { describe, expect, it } from 'vitest';
import { internationalPhone, isValidPhone, phoneCountryOf } from './phone.ts';

describe('internationalPhone', () => {
  it.each<[string, string | null, string]>([
    // With the country code, whichever way it is written.
    ['+44 20 7946 0000', 'GB', '+44 20 7946 0000'],
    ['+442079460000', null, '+44 20 7946 0000'],
    ['0044 20 7946 0000', null, '+44 20 7946 0000'],
    ['+44 7700 900123', null, '+44 7700 900123'],
    ['+44-7700-900123', null, '+44 7700 900123'],
    ['+27 21 555 0100', 'GB', '+27 21 555 0100'],
    ['+234 803 123 4567', 'ZA', '+234 803 123 4567'],
    // Without one: the hotel's country.
    ['020 7946 0000', 'GB', '+44 20 7946 0000'],
    ['07700 900123', 'GB', '+44 7700 900123'],
    ['(020) 7946-0000', 'GB', '+44 20 7946 0000'],
    ['021 555 0100', 'ZA', '+27 21 555 0100'],
    ['0803 123 4567', 'NG', '+234 803 123 4567'],
    ['  020 7946 0000  ', 'GB', '+44 20 7946 0000'],
  ])('%s in %s is %s', (value, country, expected) => {
    expect(internationalPhone(value, country)).toBe(expected);
    expect(isValidPhone(value, country)).toBe(true);
  });

  it.each<[string, string | null, string]>([
    ['020 7946 0000', null, 'no country code and no hotel country'],
    ['020 7946 0000', 'XX', 'an unknown hotel country'],
    ['+44 1234', 'GB', 'too short for its country'],
    ['+44 20 7946 0000 0000 00', 'GB', 'too long for its country'],
    ['+1 555 0100', 'GB', 'too short for North America'],
    ['12', 'GB', 'two digits'],
    ['+', 'GB', 'the plus alone'],
    ['00', 'GB', 'the zeros alone'],
    ['', 'GB', 'empty'],
    ['call me', 'GB', 'words'],
    ['020 7946 0000 ext 5', 'GB', 'words after the number'],
    ['+44 20 7946 0000; DROP', 'GB', 'anything else after the number'],
  ])('refuses %s in %s (%s)', (value, country) => {
    expect(internationalPhone(value, country)).toBeNull();
    expect(isValidPhone(value, country)).toBe(false);
  });
});

describe('phoneCountryOf', () => {
  it.each([
    ['GB', { code: 'GB', dialCode: '+44', name: 'United Kingdom' }],
    ['ZA', { code: 'ZA', dialCode: '+27', name: 'South Africa' }],
    ['NG', { code: 'NG', dialCode: '+234', name: 'Nigeria' }],
  ])('%s', (code, expected) => {
    expect(phoneCountryOf(code)).toEqual(expected);
  });

  it('names the country in the language asked for', () => {
    expect(phoneCountryOf('GB', 'de')?.name).toBe('Vereinigtes Königreich');
  });

  it.each([null, undefined, '', 'XX', 'gb'])('knows no country for %s', (code) => {
    expect(phoneCountryOf(code)).toBeNull();
  });
});
