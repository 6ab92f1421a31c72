import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/shared/clock.ts';
import { reservationItems } from '../db/schema/index.ts';
import { linkCode } from '../links/link-code.ts';
import { TODAY } from '../testing/booking-kit.ts';
import { call, postJson, rowsOf } from '../testing/fixtures.ts';
import { bookAndOpen } from '../testing/manage-kit.ts';
import { referenceApiOnPostgres, testDatabaseServer } from '../testing/postgres-suite.ts';

// Migration 0031 on a real PostgreSQL server (the other suites run it on PGlite).
const serverUrl = testDatabaseServer('reservation-nights.pg');
const SECRET = 'nights-pg-secret';

describe.skipIf(!serverUrl)('rooms kept night by night on PostgreSQL', () => {
  const suite = referenceApiOnPostgres(serverUrl, 'nights', { LINK_SECRET: SECRET });

  const roomOf = async (id: number) =>
    (await suite.db.select().from(reservationItems).where(eq(reservationItems.id, id)))[0]!;
  const cents = (nights: readonly { amount: number }[] | null) =>
    (nights ?? []).reduce((sum, night) => sum + Math.round(night.amount * 100), 0);

  it('adds the nights column as jsonb', async () => {
    const rows = await rowsOf(
      suite.db,
      sql`select data_type from information_schema.columns where table_name = 'reservation_items' and column_name = 'nights'`,
    );
    expect(rows).toEqual([{ data_type: 'jsonb' }]);
  });

  it('keeps the nights a room is booked and re-dated at, adding up to its room price', async () => {
    const dateFrom = addDays(TODAY, 30);
    const booking = await bookAndOpen(suite.api, SECRET, {
      dateFrom,
      dateTo: addDays(dateFrom, 2),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const itemId = booking.Items[0]!.ReservationItemId;
    const booked = await roomOf(itemId);
    expect(booked.nights?.map((night) => night.date)).toEqual([dateFrom, addDays(dateFrom, 1)]);
    expect(cents(booked.nights)).toBe(Math.round(booked.totalRoomCost * 100));

    const moved = addDays(TODAY, 37);
    const number = booking.ReservationNumber;
    const update = await call(
      suite.api,
      '/api/ManageBooking/Update',
      postJson({
        PropertyId: 'GRANDLDN',
        ReservationNumber: number,
        Code: linkCode(SECRET, 'manage', number),
        Version: booking.Version,
        DateFrom: moved,
        DateTo: addDays(moved, 3),
      }),
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const amended = await roomOf(itemId);
    expect(amended.nights?.map((night) => night.date)).toEqual([
      moved,
      addDays(moved, 1),
      addDays(moved, 2),
    ]);
    expect(cents(amended.nights)).toBe(Math.round(amended.totalRoomCost * 100));
  });
});
