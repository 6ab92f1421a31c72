import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { TEST_SEED_DAY } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { changesOfNotification, createNightStore, NIGHTS_CHANNEL } from './night-store.ts';
import { loadRoomsPerNight, loadSellableNights } from './calendar-nights.ts';
import { loadStayInventory, loadStayRateTotals } from './stay-rows.ts';

let api: ReferenceApi;
let db: Database;
let propertyIds: number[];
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  propertyIds = (await db.select({ id: properties.id }).from(properties)).map((row) => row.id);
});
afterAll(async () => {
  await api?.close();
});

const byKey = <T extends { roomTypeId: number; ratePlanId: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.roomTypeId - b.roomTypeId || a.ratePlanId - b.ratePlanId);

describe('nights held in memory', () => {
  it('answer every stay exactly as the SQL sums do (across month ends, closed and sold-out nights)', async () => {
    const store = createNightStore();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...propertyIds),
        fc.integer({ min: -3, max: 400 }),
        fc.integer({ min: 1, max: 35 }),
        async (propertyId, start, length) => {
          const from = addDays(TEST_SEED_DAY, start);
          const to = addDays(from, length);
          expect(await store.stayInventory(db, propertyId, from, to)).toEqual(
            await loadStayInventory(db, propertyId, from, to),
          );
          expect(byKey(await store.stayRateTotals(db, propertyId, from, to))).toEqual(
            byKey(await loadStayRateTotals(db, propertyId, from, to)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('are dropped when a write changes inventory, whoever makes it (database trigger → NOTIFY)', async () => {
    const [london] = propertyIds;
    const night = addDays(TEST_SEED_DAY, 50);
    const stay = () =>
      api
        .fetch(
          new Request('http://stayfront.internal/api/Availability/Search', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              PropertyId: london,
              DateFrom: night,
              DateTo: addDays(night, 1),
              Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
            }),
          }),
        )
        .then(
          (response) =>
            response.json() as Promise<{ NumberOfRoomsPerRoomTypeId: Record<string, number> }>,
        );
    const before = (await stay()).NumberOfRoomsPerRoomTypeId;
    const [roomTypeId, left] = Object.entries(before).find(([, rooms]) => rooms > 0)!;
    await db.execute(
      sql`update room_inventory set available_rooms = available_rooms - 1 where room_type_id = ${Number(roomTypeId)} and date = ${night}`,
    );
    expect((await stay()).NumberOfRoomsPerRoomTypeId[roomTypeId]).toBe(left - 1);
  });

  it('are dropped one month at a time: a write names the months it changed', async () => {
    const [london] = propertyIds as [number];
    const night = addDays(TEST_SEED_DAY, 95);
    const payloads: string[] = [];
    await api.database.listen(NIGHTS_CHANNEL, (payload) => payloads.push(payload));
    await db.execute(
      sql`update room_inventory set available_rooms = available_rooms where property_id = ${london} and date = ${night}`,
    );
    await expect.poll(() => payloads).toContain(`${london}:${night.slice(0, 7)}`);

    const store = createNightStore();
    let reads = 0;
    const counted = new Proxy(db, {
      get: (target, key, receiver) => {
        if (key === 'select') reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const from = addDays(TEST_SEED_DAY, 40);
    const to = addDays(from, 90);
    await store.roomsPerNight(counted, london, from, to);
    const whole = reads;
    expect(whole).toBeGreaterThanOrEqual(8);
    store.invalidate([{ propertyId: london, month: addDays(from, 31).slice(0, 7) }]);
    await store.roomsPerNight(counted, london, from, to);
    expect(reads - whole).toBe(2);
    store.invalidate([{ propertyId: london }]);
    await store.roomsPerNight(counted, london, from, to);
    expect(reads - whole - 2).toBe(whole);
  });

  it('are read again once older than the bound, whatever notification was missed', async () => {
    const [london] = propertyIds as [number];
    const night = addDays(TEST_SEED_DAY, 120);
    let clock = 0;
    const store = createNightStore({ maxAgeMs: 60_000, now: () => clock });
    const roomsOn = async () => (await store.roomsPerNight(db, london, night, night)).get(night);
    const before = await roomsOn();
    // Not through the store: as if its notification never arrived.
    await db.execute(
      sql`update room_inventory set available_rooms = available_rooms - 1 where property_id = ${london} and date = ${night} and available_rooms > 0`,
    );
    clock = 59_000;
    expect(await roomsOn()).toBe(before);
    const now = (await loadRoomsPerNight(db, london, night, night)).get(night);
    expect(now).toBeLessThan(before!);
    clock = 61_000;
    expect(await roomsOn()).toBe(now);
  });

  it.each([
    [
      '1:2027-01,1:2027-02,3',
      [{ propertyId: 1, month: '2027-01' }, { propertyId: 1, month: '2027-02' }, { propertyId: 3 }],
    ],
    ['2', [{ propertyId: 2 }]],
    ['', undefined],
    ['garbage', undefined],
    ['1:2027-01,1:27-1', undefined],
  ])('reads the notification %j', (payload, changes) => {
    expect(changesOfNotification(payload)).toEqual(changes);
  });
});

describe('calendar nights held in memory', () => {
  const byNight = <T extends { date: string; roomTypeId: number; ratePlanId: number }>(
    rows: readonly T[],
  ) =>
    [...rows].sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.roomTypeId - b.roomTypeId || a.ratePlanId - b.ratePlanId,
    );

  it('are the rows the SQL reads give, with and without excluded rate plans', async () => {
    const store = createNightStore();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...propertyIds),
        fc.integer({ min: -3, max: 400 }),
        fc.integer({ min: 0, max: 70 }),
        fc.boolean(),
        async (propertyId, start, length, exclude) => {
          const from = addDays(TEST_SEED_DAY, start);
          const to = addDays(from, length);
          const excluded = exclude ? [1, 2, 5] : [];
          expect(await store.roomsPerNight(db, propertyId, from, to)).toEqual(
            await loadRoomsPerNight(db, propertyId, from, to),
          );
          expect(byNight(await store.sellableNights(db, propertyId, from, to, excluded))).toEqual(
            byNight(await loadSellableNights(db, propertyId, from, to, excluded)),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
