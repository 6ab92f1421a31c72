import { expect, it } from 'vitest';
import { languageLinks } from './language-links.ts';

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

it('offers all ten languages by default', () => {
  expect(languageLinks('/Book/X', '')).toHaveLength(10);
});
