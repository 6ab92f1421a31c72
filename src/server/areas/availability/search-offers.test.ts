import { describe, expect, it } from 'vitest';
import type { AvailabilityStatic, PromoCodeRow, RatePlanRow, RoomTypeRow } from './statics.ts';
import { buildOffers, priceFields, type OfferInputs } from './search-offers.ts';
import type { StayPrices, StayRateTotals } from './stay-rows.ts';
import { ratePlanRow, roomTypeRow } from '../../testing/availability-rows.ts';

const roomType = (id: number, code: string, fields: Partial<RoomTypeRow> = {}) =>
  roomTypeRow(id, { code, name: code, ...fields });
const plan = (id: number, code: string, fields: Partial<RatePlanRow> = {}) =>
  ratePlanRow(id, { code, name: code, ...fields });
const prices = (base: number): StayPrices => ({
  BaseRate: base,
  CostPerRoom: 0,
  CostPerAdult: 30,
  CostPerChild: 20,
  CostPerInfant: 0,
  PerPersonCostPerAdult: 0,
  PerPersonCostPerChild: 0,
  PerPersonCostPerInfant: 0,
});
const totals = (
  roomTypeId: number,
  ratePlanId: number,
  base: number,
  fields: Partial<StayRateTotals> = {},
): StayRateTotals => ({
  roomTypeId,
  ratePlanId,
  openNights: 2,
  arrivalMinLengthOfStay: 1,
  arrivalMaxLengthOfStay: null,
  arrivalClosedToArrival: false,
  departureClosedToDeparture: false,
  baseNumberOfAdults: 2,
  prices: prices(base),
  ...fields,
});

const statics: AvailabilityStatic = {
  // Sort order puts the suite (id 2) first.
  roomTypes: [
    roomType(2, 'SUITE', {
      sortOrder: 0,
      locationId: 8,
      maximumOccupancy: 4,
      childMaximumOccupancy: 2,
    }),
    roomType(1, 'DBL', { sortOrder: 1, locationId: 7 }),
  ],
  ratePlans: [plan(10, 'BAR'), plan(11, 'NRF'), plan(12, 'WINTER', { promoOnly: true })],
  upgradesFrom: new Map([[1, [2]]]),
  promoCodes: [],
};
const promo = (fields: Partial<PromoCodeRow>): PromoCodeRow => ({
  id: 1,
  propertyId: 1,
  code: 'WINTER10',
  description: 'Winter',
  ratePlanId: 12,
  discountPercentage: 10,
  validFrom: null,
  validTo: null,
  active: true,
  ...fields,
});

const input = (fields: Partial<OfferInputs> = {}): OfferInputs => ({
  statics,
  inventory: new Map([
    [1, { nights: 2, minAvailable: 3 }],
    [2, { nights: 2, minAvailable: 1 }],
  ]),
  totals: [
    totals(1, 10, 200),
    totals(1, 11, 170),
    totals(1, 12, 210),
    totals(2, 10, 400),
    totals(2, 12, 420),
  ],
  dateFrom: '2026-02-02',
  dateTo: '2026-02-04',
  nights: 2,
  ratePlanCode: null,
  locationId: null,
  promo: null,
  firstRoom: { adults: 2, children: 0, infants: 0 },
  currency: 'GBP',
  ...fields,
});
const summary = (fields: Partial<OfferInputs> = {}) =>
  Object.fromEntries(
    buildOffers(input(fields)).offers.map((offer) => [
      offer.RoomType.RoomTypeCode,
      offer.Rates.map((rate) => rate.RatePlanCode),
    ]),
  );

describe('buildOffers', () => {
  it('offers room types in sort order with their rates in plan order, leaving promo-only plans out', () => {
    const built = buildOffers(input());
    expect(summary()).toEqual({ SUITE: ['BAR'], DBL: ['BAR', 'NRF'] });
    expect(built.roomsPerRoomType).toEqual({ '1': 3, '2': 1 });
    expect(built.anyNightOpen).toBe(true);
    expect(built.offers[1]).toMatchObject({
      DateFrom: '2026-02-02',
      DateTo: '2026-02-04',
      LowestRate: 170,
      OriginalLowestRate: 170,
    });
  });

  it('unlocks and discounts only the promo code’s plan; a code without a plan discounts every rate', () => {
    expect(summary({ promo: promo({}) })).toEqual({
      SUITE: ['BAR', 'WINTER'],
      DBL: ['BAR', 'NRF', 'WINTER'],
    });
    const dbl = buildOffers(input({ promo: promo({}) })).offers[1]!;
    expect(
      dbl.Rates.map((rate) => [
        rate.BaseRate,
        rate.OriginalBaseRate,
        rate.Promotion?.DiscountPercentage ?? null,
      ]),
    ).toEqual([
      [200, 200, null],
      [170, 170, null],
      [189, 210, 10],
    ]);
    const everything = buildOffers(
      input({ promo: promo({ ratePlanId: null, discountPercentage: 5, code: 'ALL5' }) }),
    ).offers[1]!;
    expect(everything.Rates.map((rate) => [rate.BaseRate, rate.Promotion?.Code])).toEqual([
      [190, 'ALL5'],
      [161.5, 'ALL5'],
    ]);
    expect(everything).toMatchObject({ LowestRate: 161.5, OriginalLowestRate: 170 });
  });

  it('drops rates closed on a night or whose arrival-night minimum stay is longer than the stay', () => {
    const closed = input({
      totals: [
        totals(1, 10, 200, { openNights: 1 }),
        totals(1, 11, 170, { arrivalMinLengthOfStay: 3 }),
        totals(2, 10, 400, { arrivalMinLengthOfStay: 2 }),
      ],
    });
    expect(summary(closed)).toEqual({ SUITE: ['BAR'] });
    expect(buildOffers(closed).offers[0]!.Rates[0]!.MinLengthOfStay).toBe(2);
  });

  it.each<[string, Partial<StayRateTotals>]>([
    ['a maximum stay shorter than the stay', { arrivalMaxLengthOfStay: 1 }],
    ['an arrival night closed to arrival', { arrivalClosedToArrival: true }],
    ['a departure day closed to departure', { departureClosedToDeparture: true }],
  ])('drops a rate with %s', (_label, fields) => {
    const restricted = input({
      totals: [totals(1, 10, 200, fields), totals(1, 11, 170), totals(2, 10, 400, fields)],
    });
    expect(summary(restricted)).toEqual({ DBL: ['NRF'] });
  });

  it('keeps a rate whose maximum stay is the stay', () => {
    const fits = input({ totals: [totals(1, 11, 170, { arrivalMaxLengthOfStay: 2 })] });
    expect(summary(fits)).toEqual({ DBL: ['NRF'] });
  });

  it('needs a room left on every night', () => {
    const built = buildOffers(
      input({
        inventory: new Map([
          [1, { nights: 1, minAvailable: 3 }],
          [2, { nights: 2, minAvailable: 0 }],
        ]),
      }),
    );
    expect(built.offers).toEqual([]);
    expect(built.roomsPerRoomType).toEqual({ '1': 0, '2': 0 });
  });

  it('filters by rate plan code in any case and by location', () => {
    expect(summary({ ratePlanCode: 'nrf' })).toEqual({ DBL: ['NRF'] });
    expect(summary({ ratePlanCode: 'winter' })).toEqual({});
    expect(summary({ ratePlanCode: 'WINTER', promo: promo({}) })).toEqual({
      SUITE: ['WINTER'],
      DBL: ['WINTER'],
    });
    expect(summary({ locationId: 7 })).toEqual({ DBL: ['BAR', 'NRF'] });
    expect(summary({ locationId: 9 })).toEqual({});
  });

  it('lists upgrades on sale with their rates, and -1 as LowestRate when the first room fits no rate', () => {
    const built = buildOffers(input({ firstRoom: { adults: 2, children: 1, infants: 0 } }));
    const [suite, dbl] = built.offers;
    expect(dbl!.RoomType.Upgrades).toEqual([{ RoomTypeId: 2, AvailableRates: suite!.Rates }]);
    expect(dbl).toMatchObject({ LowestRate: -1, OriginalLowestRate: -1 });
    expect(suite!.LowestRate).toBe(420);
    const noSuite = buildOffers(
      input({ inventory: new Map([[1, { nights: 2, minAvailable: 3 }]]) }),
    );
    expect(noSuite.offers[0]!.RoomType.Upgrades).toEqual([]);
  });

  it('tells a closed hotel from a full one', () => {
    expect(
      buildOffers(input({ totals: [totals(1, 10, 200, { openNights: 0 })] })).anyNightOpen,
    ).toBe(false);
    expect(buildOffers(input({ totals: [] })).anyNightOpen).toBe(false);
  });
});

describe('priceFields', () => {
  it('rounds discounted figures to the currency and keeps the sums as Original*', () => {
    const fields = priceFields({ ...prices(333.35), CostPerAdult: 0.1 + 0.2 }, 15, 'GBP');
    expect(fields).toMatchObject({
      BaseRate: 283.35,
      OriginalBaseRate: 333.35,
      CostPerAdult: 0.26,
      OriginalCostPerAdult: 0.3,
    });
  });
});
