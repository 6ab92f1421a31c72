import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import {
  giftVouchers,
  properties,
  roomInventory,
  roomTypes,
  serviceBookings,
  services,
} from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { call, postJson, rowsOf } from '../../testing/fixtures.ts';
import { bookingRequest, TODAY } from '../../testing/booking-kit.ts';
import { referenceApiOnPostgres, testDatabaseServer } from '../../testing/postgres-suite.ts';
import { NOT_AVAILABLE } from './messages.ts';

// PGlite runs one statement at a time, so races can only be shown on a real PostgreSQL server:
// `.ci/run` starts the machine's one and sets TEST_DATABASE_URL. Each run gets its own database.
const serverUrl = testDatabaseServer('reservation-concurrency.pg');

const RUNS = 5;
const GUESTS = 50;

let api: ReferenceApi;
let db: Database;
let london: number;

describe.skipIf(!serverUrl)('bookings on PostgreSQL never oversell', () => {
  const suite = referenceApiOnPostgres(serverUrl, 'concurrency');
  beforeAll(async () => {
    api = suite.api;
    db = suite.db;
    london = (
      await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'GRANDLDN'))
    )[0]!.id;
  });

  const roomTypeId = async (code: string) =>
    (
      await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.propertyId, london), eq(roomTypes.code, code)))
    )[0]!.id;
  const setRoomsLeft = async (code: string, from: number, nights: number, rooms: number) => {
    const id = await roomTypeId(code);
    for (let night = 0; night < nights; night++) {
      await db
        .update(roomInventory)
        .set({ availableRooms: rooms })
        .where(
          and(
            eq(roomInventory.roomTypeId, id),
            eq(roomInventory.date, addDays(TODAY, from + night)),
          ),
        );
    }
  };
  const roomsLeft = async (code: string, from: number, nights: number) => {
    const id = await roomTypeId(code);
    const rows = await db
      .select({ date: roomInventory.date, left: roomInventory.availableRooms })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, id),
          sql`${roomInventory.date} >= ${addDays(TODAY, from)} and ${roomInventory.date} < ${addDays(TODAY, from + nights)}`,
        ),
      )
      .orderBy(roomInventory.date);
    return rows.map((row) => row.left);
  };
  const create = (body: unknown, key: string) =>
    call(api, '/api/Reservation/Create', postJson(body, { 'Idempotency-Key': key }));
  const bookedItems = async (code: string, from: number, nights: number) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`
      select count(*)::int as n from reservation_items i join reservations r on r.id = i.reservation_id
      where i.room_type_id = ${await roomTypeId(code)} and r.status <> 'Failed'
        and i.date_from < ${addDays(TODAY, from + nights)} and i.date_to > ${addDays(TODAY, from)}`,
      )
    )[0]!.n;

  it.each(Array.from({ length: RUNS }, (_, run) => [run + 1]))(
    `run %i: ${GUESTS} guests book the last Junior Suite at once — exactly one gets it`,
    async (run) => {
      const from = 100 + run * 3;
      await setRoomsLeft('JRSTE', from, 2, 1);
      const body = await bookingRequest(api, {
        dateFrom: addDays(TODAY, from),
        dateTo: addDays(TODAY, from + 2),
        rooms: [{ roomType: 'JRSTE', ratePlan: 'NRF' }],
      });
      const reservationsBefore = (
        await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reservations`)
      )[0]!.n;

      const answers = await Promise.all(
        Array.from({ length: GUESTS }, (_, guest) =>
          create(
            { ...body, Booker: { ...body.Booker, FirstName: `Guest${guest}` } },
            `race-${run}-${guest}`,
          ),
        ),
      );

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(
        answers.filter(
          (answer) =>
            answer.status === 409 && (answer.body as { Message: string }).Message === NOT_AVAILABLE,
        ),
      ).toHaveLength(GUESTS - 1);
      expect(await roomsLeft('JRSTE', from, 2)).toEqual([0, 0]);
      expect(await bookedItems('JRSTE', from, 2)).toBe(1);
      // No partial reservation: exactly one more reservation, and every reservation has its room, guest and payment.
      expect(
        (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from reservations`))[0]!.n,
      ).toBe(reservationsBefore + 1);
      const orphans = await rowsOf<{ n: number }>(
        db,
        sql`
      select count(*)::int as n from reservations r
      where not exists (select 1 from reservation_items i where i.reservation_id = r.id)
         or not exists (select 1 from reservation_payments p where p.reservation_id = r.id)
         or exists (select 1 from reservation_items i where i.reservation_id = r.id and not exists (select 1 from reservation_guests g where g.reservation_item_id = i.id))`,
      );
      expect(orphans[0]!.n).toBe(0);
      console.info(
        `[reservation-concurrency.pg] run ${run}: ${GUESTS} simultaneous bookings of the last room → ${statuses.filter((s) => s === 200).length} booked, ${statuses.filter((s) => s === 409).length} refused, rooms left ${(await roomsLeft('JRSTE', from, 2)).join('/')}`,
      );
    },
    120_000,
  );

  it('overlapping multi-night stays with one room a night: no night is sold twice or goes below zero', async () => {
    const from = 130;
    await setRoomsLeft('FAMQD', from, 8, 1);
    const bodies = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((start) =>
        bookingRequest(api, {
          dateFrom: addDays(TODAY, from + start),
          dateTo: addDays(TODAY, from + start + 3),
          rooms: [{ roomType: 'FAMQD', ratePlan: 'NRF' }],
        }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, guest) =>
        create(bodies[guest % bodies.length], `overlap-${guest}`),
      ),
    );
    expect(
      answers.every((answer) => answer.status === 200 || answer.status === 409),
      JSON.stringify(answers.map((answer) => answer.status)),
    ).toBe(true);
    const left = await roomsLeft('FAMQD', from, 8);
    expect(left.every((rooms) => rooms === 0 || rooms === 1)).toBe(true);
    for (let night = 0; night < 8; night++)
      expect((await bookedItems('FAMQD', from + night, 1)) + left[night]!).toBe(1);
  }, 120_000);

  it('a double-clicked booking (same Idempotency-Key, 20 at once) books once and every click gets the same answer', async () => {
    const body = await bookingRequest(api, {
      dateFrom: addDays(TODAY, 150),
      dateTo: addDays(TODAY, 152),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const before = await bookedItems('CLDBL', 150, 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(body, 'double-click-on-postgres')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await bookedItems('CLDBL', 150, 2)).toBe(before + 1);
  }, 120_000);

  it('limited extras and voucher balances hold under contention', async () => {
    const spaId = (
      await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.propertyId, london), eq(services.code, 'SPA')))
    )[0]!.id;
    const spa = await bookingRequest(api, {
      dateFrom: addDays(TODAY, 160),
      dateTo: addDays(TODAY, 161),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF', extras: [['SPA', 2]] }],
    });
    const spaAnswers = await Promise.all(
      Array.from({ length: 12 }, (_, guest) => create(spa, `spa-guest-${guest}`)),
    );
    expect(
      spaAnswers.filter((answer) => answer.status === 200),
      JSON.stringify(spaAnswers.slice(0, 2)),
    ).toHaveLength(3);
    const [held] = await db
      .select()
      .from(serviceBookings)
      .where(
        and(eq(serviceBookings.serviceId, spaId), eq(serviceBookings.date, addDays(TODAY, 160))),
      );
    expect(held?.booked).toBe(6);

    const voucher = await bookingRequest(api, {
      dateFrom: addDays(TODAY, 170),
      dateTo: addDays(TODAY, 172),
      rooms: [{ roomType: 'DLXKNG', ratePlan: 'NRF' }],
      voucherCode: 'GIFT-100-GRAND',
      discount: 100,
    });
    const voucherAnswers = await Promise.all(
      Array.from({ length: 10 }, (_, guest) => create(voucher, `voucher-guest-${guest}`)),
    );
    expect(voucherAnswers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      voucherAnswers.every(
        (answer) => answer.status === 200 || answer.status === 400 || answer.status === 409,
      ),
    ).toBe(true);
    expect(
      (
        await db
          .select({ balance: giftVouchers.balance })
          .from(giftVouchers)
          .where(eq(giftVouchers.code, 'GIFT-100-GRAND'))
      )[0]!.balance,
    ).toBe(0);
  }, 120_000);
});
