import { expect, it } from 'vitest';
import { countryChoicesIn } from './property.ts';

const countries = [
  { Id: 1, Name: 'Germany', Code: 'DE' },
  { Id: 2, Name: 'Austria', Code: 'AT' },
  { Id: 3, Name: 'Egypt', Code: 'EG' },
];

it('keeps the API’s names and order on English pages', () => {
  expect(countryChoicesIn(countries, 'en-GB')).toEqual([
    { Id: 1, Name: 'Germany' },
    { Id: 2, Name: 'Austria' },
    { Id: 3, Name: 'Egypt' },
  ]);
});

it('names and orders the countries in the page’s language', () => {
  expect(countryChoicesIn(countries, 'de')).toEqual([
    { Id: 3, Name: 'Ägypten' },
    { Id: 1, Name: 'Deutschland' },
    { Id: 2, Name: 'Österreich' },
  ]);
});
