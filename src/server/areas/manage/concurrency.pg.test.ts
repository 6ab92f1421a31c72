import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ManageSearchResultSchema,
  type ManageReservation,
} from '../../../api/contract/manage-booking.ts';
import { CreateReservationResultSchema } from '../../../api/contract/reservation.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/client-address.ts';
import type { Database } from '../../db/client.ts';
import {
  properties,
  reservationPayments,
  reservations,
  roomInventory,
  roomTypes,
} from '../../db/schema/index.ts';
import { linkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { bookingRequest, TODAY } from '../../testing/booking-kit.ts';
import { call, postJson, rowsOf } from '../../testing/fixtures.ts';
import { MANAGE_FAILURES_PER_ADDRESS, MANAGE_FAILURES_PER_RESERVATION } from './access.ts';
import { referenceApiOnPostgres, testDatabaseServer } from '../../testing/postgres-suite.ts';

// Races need a real PostgreSQL server (PGlite runs one statement at a time); `.ci/run` provides one.
const serverUrl = testDatabaseServer('manage-concurrency.pg');

const SECRET = 'manage-race-secret';
const RIVALS = 30;

let api: ReferenceApi;
let db: Database;
let london: number;

describe.skipIf(!serverUrl)('manage booking on PostgreSQL', () => {
  const suite = referenceApiOnPostgres(serverUrl, 'manage', {
    LINK_SECRET: SECRET,
    RATE_LIMITS: 'off',
  });
  beforeAll(async () => {
    api = suite.api;
    db = suite.db;
    london = (
      await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'GRANDLDN'))
    )[0]!.id;
  });

  const suiteId = async () =>
    (
      await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.propertyId, london), eq(roomTypes.code, 'JRSTE')))
    )[0]!.id;
  const setRoomsLeft = async (from: number, nights: number, rooms: number) => {
    const id = await suiteId();
    for (let night = 0; night < nights; night++)
      await db
        .update(roomInventory)
        .set({ availableRooms: rooms })
        .where(
          and(
            eq(roomInventory.roomTypeId, id),
            eq(roomInventory.date, addDays(TODAY, from + night)),
          ),
        );
  };
  const roomsLeft = async (from: number, nights: number) => {
    const rows = await db
      .select({ left: roomInventory.availableRooms })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.roomTypeId, await suiteId()),
          sql`${roomInventory.date} >= ${addDays(TODAY, from)} and ${roomInventory.date} < ${addDays(TODAY, from + nights)}`,
        ),
      );
    return rows.map((row) => row.left);
  };
  const book = async (from: number, ratePlan: string) => {
    const body = await bookingRequest(api, {
      dateFrom: addDays(TODAY, from),
      dateTo: addDays(TODAY, from + 2),
      rooms: [{ roomType: 'JRSTE', ratePlan }],
    });
    const answer = await call(api, '/api/Reservation/Create', postJson(body));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return v.parse(CreateReservationResultSchema, answer.body).ReservationNumber;
  };
  const open = async (number: string): Promise<ManageReservation> =>
    v.parse(
      ManageSearchResultSchema,
      (
        await call(
          api,
          '/api/ManageBooking/Search',
          postJson({
            propertyId: 'GRANDLDN',
            reservationNumber: number,
            hash: linkCode(SECRET, 'manage', number),
          }),
        )
      ).body,
    ).Reservation!;
  const update = (reservation: ManageReservation, change: object, address: string) =>
    call(
      api,
      '/api/ManageBooking/Update',
      postJson(
        {
          PropertyId: 'GRANDLDN',
          ReservationNumber: reservation.ReservationNumber,
          Code: linkCode(SECRET, 'manage', reservation.ReservationNumber),
          Version: reservation.Version,
          ...change,
        },
        { [CLIENT_ADDRESS_HEADER]: address },
      ),
    );

  it(`a date change racing ${RIVALS} new bookings for the last suite never oversells`, async () => {
    const number = await book(200, 'FLEX');
    const reservation = await open(number);
    await setRoomsLeft(210, 2, 1);
    const rival = await bookingRequest(api, {
      dateFrom: addDays(TODAY, 210),
      dateTo: addDays(TODAY, 212),
      rooms: [{ roomType: 'JRSTE', ratePlan: 'FLEX' }],
    });

    const [moved, ...rivals] = await Promise.all([
      update(
        reservation,
        { DateFrom: addDays(TODAY, 210), DateTo: addDays(TODAY, 212) },
        '10.2.0.1',
      ),
      ...Array.from({ length: RIVALS }, (_, guest) =>
        call(
          api,
          '/api/Reservation/Create',
          postJson({ ...rival, Booker: { ...rival.Booker, FirstName: `Rival${guest}` } }),
        ),
      ),
    ]);
    const winners = [moved, ...rivals].filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(
      [moved, ...rivals].every((answer) => answer.status === 200 || answer.status === 409),
    ).toBe(true);
    expect(await roomsLeft(210, 2)).toEqual([0, 0]);
    const booked = (
      await rowsOf<{ n: number }>(
        db,
        sql`
      select count(*)::int as n from reservation_items i join reservations r on r.id = i.reservation_id
      where i.room_type_id = ${await suiteId()} and r.status = 'Confirmed' and i.cancelled_at is null
        and i.date_from < ${addDays(TODAY, 212)} and i.date_to > ${addDays(TODAY, 210)}`,
      )
    )[0]!.n;
    expect(booked).toBe(1);
    // Whoever lost, the booking is where the answers say it is.
    const after = await open(number);
    expect(after.DateFrom).toBe(moved.status === 200 ? addDays(TODAY, 210) : addDays(TODAY, 200));
  });

  it('the same change sent 20 times at once is made once and its rise charged once', async () => {
    const number = await book(230, 'BB');
    const reservation = await open(number);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        update(
          reservation,
          { DateFrom: reservation.DateFrom, DateTo: addDays(reservation.DateTo, 1) },
          `10.3.0.${attempt + 1}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, number));
    const payments = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, row!.id));
    expect(payments).toHaveLength(2);
    expect(row!.version).toBe(reservation.Version + 1);
  });

  const guessName = (number: string, guestName: string, address: string) =>
    call(
      api,
      '/api/ManageBooking/Search',
      postJson(
        { propertyId: 'GRANDLDN', reservationNumber: number, guestName },
        { [CLIENT_ADDRESS_HEADER]: address },
      ),
    );
  const looked = (answers: readonly { status: number }[]) =>
    answers.filter((answer) => answer.status === 200).length;

  it('250 parallel name guesses for one booking look up no more than its limit', async () => {
    const number = await book(250, 'FLEX');
    const guesses = await Promise.all(
      Array.from({ length: 250 }, (_, guess) =>
        guessName(number, `Guess${guess}`, `10.4.${guess >> 8}.${guess & 255}`),
      ),
    );
    expect(looked(guesses)).toBe(MANAGE_FAILURES_PER_RESERVATION.max);
    expect(guesses.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    // The booker's own name, once the limit is reached, is refused too: guessing gained nothing.
    expect((await guessName(number, 'Lovelace', '10.4.9.9')).status).toBe(429);
  });

  it('250 parallel name guesses from one address look up no more than its limit', async () => {
    // Three bookings: their own limits would let 30 through, the address's only 20.
    const numbers = await Promise.all([book(260, 'FLEX'), book(263, 'FLEX'), book(266, 'FLEX')]);
    const guesses = await Promise.all(
      Array.from({ length: 250 }, (_, guess) =>
        guessName(numbers[guess % 3]!, `Guess${guess}`, '10.5.0.1'),
      ),
    );
    expect(looked(guesses)).toBe(MANAGE_FAILURES_PER_ADDRESS.max);
  });
});
