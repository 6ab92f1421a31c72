import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailabilitySearchResultSchema,
  type AvailabilitySearchResult,
  type Rate,
} from '../../../api/contract/availability-search.ts';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { qualifyingRates } from '../../../domain/booking/offers.ts';
import { ratePrice } from '../../../domain/booking/pricing.ts';
import type { Occupancy } from '../../../domain/shared/types.ts';
import { createApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  locations,
  nightlyRates,
  promoCodes,
  properties,
  roomInventory,
  roomTypes,
} from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { call, postJson, TEST_SEED_DAY } from '../../testing/fixtures.ts';

// One seeded in-memory database for the file; the clock is the seed's, so "today" is TEST_SEED_DAY.
let api: ReferenceApi;
let db: Database;
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  const [london] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.code, 'GRANDLDN'));
  await db.insert(promoCodes).values([
    {
      propertyId: london!.id,
      code: 'EXPIRED5',
      description: 'Over',
      discountPercentage: 5,
      validTo: addDays(TEST_SEED_DAY, -1),
    },
    {
      propertyId: london!.id,
      code: 'PAUSED5',
      description: 'Paused',
      discountPercentage: 5,
      active: false,
    },
    {
      propertyId: london!.id,
      code: 'SPRING5',
      description: 'Five off every rate',
      discountPercentage: 5,
    },
  ]);
});
afterAll(async () => {
  await api?.close();
});

const today = TEST_SEED_DAY;
const twoAdults = { NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 };
const request = (body: Record<string, unknown>) => ({
  PropertyId: 'GRANDLDN',
  DateFrom: addDays(today, 20),
  DateTo: addDays(today, 23),
  Rooms: [twoAdults],
  ...body,
});
const post = (
  body: unknown,
  app: { fetch(request: Request): Response | Promise<Response> } = api,
) => call(app, '/api/Availability/Search', postJson(body));

async function search(
  body: Record<string, unknown>,
  app?: { fetch(request: Request): Response | Promise<Response> },
): Promise<AvailabilitySearchResult> {
  const answer = await post(request(body), app);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(AvailabilitySearchResultSchema, answer.body);
}

function expectInvalid(answer: { status: number; body: unknown }, field: string): void {
  expect(answer.status).toBe(400);
  const error = v.parse(ApiErrorSchema, answer.body);
  expect(error.ModelState?.[field]?.length, JSON.stringify(error.ModelState)).toBeGreaterThan(0);
}

const idOf = async (code: string) =>
  (await db.select({ id: properties.id }).from(properties).where(eq(properties.code, code)))[0]!.id;

function nightsOf(roomTypeId: number, ratePlanId: number, from: string, to: string) {
  return db
    .select()
    .from(nightlyRates)
    .where(
      and(
        eq(nightlyRates.roomTypeId, roomTypeId),
        eq(nightlyRates.ratePlanId, ratePlanId),
        gte(nightlyRates.date, from),
        lt(nightlyRates.date, to),
      ),
    )
    .orderBy(asc(nightlyRates.date));
}

type Night = Awaited<ReturnType<typeof nightsOf>>[number];
const FIELDS = [
  ['BaseRate', 'baseRate'],
  ['CostPerRoom', 'costPerRoom'],
  ['CostPerAdult', 'costPerAdult'],
  ['CostPerChild', 'costPerChild'],
  ['CostPerInfant', 'costPerInfant'],
  ['PerPersonCostPerAdult', 'perPersonCostPerAdult'],
  ['PerPersonCostPerChild', 'perPersonCostPerChild'],
  ['PerPersonCostPerInfant', 'perPersonCostPerInfant'],
] as const satisfies readonly (readonly [keyof Rate, keyof Night])[];

const nightPrice = (night: Night, occupancy: Occupancy) =>
  ratePrice(
    {
      ...Object.fromEntries(FIELDS.map(([field, column]) => [field, night[column]])),
      BaseNumberOfAdults: night.baseNumberOfAdults,
    },
    occupancy,
  );

/** Every price field of the rate is the stay total of the nights; Original* too, less the discount for the others. */
async function expectStayTotals(
  roomTypeId: number,
  rate: Rate,
  from: string,
  to: string,
  discount = 0,
): Promise<Night[]> {
  const nights = await nightsOf(roomTypeId, rate.RatePlanId, from, to);
  expect(nights).toHaveLength(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  for (const [field, column] of FIELDS) {
    const sum = nights.reduce((total, night) => total + night[column], 0);
    expect(rate[`Original${field}`], `Original${field}`).toBeCloseTo(sum, 2);
    expect(rate[field], field).toBeCloseTo(Math.round(sum * (100 - discount)) / 100, 2);
  }
  return nights;
}

describe('POST /api/Availability/Search', () => {
  it('returns stay totals summed from the nightly rows, priced by the domain like the nights one by one', async () => {
    const result = await search({});
    expect(result).toMatchObject({ IsPromoCodeValid: null, PromoCodeMessage: null, Message: null });
    const rows = await db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, await idOf('GRANDLDN')))
      .orderBy(asc(roomTypes.sortOrder));
    expect(result.RoomTypes.map((offer) => offer.RoomType.RoomTypeCode)).toEqual(
      rows
        .map((row) => row.code)
        .filter((code) => result.RoomTypes.some((offer) => offer.RoomType.RoomTypeCode === code)),
    );
    expect(result.RoomTypes.length).toBeGreaterThan(2);
    for (const offer of result.RoomTypes) {
      expect(offer).toMatchObject({ DateFrom: addDays(today, 20), DateTo: addDays(today, 23) });
      expect(offer.Rates.map((rate) => rate.RatePlanCode)).not.toContain('WINTER');
      for (const rate of offer.Rates) {
        expect(rate.Promotion).toBeNull();
        const nights = await expectStayTotals(
          offer.RoomType.RoomTypeId,
          rate,
          addDays(today, 20),
          addDays(today, 23),
        );
        expect(rate.MinLengthOfStay).toBe(nights[0]!.minLengthOfStay);
        for (const occupancy of [
          { adults: 2, children: 0, infants: 0 },
          { adults: 3, children: 1, infants: 1 },
          { adults: 0, children: 2, infants: 0 },
        ]) {
          const perNight = nights.reduce((total, night) => total + nightPrice(night, occupancy), 0);
          expect(ratePrice(rate, occupancy)).toBeCloseTo(perNight, 2);
        }
      }
      const cheapest = Math.min(
        ...qualifyingRates(offer, { adults: 2, children: 0, infants: 0 }).map((rate) =>
          ratePrice(rate, { adults: 2, children: 0, infants: 0 }),
        ),
      );
      expect(offer.LowestRate).toBeCloseTo(cheapest, 2);
      expect(offer.OriginalLowestRate).toBe(offer.LowestRate);
    }
  });

  it('reports the fewest rooms left over the nights per room type', async () => {
    const result = await search({});
    const inventory = await db
      .select({
        id: roomInventory.roomTypeId,
        min: sql<number>`min(${roomInventory.availableRooms})`.mapWith(Number),
      })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.propertyId, await idOf('GRANDLDN')),
          gte(roomInventory.date, addDays(today, 20)),
          lt(roomInventory.date, addDays(today, 23)),
        ),
      )
      .groupBy(roomInventory.roomTypeId);
    expect(result.NumberOfRoomsPerRoomTypeId).toEqual(
      Object.fromEntries(inventory.map((row) => [String(row.id), row.min])),
    );
  });

  it('computes LowestRate for the first room only, -1 where it fits no rate, and still returns those room types', async () => {
    const family = { NumberOfAdults: 2, NumberOfChildren: 2, NumberOfInfants: 0 };
    const result = await search({ Rooms: [family, twoAdults] });
    const byCode = new Map(result.RoomTypes.map((offer) => [offer.RoomType.RoomTypeCode, offer]));
    expect(byCode.get('CLDBL')).toMatchObject({ LowestRate: -1, OriginalLowestRate: -1 });
    const famqd = byCode.get('FAMQD');
    if (famqd) expect(famqd.LowestRate).toBeGreaterThan(0);
  });

  it('offers as upgrades only room types on sale for the stay, with their full rates', async () => {
    // The seed sells out the Junior Suites on nights 3 and 4.
    const soldOut = await search({ DateFrom: addDays(today, 3), DateTo: addDays(today, 4) });
    const classic = soldOut.RoomTypes.find((offer) => offer.RoomType.RoomTypeCode === 'CLDBL');
    expect(classic?.RoomType.Upgrades.map((upgrade) => upgrade.RoomTypeId)).not.toContain(
      await roomTypeId('JRSTE'),
    );
    const result = await search({});
    for (const offer of result.RoomTypes) {
      for (const upgrade of offer.RoomType.Upgrades) {
        expect(upgrade.AvailableRates).toEqual(
          result.RoomTypes.find((other) => other.RoomType.RoomTypeId === upgrade.RoomTypeId)?.Rates,
        );
      }
    }
  });

  it('unlocks the Winter rate with WINTER10 (any case) and takes 10% off it, keeping Original* undiscounted', async () => {
    const result = await search({ PromoCode: ' winter10 ' });
    expect(result).toMatchObject({
      IsPromoCodeValid: true,
      PromoCodeMessage: 'Winter Escape: unlocks the winter rate and takes 10% off.',
    });
    const winter = result.RoomTypes.flatMap((offer) =>
      offer.Rates.filter((rate) => rate.RatePlanCode === 'WINTER').map((rate) => ({ offer, rate })),
    );
    expect(winter.length).toBeGreaterThan(0);
    expect(winter.map(({ offer }) => offer.RoomType.RoomTypeCode)).not.toContain('FAMQD');
    for (const { offer, rate } of winter) {
      expect(rate.Promotion).toEqual({
        Code: 'WINTER10',
        Description: 'Winter Escape: unlocks the winter rate and takes 10% off.',
        DiscountPercentage: 10,
      });
      await expectStayTotals(
        offer.RoomType.RoomTypeId,
        rate,
        addDays(today, 20),
        addDays(today, 23),
        10,
      );
    }
    const flex = result.RoomTypes[0]!.Rates.find((rate) => rate.RatePlanCode === 'FLEX')!;
    expect(flex.Promotion).toBeNull();
    expect(flex.BaseRate).toBe(flex.OriginalBaseRate);
  });

  it('discounts every rate with a code that names no rate plan', async () => {
    const result = await search({ PromoCode: 'SPRING5' });
    expect(result.IsPromoCodeValid).toBe(true);
    for (const offer of result.RoomTypes) {
      for (const rate of offer.Rates) {
        expect(rate.Promotion?.Code).toBe('SPRING5');
        await expectStayTotals(
          offer.RoomType.RoomTypeId,
          rate,
          addDays(today, 20),
          addDays(today, 23),
          5,
        );
      }
    }
  });

  it.each(['NOPE', 'EXPIRED5', 'PAUSED5'])(
    'answers "Code invalid" for %s and still returns the normal rates',
    async (code) => {
      const [plain, result] = await Promise.all([search({}), search({ PromoCode: code })]);
      expect(result).toMatchObject({ IsPromoCodeValid: false, PromoCodeMessage: 'Code invalid' });
      expect(result.RoomTypes).toEqual(plain.RoomTypes);
    },
  );

  it('restricts to the RatePlanCode in any letter case; a promo-only plan needs its code', async () => {
    const result = await search({ RatePlanCode: 'nrf' });
    expect(result.RoomTypes.length).toBeGreaterThan(0);
    for (const offer of result.RoomTypes)
      expect(offer.Rates.map((rate) => rate.RatePlanCode)).toEqual(['NRF']);
    expect(await search({ RatePlanCode: 'WINTER' })).toMatchObject({
      RoomTypes: [],
      Message: 'No rooms available on selected dates',
    });
    const winter = await search({ RatePlanCode: 'WINTER', PromoCode: 'WINTER10' });
    expect(
      new Set(winter.RoomTypes.flatMap((offer) => offer.Rates.map((rate) => rate.RatePlanCode))),
    ).toEqual(new Set(['WINTER']));
  });

  it('keeps only room types at the LocationId', async () => {
    const seaside = await idOf('SEASIDECPT');
    const places = await db.select().from(locations).where(eq(locations.propertyId, seaside));
    expect(places.length).toBe(2);
    const window = {
      PropertyId: 'SEASIDECPT',
      DateFrom: addDays(today, 40),
      DateTo: addDays(today, 44),
    };
    const all = await search(window);
    const seen: string[] = [];
    for (const place of places) {
      const result = await search({ ...window, LocationId: place.id });
      const codes = (
        await db
          .select({ code: roomTypes.code })
          .from(roomTypes)
          .where(eq(roomTypes.locationId, place.id))
      ).map((row) => row.code);
      for (const offer of result.RoomTypes) expect(codes).toContain(offer.RoomType.RoomTypeCode);
      seen.push(...result.RoomTypes.map((offer) => offer.RoomType.RoomTypeCode));
    }
    expect(seen.sort()).toEqual(all.RoomTypes.map((offer) => offer.RoomType.RoomTypeCode).sort());
    const elsewhere = await search({ ...window, LocationId: 999_999 });
    expect(elsewhere).toMatchObject({
      RoomTypes: [],
      Message: 'No rooms available on selected dates',
    });
  });

  it("honours the arrival night's minimum stay (Seaside Cape Town: 2 nights from a Friday)", async () => {
    const friday = await fridayWithRoomsFor(2);
    const oneNight = await search({
      PropertyId: 'SEASIDECPT',
      DateFrom: friday,
      DateTo: addDays(friday, 1),
    });
    // The true reason, not "no rooms", and how long to stay instead.
    expect(oneNight).toMatchObject({
      RoomTypes: [],
      Message: 'Stays arriving on this date are for at least 2 nights.',
      MinimumStayNights: 2,
    });
    const twoNights = await search({
      PropertyId: 'SEASIDECPT',
      DateFrom: friday,
      DateTo: addDays(friday, 2),
    });
    expect(twoNights.RoomTypes.length).toBeGreaterThan(0);
    for (const offer of twoNights.RoomTypes)
      for (const rate of offer.Rates) expect(rate.MinLengthOfStay).toBe(2);
  });

  it('answers the same-day cut-off in the hotel time zone with the configured message', async () => {
    const at = (instant: string) => createApp({ db, now: () => new Date(instant) });
    const lateInLondon = await search(
      { DateFrom: today, DateTo: addDays(today, 1) },
      at(`${today}T18:00:00Z`),
    );
    expect(lateInLondon.RoomTypes).toEqual([]);
    expect(lateInLondon.Message).toMatch(/^Same-day bookings close at 6pm/);
    const earlier = await search(
      { DateFrom: today, DateTo: addDays(today, 1) },
      at(`${today}T17:59:00Z`),
    );
    expect(earlier.Message ?? '').not.toMatch(/Same-day/);
    const tomorrow = await search(
      { DateFrom: addDays(today, 1), DateTo: addDays(today, 2) },
      at(`${today}T18:00:00Z`),
    );
    expect(tomorrow.Message ?? '').not.toMatch(/Same-day/);
    // 21:45 UTC is 22:45 in Lagos, past its 22:30 cut-off.
    const lagos = await search(
      { PropertyId: 'lagosbay', DateFrom: today, DateTo: addDays(today, 1) },
      at(`${today}T21:45:00Z`),
    );
    expect(lagos).toMatchObject({
      RoomTypes: [],
      Message: 'Online bookings for tonight close at 10.30pm.',
    });
  });

  it('answers sold-out dates with no room types and the spec message', async () => {
    const night = await soldOutNight('SEASIDECPT');
    const result = await search({
      PropertyId: 'SEASIDECPT',
      DateFrom: night,
      DateTo: addDays(night, 1),
    });
    expect(result).toMatchObject({
      RoomTypes: [],
      Message: 'No rooms available on selected dates',
    });
    expect(Object.values(result.NumberOfRoomsPerRoomTypeId).every((rooms) => rooms === 0)).toBe(
      true,
    );
  });

  it('says the hotel is unavailable when every rate is closed on those dates', async () => {
    const from = addDays(today, 500);
    await db
      .update(nightlyRates)
      .set({ closed: true })
      .where(
        and(
          eq(nightlyRates.propertyId, await idOf('LAGOSBAY')),
          gte(nightlyRates.date, from),
          lt(nightlyRates.date, addDays(from, 3)),
        ),
      );
    const result = await search({
      PropertyId: 'LAGOSBAY',
      DateFrom: from,
      DateTo: addDays(from, 3),
    });
    expect(result).toMatchObject({
      RoomTypes: [],
      Message: 'This hotel is unavailable on your selected dates',
    });
  });

  it('accepts departures up to 36 months from today, not a day later', async () => {
    const last = '2029-01-15';
    expect((await post(request({ DateFrom: addDays(last, -2), DateTo: last }))).status).toBe(200);
    expectInvalid(
      await post(request({ DateFrom: addDays(last, -2), DateTo: addDays(last, 1) })),
      'DateTo',
    );
    expectInvalid(
      await post(request({ DateFrom: addDays(today, -1), DateTo: addDays(today, 1) })),
      'DateFrom',
    );
  });

  it('answers bad input with 400 and ModelState, a body that is not JSON with 415, an unknown property with 404', async () => {
    const { Rooms: _rooms, ...withoutRooms } = request({});
    expectInvalid(await post(withoutRooms), 'Rooms');
    expectInvalid(await post(request({ Rooms: [] })), 'Rooms');
    expectInvalid(
      await post(request({ Rooms: Array.from({ length: 5 }, () => twoAdults) })),
      'Rooms',
    );
    expectInvalid(
      await post(request({ DateFrom: addDays(today, 5), DateTo: addDays(today, 4) })),
      'DateTo',
    );
    expectInvalid(await post(request({ DateTo: '2026-02-30' })), 'DateTo');
    expectInvalid(
      await post(request({ Rooms: [{ NumberOfChildren: 1 }] })),
      'Rooms[0].NumberOfAdults',
    );
    const text = await call(api, '/api/Availability/Search', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(request({})),
    });
    expect(text.status).toBe(415);
    const unknown = await post(request({ PropertyId: 'NOSUCHHOTEL' }));
    expect(unknown.status).toBe(404);
    expect((await post(request({ PropertyId: await idOf('GRANDLDN') }))).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('publishes the availability and service operations', async () => {
    const answer = await call(api, '/api/openapi.json');
    expect(answer.status).toBe(200);
    const paths = Object.keys((answer.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/Availability/Search',
        '/api/Availability',
        '/api/Availability/CheckPromoCode',
        '/api/Service/Get',
      ]),
    );
  });
});

async function roomTypeId(code: string): Promise<number> {
  return (await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.code, code)))[0]!
    .id;
}

/** The first night from today on when every room type of the property is sold out. */
async function soldOutNight(code: string): Promise<string> {
  const [row] = await db
    .select({ date: roomInventory.date })
    .from(roomInventory)
    .where(and(eq(roomInventory.propertyId, await idOf(code)), gte(roomInventory.date, today)))
    .groupBy(roomInventory.date)
    .having(sql`sum(${roomInventory.availableRooms}) = 0`)
    .orderBy(asc(roomInventory.date))
    .limit(1);
  expect(row, `${code} has a sold-out night`).toBeDefined();
  return row!.date;
}

/** The first Seaside Cape Town Friday (outside its peak) with a room type free for `nights` nights. */
async function fridayWithRoomsFor(nights: number): Promise<string> {
  const seaside = await idOf('SEASIDECPT');
  for (let day = 1; day < 120; day += 1) {
    const date = addDays(today, day);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 5) continue;
    const rows = await db
      .select({
        id: roomInventory.roomTypeId,
        min: sql<number>`min(${roomInventory.availableRooms})`.mapWith(Number),
      })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.propertyId, seaside),
          gte(roomInventory.date, date),
          lt(roomInventory.date, addDays(date, nights)),
        ),
      )
      .groupBy(roomInventory.roomTypeId);
    if (rows.some((row) => row.min > 0)) return date;
  }
  throw new Error('No Friday with rooms');
}
