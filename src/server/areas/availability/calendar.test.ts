import { describe, expect, it } from 'vitest';
import { ratePlanRow as plan, roomTypeRow as roomType } from '../../testing/availability-rows.ts';
import { calendarRows, type CalendarPricing } from './calendar.ts';
import type { SellableNight } from './calendar-nights.ts';

const night = (
  date: string,
  roomTypeId: number,
  ratePlanId: number,
  baseRate: number,
  fields: Partial<SellableNight> = {},
): SellableNight => ({
  date,
  roomTypeId,
  ratePlanId,
  minLengthOfStay: 1,
  BaseRate: baseRate,
  BaseNumberOfAdults: 1,
  CostPerRoom: 0,
  CostPerAdult: 20,
  CostPerChild: 0,
  CostPerInfant: 0,
  PerPersonCostPerAdult: 0,
  PerPersonCostPerChild: 0,
  PerPersonCostPerInfant: 0,
  ...fields,
});

const config = {
  roomTypes: [roomType(1), roomType(2, { adultMaximumOccupancy: 1, maximumOccupancy: 1 })],
  plans: [plan(10), plan(11, { useOccupancyForRatePlan: true, adultMaximumOccupancy: 1 })],
};
const gbp: CalendarPricing = {
  occupancy: { adults: 2, children: 0, infants: 0 },
  vatRate: 20,
  vatInclusive: true,
  currency: 'GBP',
};

describe('calendarRows', () => {
  it('gives every date of the window, rooms left, and plans in plan order', () => {
    const rows = calendarRows(
      '2026-02-01',
      '2026-02-03',
      new Map([
        ['2026-02-01', 4],
        ['2026-02-02', 0],
      ]),
      [
        night('2026-02-01', 1, 11, 90),
        night('2026-02-01', 1, 10, 100, { minLengthOfStay: 3 }),
        night('2026-02-01', 2, 10, 50, { minLengthOfStay: 2 }),
        night('2026-02-02', 1, 10, 100),
      ],
      config,
      gbp,
    );
    expect(rows).toEqual([
      // Room type 2 takes one adult only, so its cheaper price does not count for two; its minimum stay does.
      // Plan 11 takes one adult only: no room fits two, so its price falls back to the open room types.
      {
        DateOfStay: '2026-02-01',
        AvailableRooms: 4,
        Rates: [
          { RatePlanId: 10, MinLengthOfStay: 2, MinimumRate: 120 },
          { RatePlanId: 11, MinLengthOfStay: 1, MinimumRate: 110 },
        ],
      },
      { DateOfStay: '2026-02-02', AvailableRooms: 0, Rates: [] },
      { DateOfStay: '2026-02-03', AvailableRooms: 0, Rates: [] },
    ]);
  });

  it('adds VAT when prices exclude it and rounds to the currency', () => {
    const rows = calendarRows(
      '2026-02-01',
      '2026-02-01',
      new Map([['2026-02-01', 1]]),
      [night('2026-02-01', 1, 10, 100.01, { CostPerAdult: 0 })],
      config,
      { ...gbp, vatRate: 7.5, vatInclusive: false },
    );
    expect(rows[0]!.Rates).toEqual([{ RatePlanId: 10, MinLengthOfStay: 1, MinimumRate: 107.51 }]);
  });

  it('uses a room type the default occupancy does not fit only when none fits', () => {
    const rows = calendarRows(
      '2026-02-01',
      '2026-02-01',
      new Map([['2026-02-01', 1]]),
      [night('2026-02-01', 2, 10, 50)],
      config,
      gbp,
    );
    expect(rows[0]!.Rates).toEqual([{ RatePlanId: 10, MinLengthOfStay: 1, MinimumRate: 70 }]);
  });
});
