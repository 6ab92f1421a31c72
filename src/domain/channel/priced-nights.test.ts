import { describe, expect, it } from 'vitest';
import { nightsOfStay, pricedNights } from './priced-nights.ts';

const RATES: Record<string, number> = {
  '2027-03-04': 120,
  '2027-03-05': 150,
  '2027-03-06': 150,
};
const rateOf = (night: string) => RATES[night] ?? 0;

describe('nightsOfStay', () => {
  it.each([
    ['one night', '2027-03-04', '2027-03-05', ['2027-03-04']],
    ['across a month end', '2027-02-27', '2027-03-02', ['2027-02-27', '2027-02-28', '2027-03-01']],
    ['no nights', '2027-03-04', '2027-03-04', []],
  ])('%s', (_case, from, to, nights) => {
    expect(nightsOfStay(from, to)).toEqual(nights);
  });
});

describe('pricedNights', () => {
  it.each([
    [
      'each night at its own rate',
      270,
      '2027-03-04',
      '2027-03-06',
      'GBP',
      [
        { date: '2027-03-04', amount: 120 },
        { date: '2027-03-05', amount: 150 },
      ],
    ],
    [
      'a 10% promotion spread over the nights',
      378,
      '2027-03-04',
      '2027-03-07',
      'GBP',
      [
        { date: '2027-03-04', amount: 108 },
        { date: '2027-03-05', amount: 135 },
        { date: '2027-03-06', amount: 135 },
      ],
    ],
    [
      'a discount that leaves pennies to the last night',
      100,
      '2027-03-04',
      '2027-03-07',
      'GBP',
      [
        { date: '2027-03-04', amount: 28.57 },
        { date: '2027-03-05', amount: 35.71 },
        { date: '2027-03-06', amount: 35.72 },
      ],
    ],
    [
      'whole yen',
      10001,
      '2027-03-05',
      '2027-03-07',
      'JPY',
      [
        { date: '2027-03-05', amount: 5001 },
        { date: '2027-03-06', amount: 5000 },
      ],
    ],
  ])('%s', (_case, roomCost, from, to, currency, nights) => {
    expect(pricedNights(roomCost, from, to, rateOf, currency)).toEqual(nights);
  });

  it('always adds up to the room price in minor units', () => {
    for (const roomCost of [0.01, 99.99, 377.77, 1234.56]) {
      const nights = pricedNights(roomCost, '2027-03-03', '2027-03-08', rateOf, 'GBP');
      const cents = nights.reduce((sum, night) => sum + Math.round(night.amount * 100), 0);
      expect(cents).toBe(Math.round(roomCost * 100));
    }
  });
});
