import { describe, expect, it } from 'vitest';
import { dayContentOf, monthRequest } from './calendar-data.ts';

describe('monthRequest', () => {
  it.each([
    ['the current month, from today', '2026-11', { fromDate: '2026-11-22', toDate: '2026-11-30' }],
    ['a whole month', '2027-02', { fromDate: '2027-02-01', toDate: '2027-02-28' }],
    ['the month the window ends in', '2029-11', { fromDate: '2029-11-01', toDate: '2029-11-22' }],
    ['a month after the window', '2029-12', undefined],
    ['a past month', '2026-10', undefined],
  ])('%s', (_name, month, expected) => {
    expect(monthRequest(month, '2026-11-22')).toEqual(expected);
  });
});

describe('dayContentOf', () => {
  it('shows the lowest price short and says it in full', () => {
    expect(dayContentOf({ lowestRate: 189.5, minStay: undefined }, 'GBP')).toEqual({
      price: '£190',
      priceLabel: 'from £189.50',
      note: undefined,
      noteLabel: undefined,
    });
  });

  it('hints at a minimum stay', () => {
    expect(dayContentOf({ lowestRate: undefined, minStay: 3 }, 'GBP')).toEqual({
      price: undefined,
      priceLabel: undefined,
      note: 'min 3',
      noteLabel: 'minimum stay 3 nights',
    });
  });

  it('shows nothing for a day not loaded', () => {
    expect(dayContentOf(undefined, 'GBP')).toBeUndefined();
  });
});
