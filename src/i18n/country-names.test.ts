import { describe, expect, it } from 'vitest';
import { countriesIn } from './country-names.ts';

const countries = [
  { Id: 1, Name: 'Germany', Code: 'DE' },
  { Id: 2, Name: 'Austria', Code: 'AT' },
  { Id: 3, Name: 'United Kingdom', Code: 'GB' },
  { Id: 4, Name: 'Nowhere', Code: 'XZ' },
];

describe('countriesIn', () => {
  it.each([
    ['de', ['Deutschland', 'Nowhere', 'Österreich', 'Vereinigtes Königreich']],
    ['fr', ['Allemagne', 'Autriche', 'Nowhere', 'Royaume-Uni']],
    ['en-GB', ['Germany', 'Austria', 'United Kingdom', 'Nowhere']],
  ] as const)('names and orders them in %s, keeping an unknown code’s name', (locale, names) => {
    expect(countriesIn(locale, countries).map((country) => country.Name)).toEqual(names);
  });

  it('keeps each country’s id with its new name', () => {
    expect(countriesIn('ar', countries).find((country) => country.Id === 1)!.Name).toBe('ألمانيا');
  });
});
