import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceApi } from '../../runtime.ts';
import { call, postJson, rowsOf } from '../../testing/fixtures.ts';
import { bookingRequest, TODAY } from '../../testing/booking-kit.ts';
import { serversOnPostgres } from '../../testing/postgres-suite.ts';
import { addDays } from '../../../domain/shared/clock.ts';

// Two server processes on one PostgreSQL each hold nights in memory; a booking through one must
// empty the other's (NOTIFY from the database trigger). Runs when TEST_DATABASE_URL is set.
const serverUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!serverUrl)('nights in memory across processes on PostgreSQL', () => {
  const suite = serversOnPostgres(serverUrl, 'nights');
  let first: ReferenceApi;
  let second: ReferenceApi;
  beforeAll(() => {
    [first, second] = suite.servers as [ReferenceApi, ReferenceApi];
  });

  it('a booking made through one server shows as one room fewer on the other', async () => {
    const dateFrom = addDays(TODAY, 60);
    const dateTo = addDays(TODAY, 62);
    const roomsLeft = async (api: ReferenceApi, roomTypeId: number) => {
      const answer = await call(
        api,
        '/api/Availability/Search',
        postJson({
          PropertyId: 'GRANDLDN',
          DateFrom: dateFrom,
          DateTo: dateTo,
          Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
        }),
      );
      const body = answer.body as { NumberOfRoomsPerRoomTypeId: Record<string, number> };
      return body.NumberOfRoomsPerRoomTypeId[String(roomTypeId)];
    };
    const request = await bookingRequest(first, {
      dateFrom,
      dateTo,
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const roomTypeId = request.Rooms[0]!.RoomTypeId;
    const before = await roomsLeft(second, roomTypeId);
    expect(before).toBeGreaterThan(0);
    const booked = await call(
      first,
      '/api/Reservation/Create',
      postJson(request, { 'Idempotency-Key': `nights-${Date.now()}` }),
    );
    expect(booked.status).toBe(200);
    await expect.poll(() => roomsLeft(second, roomTypeId), { timeout: 5_000 }).toBe(before! - 1);
  });

  it('after its listening connection is cut, a server sees a rate change made meanwhile', async () => {
    const stay = {
      dateFrom: addDays(TODAY, 90),
      dateTo: addDays(TODAY, 91),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    };
    const shown = async () => (await bookingRequest(second, stay)).Rooms[0]!;
    const before = await shown();
    // As a PostgreSQL restart does: every connection waiting for notifications is ended.
    await rowsOf(
      first.database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await rowsOf(
      first.database.db,
      sql`update nightly_rates set base_rate = base_rate + 50
          where room_type_id = ${before.RoomTypeId} and date = ${stay.dateFrom}`,
    );
    await expect
      .poll(async () => (await shown()).TotalCost, { timeout: 10_000 })
      .toBeGreaterThan(before.TotalCost);
  });
});
