import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReferenceApi, type ReferenceApi } from '../../runtime.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { bookingRequest, TODAY } from '../../testing/booking-kit.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../testing/postgres-database.ts';
import { addDays } from '../../../domain/shared/clock.ts';

// Two server processes on one PostgreSQL each hold nights in memory; a booking through one must
// empty the other's (NOTIFY from the database trigger). Runs when TEST_DATABASE_URL is set.
const serverUrl = process.env['TEST_DATABASE_URL'];

let database: ThrowawayDatabase;
let first: ReferenceApi;
let second: ReferenceApi;

describe.skipIf(!serverUrl)('nights in memory across processes on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, 'nights');
    const open = () =>
      openReferenceApi({
        env: { DATABASE_URL: database.url },
        now: () => TEST_NOW,
        passwordCost: CHEAP_SCRYPT,
        log: () => {},
      });
    first = await open();
    second = await open();
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
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
});
