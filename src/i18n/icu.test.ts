import { expect, it } from 'vitest';
import { placeholdersOf, selectPlurals } from './icu.ts';

const NIGHTS = '{count, plural, one {# Nacht} other {# Nächte}}';
const AR =
  '{count, plural, zero {لا ليالٍ} one {ليلة واحدة} two {ليلتان} few {# ليالٍ} many {# ليلة} other {# ليلة}}';

it.each([
  [NIGHTS, 1, 'de', '1 Nacht'],
  [NIGHTS, 3, 'de', '3 Nächte'],
  [NIGHTS, 1200, 'de', '1.200 Nächte'],
  ['{count, plural, =0 {keine} other {#}} frei', 0, 'de', 'keine frei'],
  [AR, 2, 'ar', 'ليلتان'],
  [AR, 5, 'ar', '5 ليالٍ'],
  [AR, 11, 'ar', '11 ليلة'],
  ['Zimmer {number}', 2, 'de', 'Zimmer {number}'],
  ['{n, plural, one {eine {what}} other {# {what}}}', 2, 'de', '2 {what}'],
])('%s with %i in %s', (text, count, locale, expected) => {
  expect(selectPlurals(text, { count, n: count }, locale)).toBe(expected);
});

it('lists slots and plural arguments once', () => {
  expect(placeholdersOf('{a} and {count, plural, one {# {b}} other {# {b}}}')).toEqual([
    'a',
    'b',
    'count',
  ]);
  expect(placeholdersOf('No slots')).toEqual([]);
});
