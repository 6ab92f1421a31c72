import { describe, expect, it } from 'vitest';
import type { RoomTypeOffer } from '../shared/types.ts';
import { lowestStayTotal } from './stay-total.ts';

// Stay prices as the search sends them: BaseRate is the whole stay for BaseNumberOfAdults.
const offer = (
  roomTypeId: number,
  maxAdults: number,
  ...rates: [ratePlanId: number, base: number][]
): RoomTypeOffer => ({
  RoomType: {
    RoomTypeId: roomTypeId,
    MaximumOccupancy: maxAdults,
    AdultMaximumOccupancy: maxAdults,
  },
  Rates: rates.map(([RatePlanId, BaseRate]) => ({
    RatePlanId,
    BaseRate,
    BaseNumberOfAdults: 2,
    CostPerAdult: 30,
  })),
});
const tax = { currency: 'GBP', vatRate: 20, vatInclusive: true };
const stay = { dateFrom: '2027-03-01', dateTo: '2027-03-03', tax, today: '2027-01-01' };
const adults = (n: number) => ({ adults: n, children: 0, infants: 0 });

describe('lowestStayTotal', () => {
  const offers = [offer(1, 2, [10, 200], [11, 180]), offer(2, 4, [10, 300])];
  it.each([
    [
      'one couple takes the cheapest rate of the cheapest type',
      [adults(2)],
      { 1: 3, 2: 3 },
      { total: 180, perNight: 90, fewestLeft: 3 },
    ],
    [
      'a family of four needs the bigger type',
      [adults(4)],
      { 1: 3, 2: 3 },
      { total: 360, perNight: 180, fewestLeft: 3 },
    ],
    [
      'two couples with one small room left: the second gets the bigger type',
      [adults(2), adults(2)],
      { 1: 1, 2: 3 },
      { total: 480, perNight: 240, fewestLeft: 1 },
    ],
    ['a party that does not fit anywhere', [adults(5)], { 1: 3, 2: 3 }, null],
    ['sold out', [adults(2)], { 1: 0, 2: 0 }, null],
  ])('%s', (_name, rooms, roomsPerRoomType, expected) => {
    expect(lowestStayTotal({ ...stay, offers, roomsPerRoomType, rooms })).toEqual(expected);
  });

  it('adds VAT when the hotel quotes prices without it', () => {
    expect(
      lowestStayTotal({
        ...stay,
        tax: { ...tax, vatInclusive: false },
        offers,
        roomsPerRoomType: { 1: 1 },
        rooms: [adults(2)],
      })!.total,
    ).toBe(216);
  });
});
