import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  lowestRate,
  originalLowestRate,
  originalRatePrice,
  ratePrice,
  serviceCharge,
  serviceItemsPerNight,
} from './pricing.ts';
import type { Occupancy, OriginalRatePrices, Rate, RatePrices } from '../shared/types.ts';

const guests = (adults: number, children = 0, infants = 0): Occupancy => ({
  adults,
  children,
  infants,
});
const only = (field: keyof RatePrices, value: number, base = 2): RatePrices => ({
  BaseRate: 0,
  BaseNumberOfAdults: base,
  [field]: value,
});

describe('ratePrice, one component at a time (spec §9)', () => {
  it.each([
    ['base rate alone', { BaseRate: 100, BaseNumberOfAdults: 2 }, guests(2, 1, 1), 100],
    ['per-room cost', only('CostPerRoom', 15), guests(1), 15],
    ['adults within the base count cost nothing extra', only('CostPerAdult', 30), guests(2), 0],
    ['each adult beyond the base count', only('CostPerAdult', 30), guests(4), 60],
    ['fewer adults than the base count is not a discount', only('CostPerAdult', 30), guests(1), 0],
    ['each child', only('CostPerChild', 20), guests(1, 2), 40],
    ['0 adults: one child fewer is charged', only('CostPerChild', 20), guests(0, 2), 20],
    ['0 adults and one child: no child charge', only('CostPerChild', 20), guests(0, 1), 0],
    ['0 adults and no children: never negative', only('CostPerChild', 20), guests(0, 0, 1), 0],
    ['each infant', only('CostPerInfant', 5), guests(2, 0, 3), 15],
    ['per-person adult cost counts every adult', only('PerPersonCostPerAdult', 10), guests(3), 30],
    [
      'per-person child cost counts every child, even without adults',
      only('PerPersonCostPerChild', 7),
      guests(0, 2),
      14,
    ],
    ['per-person infant cost', only('PerPersonCostPerInfant', 3), guests(1, 0, 2), 6],
    ['missing components count as 0', { BaseRate: 80 }, guests(3, 1, 1), 80],
    [
      'missing base adult count: every adult is extra',
      { BaseRate: 50, CostPerAdult: 10 },
      guests(2),
      70,
    ],
  ])('%s', (_label, rate, occupancy, expected) => {
    expect(ratePrice(rate, occupancy)).toBe(expected);
  });

  it('adds every component together', () => {
    const rate: RatePrices = {
      BaseRate: 100,
      BaseNumberOfAdults: 1,
      CostPerRoom: 10,
      CostPerAdult: 20,
      CostPerChild: 5,
      CostPerInfant: 2,
      PerPersonCostPerAdult: 3,
      PerPersonCostPerChild: 1,
      PerPersonCostPerInfant: 0.5,
    };
    // 100 + 10 + 20×1 + 5×2 + 2×1 + 3×2 + 1×2 + 0.5×1
    expect(ratePrice(rate, guests(2, 2, 1))).toBe(150.5);
  });
});

describe('originalRatePrice', () => {
  it('prices from the Original fields only', () => {
    const rate = {
      BaseRate: 90,
      CostPerChild: 1,
      BaseNumberOfAdults: 1,
      OriginalBaseRate: 120,
      OriginalCostPerRoom: 10,
      OriginalCostPerAdult: 15,
      OriginalCostPerChild: 8,
      OriginalCostPerInfant: 4,
      OriginalPerPersonCostPerAdult: 2,
      OriginalPerPersonCostPerChild: 1,
      OriginalPerPersonCostPerInfant: 0.25,
    };
    // 120 + 10 + 15×1 + 8×1 + 4×1 + 2×2 + 1×1 + 0.25×1
    expect(originalRatePrice(rate, guests(2, 1, 1))).toBe(162.25);
  });
});

describe('lowestRate', () => {
  const roomType = { RoomTypeId: 1, MinimumOccupancy: 1, MaximumOccupancy: 3 };
  const rate = (
    RatePlanId: number,
    BaseRate: number,
    extra: Partial<Rate & OriginalRatePrices> = {},
  ): Rate & OriginalRatePrices => ({ RatePlanId, BaseRate, ...extra });

  it.each([
    ['the minimum over rates', [rate(1, 120), rate(2, 95), rate(3, 110)], guests(2), 95],
    ['no rates → -1', [], guests(2), -1],
    ['occupancy invalid for the room type → -1', [rate(1, 100)], guests(4), -1],
    [
      'a cheaper rate whose own limits reject the occupancy is skipped',
      [rate(1, 120), rate(2, 80, { UseOccupancyForRatePlan: true, MaximumOccupancy: 1 })],
      guests(2),
      120,
    ],
    [
      'a rate with limits it does not use still qualifies',
      [rate(1, 120), rate(2, 80, { UseOccupancyForRatePlan: false, MaximumOccupancy: 1 })],
      guests(2),
      80,
    ],
    [
      'prices by occupancy, not by base rate',
      [rate(1, 100, { PerPersonCostPerAdult: 30 }), rate(2, 150)],
      guests(2),
      150,
    ],
  ])('%s', (_label, rates, occupancy, expected) => {
    expect(lowestRate({ RoomType: roomType, Rates: rates }, occupancy)).toBe(expected);
  });

  it('treats missing rates as none', () => {
    expect(lowestRate({ RoomType: roomType, Rates: null }, guests(1))).toBe(-1);
  });

  it('gives the original price of the rate picked as lowest', () => {
    const rates = [rate(1, 100, { OriginalBaseRate: 100 }), rate(2, 90, { OriginalBaseRate: 140 })];
    expect(originalLowestRate({ RoomType: roomType, Rates: rates }, guests(1))).toBe(140);
    expect(originalLowestRate({ RoomType: roomType, Rates: [] }, guests(1))).toBe(-1);
  });
});

describe('serviceCharge (spec §9)', () => {
  const stay = { nights: 3, adults: 2, children: 1, quantity: 4 };
  it.each([
    ['per stay', 'PerStay', false, 25, 25],
    ['per day', 'PerDay', false, 10, 30],
    ['per quantity', 'PerQuantity', false, 5, 20],
    ['per stay per person (adults and children)', 'PerStay', true, 25, 75],
    ['per day per person', 'PerDay', true, 10, 90],
    ['per quantity per person', 'PerQuantity', true, 5, 60],
  ] as const)('%s', (_label, ChargeType, ChargePerPerson, Price, expected) => {
    expect(serviceCharge({ ChargeType, ChargePerPerson, Price }, stay)).toBe(expected);
  });

  it('does not count infants as persons', () => {
    expect(
      serviceCharge(
        { ChargeType: 'PerStay', ChargePerPerson: true, Price: 10 },
        { nights: 1, adults: 1, children: 0, quantity: 1 },
      ),
    ).toBe(10);
  });
});

describe('serviceItemsPerNight (what a room is charged for is what it takes from the inventory)', () => {
  const stay = { adults: 2, children: 1, quantity: 4 };
  it.each([
    ['spa pass per stay per guest, 3 guests', 'PerStay', true, 3],
    ['breakfast per night per guest', 'PerDay', true, 3],
    ['parking per night', 'PerDay', false, 1],
    ['bottles per item', 'PerQuantity', false, 4],
    ['tickets per item per guest', 'PerQuantity', true, 12],
  ] as const)('%s', (_label, ChargeType, ChargePerPerson, expected) => {
    expect(serviceItemsPerNight({ ChargeType, ChargePerPerson }, stay)).toBe(expected);
  });
});

describe('ratePrice invariants (property)', () => {
  const cost = fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: undefined });
  const rate = fc.record({
    BaseRate: fc.double({ min: 0, max: 5000, noNaN: true }),
    BaseNumberOfAdults: fc.option(fc.nat(4), { nil: undefined }),
    CostPerRoom: cost,
    CostPerAdult: cost,
    CostPerChild: cost,
    CostPerInfant: cost,
    PerPersonCostPerAdult: cost,
    PerPersonCostPerChild: cost,
    PerPersonCostPerInfant: cost,
  });
  const occupancy = fc.record({ adults: fc.nat(6), children: fc.nat(6), infants: fc.nat(3) });

  it('is never below the base rate for non-negative costs', () => {
    fc.assert(
      fc.property(rate, occupancy, (r, o) => {
        expect(ratePrice(r, o)).toBeGreaterThanOrEqual(r.BaseRate);
      }),
    );
  });

  it.each(['adults', 'children', 'infants'] as const)(
    'never drops when one more of the %s joins',
    (kind) => {
      fc.assert(
        fc.property(rate, occupancy, (r, o) => {
          expect(ratePrice(r, { ...o, [kind]: o[kind] + 1 })).toBeGreaterThanOrEqual(
            ratePrice(r, o),
          );
        }),
      );
    },
  );
});
