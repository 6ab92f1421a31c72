import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManageChangeResultSchema,
  type ManageReservation,
} from '../../../api/contract/manage-booking.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/client.ts';
import { reservationItems } from '../../db/schema/index.ts';
import { linkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { TODAY } from '../../testing/booking-kit.ts';
import { call, postJson } from '../../testing/fixtures.ts';
import { bookAndOpen, plainReasonId } from '../../testing/manage-kit.ts';
import { openTestApi } from '../../testing/seeded-api.ts';

// Two rooms on different rates: Bed & Breakfast takes a 30% deposit at booking, the Flexible Rate
// is charged in full two days before arrival. A change to one must leave the other's money alone.
const SECRET = 'room-money-secret';
let api: ReferenceApi;
let db: Database;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET, RATE_LIMITS: 'off' });
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

const code = (number: string) => linkCode(SECRET, 'manage', number);
const gbp = (amount: number) => roundMoney(amount, 'GBP');
let arrival = 40;

const bookTwoRates = () => {
  const dateFrom = addDays(TODAY, (arrival += 7));
  return bookAndOpen(api, SECRET, {
    dateFrom,
    dateTo: addDays(dateFrom, 2),
    rooms: [
      { roomType: 'CLDBL', ratePlan: 'BB' },
      { roomType: 'SUPTWN', ratePlan: 'FLEX' },
    ],
  });
};

const update = async (reservation: ManageReservation, body: object) => {
  const answer = await call(
    api,
    '/api/ManageBooking/Update',
    postJson({
      PropertyId: 'GRANDLDN',
      ReservationNumber: reservation.ReservationNumber,
      Code: code(reservation.ReservationNumber),
      Version: reservation.Version,
      ...body,
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(ManageChangeResultSchema, answer.body);
};

const roomMoney = async (itemId: number) => {
  const [row] = await db.select().from(reservationItems).where(eq(reservationItems.id, itemId));
  return { paid: row!.amountPaid, dueLater: row!.amountDueLater };
};

describe('manage booking: each room keeps its own money', () => {
  it('books each room by its own rate: a deposit for one, a charge before arrival for the other', async () => {
    const booking = await bookTwoRates();
    const [bb, flex] = booking.Items;
    expect(await roomMoney(bb!.ReservationItemId)).toEqual({
      paid: gbp(bb!.TotalCost * 0.3),
      dueLater: 0,
    });
    expect(await roomMoney(flex!.ReservationItemId)).toEqual({
      paid: 0,
      dueLater: flex!.TotalCost,
    });
    // Manage booking shows each room's own amounts.
    expect(
      [bb, flex].map((item) => [item!.AmountPaid, item!.AmountDueLater, item!.AmountDueAtHotel]),
    ).toEqual([
      [gbp(bb!.TotalCost * 0.3), 0, gbp(bb!.TotalCost - gbp(bb!.TotalCost * 0.3))],
      [0, flex!.TotalCost, 0],
    ]);
    expect(booking.AmountPaid).toBe(gbp(bb!.TotalCost * 0.3));
    expect(booking.AmountDueLater).toBe(flex!.TotalCost);
  });

  it('cancelling the room charged before arrival refunds nothing of the other room’s deposit', async () => {
    const booking = await bookTwoRates();
    const [bb, flex] = booking.Items;
    const done = await update(booking, {
      RoomsToCancel: [
        {
          ReservationItemId: flex!.ReservationItemId,
          CancellationReasonId: await plainReasonId(api),
        },
      ],
    });
    const deposit = gbp(bb!.TotalCost * 0.3);
    expect(done.Summary).toMatchObject({
      Refund: 0,
      ChargeNow: 0,
      AmountPaid: deposit,
      AmountDueLater: 0,
      AmountDueAtHotel: gbp(bb!.TotalCost - deposit),
    });
    expect(await roomMoney(bb!.ReservationItemId)).toEqual({ paid: deposit, dueLater: 0 });
  });

  it('a longer stay in the deposit room charges its own deposit and schedules nothing new for the other', async () => {
    const booking = await bookTwoRates();
    const [bb, flex] = booking.Items;
    const done = await update(booking, {
      DateFrom: bb!.DateFrom,
      DateTo: addDays(bb!.DateTo, 1),
      ReservationItemIds: [bb!.ReservationItemId],
    });
    const longer = done.Reservation!.Items[0]!;
    expect(longer.TotalCost).toBeGreaterThan(bb!.TotalCost);
    expect(done.Summary!.ChargeNow).toBe(
      gbp(gbp(longer.TotalCost * 0.3) - gbp(bb!.TotalCost * 0.3)),
    );
    expect(done.Summary!.AmountDueLater).toBe(flex!.TotalCost);
    expect(await roomMoney(flex!.ReservationItemId)).toEqual({
      paid: 0,
      dueLater: flex!.TotalCost,
    });
  });
});
