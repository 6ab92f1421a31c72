import { expect, it } from 'vitest';
import { guestsText } from '../domain/booking/guests-text.ts';
import { withShownEquivalent } from './currency.ts';
import { formatStayDate } from './dates.ts';
import { countedIn, guestsTextIn, stayDatesIn, withShownEquivalentIn } from './stay-texts.ts';
import { formatInstantIn, formatStayDateIn } from './locale-format.ts';

it.each([
  [2, 0, 0],
  [1, 1, 0],
  [2, 3, 1],
  [1, 0, 2],
])('writes %i adults, %i children, %i infants as the browser does in en-GB', (a, c, i) => {
  const room = { numberOfAdults: a, numberOfChildren: c, numberOfInfants: i };
  expect(guestsTextIn(room)).toBe(guestsText(room));
});

it.each(['2026-12-07', '2027-02-28', '2026-01-01'])(
  'writes %s as the browser does in en-GB',
  (date) => {
    expect(formatStayDateIn('en-GB', date)).toBe(formatStayDate(date));
  },
);

it.each([
  ['stay.nights', 1, 'en-GB', '1 night'],
  ['stay.nights', 3, 'en-GB', '3 nights'],
  ['stay.rooms', 1, 'en-GB', '1 room'],
  ['stay.rooms', 2, 'en-GB', '2 rooms'],
] as const)('counts %s %i in %s', (key, count, locale, expected) => {
  expect(countedIn(key, count, locale)).toBe(expected);
});

it('writes dates in the locale asked for', () => {
  expect(formatStayDateIn('de', '2026-12-07')).toBe('Montag, 7. Dez. 2026');
  expect(stayDatesIn('2026-12-07', '2026-12-10')).toBe(
    'Monday, 7 Dec 2026 – Thursday, 10 Dec 2026',
  );
});

it('writes a moment as toUTCString does in en-GB, by Intl in another locale', () => {
  expect(formatInstantIn('en-GB', '2026-11-27T17:05:00Z')).toBe('Fri, 27 Nov 2026 17:05:00 GMT');
  expect(formatInstantIn('de', '2026-11-27T17:05:00Z')).toContain('27. November 2026');
});

it.each([
  [100, 'GBP', null],
  [100, 'GBP', { Currency: 'EUR', Amount: 115 }],
])('writes %d %s with %o as the browser does in en-GB', (amount, currency, shown) => {
  expect(withShownEquivalentIn(amount, currency, shown)).toBe(
    withShownEquivalent(amount, currency, shown),
  );
});
