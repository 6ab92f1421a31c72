import { expect, it } from 'vitest';
import { languageLinks, offeredLocales } from './language-links.ts';

it('links the same page and query in every offered language, English first', () => {
  const links = languageLinks('/Book/X/Rooms-And-Rates', '?arrive=2026-01-01&lang=de', [
    'de',
    'ar',
  ]);
  expect(links).toEqual([
    { locale: 'en-GB', name: 'English', href: '/Book/X/Rooms-And-Rates?arrive=2026-01-01' },
    { locale: 'de', name: 'Deutsch', href: '/de/Book/X/Rooms-And-Rates?arrive=2026-01-01' },
    { locale: 'ar', name: 'العربية', href: '/ar/Book/X/Rooms-And-Rates?arrive=2026-01-01' },
  ]);
});

it('offers all ten languages when the hotel names none', () => {
  expect(languageLinks('/Book/X', '', null)).toHaveLength(10);
  expect(languageLinks('/Book/X', '', undefined)).toHaveLength(10);
});

it('links only the languages the hotel offers, and English always', () => {
  expect(offeredLocales(['ar', 'de', 'xx'])).toEqual(['en-GB', 'de', 'ar']);
});
