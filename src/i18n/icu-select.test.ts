import { expect, it } from 'vitest';
import { selectPlurals } from './icu.ts';
import { translatorFor } from './translate.ts';

const NIGHTS = '{count, plural, one {# night} other {# nights}}';

it.each([
  [NIGHTS, { count: 1 }, 'en-GB', '1 night'],
  [NIGHTS, { count: 2 }, 'en-GB', '2 nights'],
  [NIGHTS, { count: 0 }, 'en-GB', '0 nights'],
  [
    '{count, plural, =0 {no rooms} one {# room} other {# rooms}}',
    { count: 0 },
    'en-GB',
    'no rooms',
  ],
  ['{n, plural, one {# noc} few {# noce} many {# nocy} other {# nocy}}', { n: 3 }, 'pl', '3 noce'],
  ['{n, plural, one {# noc} few {# noce} many {# nocy} other {# nocy}}', { n: 5 }, 'pl', '5 nocy'],
  [
    'Stay of {count, plural, one {# night} other {# nights}} from {date}',
    { count: 3 },
    'en-GB',
    'Stay of 3 nights from {date}',
  ],
  [
    '{a, plural, one {# adult} other {# adults}}, {c, plural, one {# child} other {# children}}',
    { a: 2, c: 1 },
    'en-GB',
    '2 adults, 1 child',
  ],
  ['No plural {count}', { count: 1 }, 'en-GB', 'No plural {count}'],
] as const)('selects %s with %o in %s', (text, params, locale, expected) => {
  expect(selectPlurals(text, params, locale)).toBe(expected);
});

it("translatorFor resolves the source text's plurals too", () => {
  const t = translatorFor(
    { 'x.stay': '{date}, {count, plural, one {# night} other {# nights}}' },
    'en-GB',
  );
  expect(t('x.stay', { date: 'Monday', count: 1 })).toBe('Monday, 1 night');
});
