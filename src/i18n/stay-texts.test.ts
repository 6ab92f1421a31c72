import { expect, it } from 'vitest';
import { formatMoney } from './currency.ts';
import { formatStayDate } from './dates.ts';
import { formatInstantIn, formatMoneyIn, formatStayDateIn } from './locale-format.ts';
import {
  cancellationWordsIn,
  countedIn,
  guestsTextIn,
  stayDatesIn,
  withShownEquivalentIn,
} from './stay-texts.ts';

it.each([
  [[2, 0, 0], 'en-GB', '2 adults'],
  [[1, 2, 1], 'en-GB', '1 adult, 2 children, 1 infant'],
  [[2, 1, 0], 'de', '2 Erwachsene, 1 Kind'],
  [[1, 0, 0], 'de', '1 Erwachsener'],
  [[2, 0, 0], 'ar', 'بالغان'],
  [[5, 0, 0], 'pl', '5 dorosłych'],
] as const)('writes the guests %j in %s', ([a, c, i], locale, expected) => {
  const room = { numberOfAdults: a, numberOfChildren: c, numberOfInfants: i };
  expect(guestsTextIn(room, locale)).toBe(expected);
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

it.each([
  ['2026-11-27T17:05:00Z', 'UTC', 'Friday, 27 November 2026 at 17:05:00 UTC'],
  ['2026-11-27T17:05:00Z', 'Europe/London', 'Friday, 27 November 2026 at 17:05:00 GMT'],
  ['2027-06-30T22:59:59Z', 'Europe/London', 'Wednesday, 30 June 2027 at 23:59:59 BST'],
  ['2026-11-27T17:05:00Z', 'Africa/Johannesburg', 'Friday, 27 November 2026 at 19:05:00 GMT+2'],
])('writes the moment %s in %s as a date and time of en-GB', (iso, zone, expected) => {
  expect(formatInstantIn('en-GB', iso, zone)).toBe(expected);
});

it('writes a moment by Intl in another locale', () => {
  expect(formatInstantIn('de', '2026-11-27T17:05:00Z')).toContain('27. November 2026');
});

it.each([
  [100, 'GBP', null, '£100.00'],
  [100, 'GBP', { Currency: 'EUR', Amount: 115 }, '£100.00 (about €115.00)'],
])('writes %d %s with %o in en-GB', (amount, currency, shown, expected) => {
  expect(withShownEquivalentIn(amount, currency, shown)).toBe(expected);
});

it.each([
  [{ nonRefundable: true }, 'Non-refundable: this rate cannot be cancelled, changed or refunded.'],
  [
    { nonRefundable: false, freeUntilDaysBefore: 3, penalty: { kind: 'FirstNight' } },
    'Free cancellation until the end of Sunday, 6 Jun 2027 (hotel time); after that the first night is charged.',
  ],
  [
    { nonRefundable: false, freeUntilDaysBefore: 0, penalty: { kind: 'Full' } },
    'Free cancellation until the end of Wednesday, 9 Jun 2027 (hotel time); after that the full cost of the room is charged.',
  ],
  [
    { nonRefundable: false, freeUntilDaysBefore: 7, penalty: { kind: 'Percent', percent: 30 } },
    "Free cancellation until the end of Wednesday, 2 Jun 2027 (hotel time); after that 30% of the room's total is charged.",
  ],
] as const)('says the cancellation policy %j in en-GB', (terms, words) => {
  expect(cancellationWordsIn(terms, '2027-06-10')).toBe(words);
});

it('writes the cancellation deadline as a date of the locale', () => {
  const terms = {
    nonRefundable: false,
    freeUntilDaysBefore: 2,
    penalty: { kind: 'FirstNight' },
  } as const;
  const words = cancellationWordsIn(terms, '2027-06-10', 'de');
  expect(words).toContain(formatStayDateIn('de', '2027-06-07'));
  expect(words).not.toContain(formatStayDate('2027-06-07'));
});

it.each([
  [1234.5, 'GBP'],
  [1234.5, 'ZAR'],
  [-20, 'EUR'],
])('writes %d %s in en-GB in the spec’s format, as the pages do', (amount, currency) => {
  expect(formatMoneyIn('en-GB', amount, currency)).toBe(formatMoney(amount, currency));
});

it('writes amounts in the reader’s locale elsewhere', () => {
  expect(formatMoneyIn('de', 1234.5, 'GBP')).toBe(
    new Intl.NumberFormat('de', { style: 'currency', currency: 'GBP' }).format(1234.5),
  );
  expect(withShownEquivalentIn(100, 'GBP', { Currency: 'EUR', Amount: 115 }, 'de')).toBe(
    `${formatMoneyIn('de', 100, 'GBP')} (ca. ${formatMoneyIn('de', 115, 'EUR')})`,
  );
});
