import { and, eq, gt, gte, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailabilityCalendarSchema,
  type AvailabilityCalendar,
} from '../../../api/contract/availability-calendar.ts';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import { CheckPromoCodeResultSchema } from '../../../api/contract/promo-code.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { isOccupancyValid } from '../../../domain/booking/occupancy.ts';
import { ratePrice } from '../../../domain/booking/pricing.ts';
import type { Database } from '../../db/client.ts';
import {
  nightlyRates,
  properties,
  ratePlans,
  roomInventory,
  roomTypes,
} from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { call, postJson, TEST_SEED_DAY } from '../../testing/fixtures.ts';

let api: ReferenceApi;
let db: Database;
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

const today = TEST_SEED_DAY;
const calendar = (query: Record<string, string>) =>
  call(api, `/api/Availability?${new URLSearchParams(query).toString()}`);

async function calendarOk(query: Record<string, string>): Promise<AvailabilityCalendar> {
  const answer = await calendar(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(AvailabilityCalendarSchema, answer.body);
}

function expectInvalid(answer: { status: number; body: unknown }, field: string): void {
  expect(answer.status).toBe(400);
  expect(
    v.parse(ApiErrorSchema, answer.body).ModelState?.[field]?.length,
    JSON.stringify(answer.body),
  ).toBeGreaterThan(0);
}

/** The day rows worked out from the database with the domain rules, for comparison. */
async function expectedRows(code: string, from: string, to: string) {
  const [property] = await db
    .select()
    .from(properties)
    .where(eq(properties.code, code.toUpperCase()));
  const occupancy = {
    adults: property!.defaultOccupancyAdult,
    children: property!.defaultOccupancyChildren,
    infants: property!.defaultOccupancyInfant,
  };
  const inDates = <T extends typeof roomInventory | typeof nightlyRates>(table: T) =>
    and(eq(table.propertyId, property!.id), gte(table.date, from), lte(table.date, to));
  const inventory = await db.select().from(roomInventory).where(inDates(roomInventory));
  const open = await db
    .select({ night: nightlyRates, room: roomTypes, plan: ratePlans })
    .from(nightlyRates)
    .innerJoin(roomTypes, eq(roomTypes.id, nightlyRates.roomTypeId))
    .innerJoin(ratePlans, eq(ratePlans.id, nightlyRates.ratePlanId))
    .innerJoin(
      roomInventory,
      and(
        eq(roomInventory.roomTypeId, nightlyRates.roomTypeId),
        eq(roomInventory.date, nightlyRates.date),
        gt(roomInventory.availableRooms, 0),
      ),
    )
    .where(
      and(inDates(nightlyRates), eq(nightlyRates.closed, false), eq(ratePlans.promoOnly, false)),
    );
  const rows = new Map<
    string,
    { rooms: number; plans: Map<number, { minStay: number; price: number }> }
  >();
  for (let date = from; date <= to; date = addDays(date, 1))
    rows.set(date, { rooms: 0, plans: new Map() });
  for (const row of inventory) rows.get(row.date)!.rooms += row.availableRooms;
  for (const { night, room } of open) {
    // Every demo room type takes the default occupancy, so no fallback is needed here.
    expect(
      isOccupancyValid(
        {
          MinimumOccupancy: room.minimumOccupancy,
          MaximumOccupancy: room.maximumOccupancy,
          AdultMaximumOccupancy: room.adultMaximumOccupancy,
          ChildMaximumOccupancy: room.childMaximumOccupancy,
        },
        occupancy,
      ),
    ).toBe(true);
    const net = ratePrice(
      {
        ...night,
        BaseRate: night.baseRate,
        BaseNumberOfAdults: night.baseNumberOfAdults,
        CostPerRoom: night.costPerRoom,
        CostPerAdult: night.costPerAdult,
        CostPerChild: night.costPerChild,
        CostPerInfant: night.costPerInfant,
        PerPersonCostPerAdult: night.perPersonCostPerAdult,
        PerPersonCostPerChild: night.perPersonCostPerChild,
        PerPersonCostPerInfant: night.perPersonCostPerInfant,
      },
      occupancy,
    );
    const price = property!.isStandardTaxExclusive
      ? net * (1 + property!.standardVatRate / 100)
      : net;
    const plans = rows.get(night.date)!.plans;
    const seen = plans.get(night.ratePlanId);
    plans.set(night.ratePlanId, {
      minStay: Math.min(seen?.minStay ?? Infinity, night.minLengthOfStay),
      price: Math.min(seen?.price ?? Infinity, price),
    });
  }
  return { rows, currency: property!.currency };
}

async function expectMatchesDatabase(
  code: string,
  from: string,
  to: string,
): Promise<AvailabilityCalendar> {
  const days = await calendarOk({
    propertyId: code,
    fromDate: from,
    toDate: to,
    languageCode: 'en',
  });
  const { rows, currency } = await expectedRows(code, from, to);
  expect(days.map((day) => day.DateOfStay)).toEqual([...rows.keys()]);
  for (const day of days) {
    const expected = rows.get(day.DateOfStay)!;
    expect(day.AvailableRooms, day.DateOfStay).toBe(expected.rooms);
    expect(new Set(day.Rates.map((rate) => rate.RatePlanId))).toEqual(
      new Set(expected.plans.keys()),
    );
    for (const rate of day.Rates) {
      const plan = expected.plans.get(rate.RatePlanId)!;
      expect(rate.MinLengthOfStay).toBe(plan.minStay);
      expect(rate.MinimumRate).toBe(roundMoney(plan.price, currency));
    }
  }
  return days;
}

describe('GET /api/Availability', () => {
  it('gives one row per night with rooms left and each open plan’s minimum stay and lowest price (VAT included)', async () => {
    const days = await expectMatchesDatabase('GRANDLDN', today, addDays(today, 45));
    expect(days).toHaveLength(46);
    expect(days.some((day) => day.Rates.length >= 3)).toBe(true);
  });

  it('adds VAT to the nightly price where prices exclude it (Lagos Bay, 7.5%)', async () => {
    const [lagos] = await db.select().from(properties).where(eq(properties.code, 'LAGOSBAY'));
    expect(lagos).toMatchObject({ isStandardTaxExclusive: true, standardVatRate: 7.5 });
    const days = await expectMatchesDatabase('lagosbay', addDays(today, 10), addDays(today, 20));
    expect(days.every((day) => day.Rates.length === 2)).toBe(true);
  });

  it('shows minimum stays and sold-out nights with 0 rooms and no rates (Seaside Cape Town)', async () => {
    const days = await expectMatchesDatabase('SEASIDECPT', today, addDays(today, 60));
    const soldOut = days.filter((day) => day.AvailableRooms === 0);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const day of soldOut) expect(day.Rates).toEqual([]);
    expect(days.some((day) => day.Rates.some((rate) => rate.MinLengthOfStay === 2))).toBe(true);
  });

  it('drops a night that sells out after a calendar has read its month, and shows it again when a room comes back', async () => {
    const night = addDays(today, 75);
    const query = {
      propertyId: 'GRANDLDN',
      fromDate: addDays(night, -3),
      toDate: addDays(night, 3),
    };
    const dayOf = async () => (await calendarOk(query)).find((day) => day.DateOfStay === night)!;
    const before = await dayOf();
    expect(before.AvailableRooms).toBeGreaterThan(0);
    expect(before.Rates.length).toBeGreaterThan(0);
    const [london] = await db.select().from(properties).where(eq(properties.code, 'GRANDLDN'));
    const rows = await db
      .select({ roomTypeId: roomInventory.roomTypeId, rooms: roomInventory.availableRooms })
      .from(roomInventory)
      .where(and(eq(roomInventory.propertyId, london!.id), eq(roomInventory.date, night)));
    const setRooms = (roomTypeId: number, rooms: number) =>
      db
        .update(roomInventory)
        .set({ availableRooms: rooms })
        .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.date, night)));
    for (const row of rows) await setRooms(row.roomTypeId, 0);
    expect(await dayOf()).toEqual({ DateOfStay: night, AvailableRooms: 0, Rates: [] });
    for (const row of rows) await setRooms(row.roomTypeId, row.rooms);
    expect(await dayOf()).toEqual(before);
  });

  it('accepts a window up to 36 months from today and refuses one beyond, in the past or reversed', async () => {
    const last = '2029-01-15';
    expect(
      await calendarOk({ propertyId: 'GRANDLDN', fromDate: addDays(last, -3), toDate: last }),
    ).toHaveLength(4);
    expect(
      await calendarOk({ propertyId: 'GRANDLDN', fromDate: today, toDate: today }),
    ).toHaveLength(1);
    const whole = await calendarOk({ propertyId: 'GRANDLDN', fromDate: today, toDate: last });
    expect(whole).toHaveLength(1097);
    expect(whole.at(-1)?.DateOfStay).toBe(last);
    expect(whole.filter((day) => day.Rates.length > 0).length).toBeGreaterThan(1000);
    expectInvalid(
      await calendar({ propertyId: 'GRANDLDN', fromDate: today, toDate: addDays(last, 1) }),
      'toDate',
    );
    expectInvalid(
      await calendar({ propertyId: 'GRANDLDN', fromDate: addDays(today, -1), toDate: today }),
      'fromDate',
    );
    expectInvalid(
      await calendar({
        propertyId: 'GRANDLDN',
        fromDate: addDays(today, 5),
        toDate: addDays(today, 4),
      }),
      'toDate',
    );
    expectInvalid(
      await calendar({ propertyId: 'GRANDLDN', fromDate: 'tomorrow', toDate: today }),
      'fromDate',
    );
    expectInvalid(await calendar({ fromDate: today, toDate: today }), 'propertyId');
    expect(
      (await calendar({ propertyId: 'NOSUCHHOTEL', fromDate: today, toDate: today })).status,
    ).toBe(404);
  });
});

describe('POST /api/Availability/CheckPromoCode', () => {
  const check = (body: unknown) => call(api, '/api/Availability/CheckPromoCode', postJson(body));

  it('says a known, active code is valid with its description, in any letter case', async () => {
    for (const PropertyId of ['GRANDLDN', 'grandldn']) {
      const answer = await check({ PropertyId, PromoCode: 'winter10' });
      expect(answer.status).toBe(200);
      expect(v.parse(CheckPromoCodeResultSchema, answer.body)).toEqual({
        IsValid: true,
        Message: 'Winter Escape: unlocks the winter rate and takes 10% off.',
      });
    }
  });

  it('answers "Code invalid" (200) for an unknown code or one of another property', async () => {
    expect((await check({ PropertyId: 'GRANDLDN', PromoCode: 'NOPE' })).body).toEqual({
      IsValid: false,
      Message: 'Code invalid',
    });
    expect((await check({ PropertyId: 'SEASIDECPT', PromoCode: 'WINTER10' })).body).toEqual({
      IsValid: false,
      Message: 'Code invalid',
    });
  });

  it('answers 400 without a code and 404 for an unknown property', async () => {
    expectInvalid(await check({ PropertyId: 'GRANDLDN', PromoCode: '  ' }), 'PromoCode');
    expect((await check({ PropertyId: 'NOSUCHHOTEL', PromoCode: 'WINTER10' })).status).toBe(404);
  });
});
