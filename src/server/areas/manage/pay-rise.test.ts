import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  ManageChangeResultSchema,
  ManageSearchResultSchema,
  type ManageReservation,
} from '../../../api/contract/manage-booking.ts';
import { PropertySchema } from '../../../api/contract/property.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import { reservationPayments, reservations } from '../../db/schema/index.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import { linkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { card, gatewayBindingOf, TODAY } from '../../testing/booking-kit.ts';
import { call, postJson } from '../../testing/fixtures.ts';
import { bookAndOpen as openBooking } from '../../testing/manage-kit.ts';
import { openTestApi } from '../../testing/seeded-api.ts';

// A rise in price paid with another card than the one on file: approved, declined, or through 3-D Secure.
const SECRET = 'manage-pay-secret';
let api: ReferenceApi;
let db: Database;
let visa: number;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET, RATE_LIMITS: 'off' });
  db = api.database.db;
  visa = v
    .parse(PropertySchema, (await call(api, '/api/Property/GRANDLDN')).body)
    .CreditCards.find((type) => type.Name === 'Visa')!.Id;
});
afterAll(async () => {
  await api?.close();
});

const code = (number: string) => linkCode(SECRET, 'manage', number);
let arrival = 100;
/** A bed & breakfast booking (30 % paid at booking), so a longer stay charges its share now. */
function bookAndOpen(): Promise<ManageReservation> {
  const dateFrom = addDays(TODAY, (arrival += 5));
  return openBooking(api, SECRET, {
    dateFrom,
    dateTo: addDays(dateFrom, 2),
    rooms: [{ roomType: 'CLDBL', ratePlan: 'BB' }],
  });
}
const longer = (reservation: ManageReservation, cardNumber?: string) =>
  call(
    api,
    '/api/ManageBooking/Update',
    postJson({
      PropertyId: 'GRANDLDN',
      ReservationNumber: reservation.ReservationNumber,
      Code: code(reservation.ReservationNumber),
      Version: reservation.Version,
      DateFrom: reservation.DateFrom,
      DateTo: addDays(reservation.DateTo, 1),
      ...(cardNumber ? { CardDetails: card(cardNumber, visa) } : {}),
    }),
  );
const completePayment = (reservation: ManageReservation, sessionId: string) =>
  call(
    api,
    '/api/ManageBooking/CompletePayment',
    postJson({
      PropertyId: 'GRANDLDN',
      ReservationNumber: reservation.ReservationNumber,
      Code: code(reservation.ReservationNumber),
      GatewaySessionId: sessionId,
    }),
  );
/** Asks for a night more with a card that is challenged, and passes or fails the challenge. */
async function challengeOfLonger(reservation: ManageReservation, passed: boolean) {
  const held = await longer(reservation, TEST_CARDS.challenge);
  const sessionId = v.parse(ManageChangeResultSchema, held.body).RedirectUrl!.split('/').pop()!;
  await call(
    api,
    `/api/SimulatedGateway/Sessions/${sessionId}/Complete`,
    postJson({ Passed: passed, Binding: gatewayBindingOf(held) }),
  );
  return sessionId;
}
const paymentsOf = async (number: string) => {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.reservationNumber, number));
  return db
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.reservationId, row!.id))
    .orderBy(reservationPayments.id);
};

describe('a rise paid with another card', () => {
  it('charges an approved card and keeps it as the card on file', async () => {
    const reservation = await bookAndOpen();
    const answer = v.parse(
      ManageChangeResultSchema,
      (await longer(reservation, '4111111111111111')).body,
    );
    expect(answer.Summary!.ChargeNow).toBeGreaterThan(0);
    const payments = await paymentsOf(reservation.ReservationNumber);
    expect(payments.at(-1)).toMatchObject({
      method: 'Card',
      status: 'Succeeded',
      amount: answer.Summary!.ChargeNow,
      cardLast4: '1111',
    });
    expect(answer.Reservation!.PaymentMethod).toMatch(/ending 1111$/);
  });

  it('refuses a declined card and changes nothing', async () => {
    const reservation = await bookAndOpen();
    const answer = await longer(reservation, TEST_CARDS.decline);
    expect(answer.status).toBe(402);
    expect(await paymentsOf(reservation.ReservationNumber)).toHaveLength(1);
  });

  it('answers per-field messages for a card that cannot be used', async () => {
    const reservation = await bookAndOpen();
    const answer = await longer(reservation, '4242424242424241');
    expect(answer.status).toBe(400);
    expect(v.parse(ApiErrorSchema, answer.body).ModelState).toMatchObject({
      'CardDetails.CardNumber': ['Enter a valid card number.'],
    });
  });

  it('through 3-D Secure: nothing changes until the challenge is passed, then the change is made and charged once', async () => {
    const reservation = await bookAndOpen();
    const held = await longer(reservation, TEST_CARDS.challenge);
    const answer = v.parse(ManageChangeResultSchema, held.body);
    expect(answer.RedirectUrl).toMatch(/^\/SimulatedGateway\/Challenge\/gw_/);
    const sessionId = answer.RedirectUrl!.split('/').pop()!;
    const binding = gatewayBindingOf(held);
    expect(binding).not.toBeNull();
    // Nothing changed yet.
    const still = v.parse(
      ManageSearchResultSchema,
      (
        await call(
          api,
          '/api/ManageBooking/Search',
          postJson({
            propertyId: 'GRANDLDN',
            reservationNumber: reservation.ReservationNumber,
            hash: code(reservation.ReservationNumber),
          }),
        )
      ).body,
    ).Reservation!;
    expect(still).toMatchObject({ DateTo: reservation.DateTo, Version: reservation.Version });

    const passed = await call(
      api,
      `/api/SimulatedGateway/Sessions/${sessionId}/Complete`,
      postJson({ Passed: true, Binding: binding }),
    );
    expect(passed.body).toMatchObject({ Status: 'Succeeded' });
    expect((passed.body as { ReturnUrl: string }).ReturnUrl).toBe(
      `/Manage/GRANDLDN/Reservation/${reservation.ReservationNumber}/${code(reservation.ReservationNumber)}?payment=${sessionId}`,
    );

    const [first, again] = [
      v.parse(ManageChangeResultSchema, (await completePayment(reservation, sessionId)).body),
      v.parse(ManageChangeResultSchema, (await completePayment(reservation, sessionId)).body),
    ];
    expect(first).toMatchObject({
      Success: true,
      Reservation: { DateTo: addDays(reservation.DateTo, 1), Version: reservation.Version + 1 },
    });
    expect(again).toMatchObject({
      Success: true,
      Reservation: { Version: reservation.Version + 1 },
    });
    const payments = await paymentsOf(reservation.ReservationNumber);
    expect(payments.map((payment) => payment.status)).toEqual(['Succeeded', 'Succeeded']);
    expect(payments[1]!.amount).toBe(first.Summary!.ChargeNow);
  });

  it('after a double submit of the passed challenge, every answer says the change was made and charged once', async () => {
    const reservation = await bookAndOpen();
    const sessionId = await challengeOfLonger(reservation, true);
    const answers = await Promise.all(
      [1, 2, 3].map(async () =>
        v.parse(ManageChangeResultSchema, (await completePayment(reservation, sessionId)).body),
      ),
    );
    for (const answer of answers) {
      expect(answer.Message).not.toMatch(/nothing was charged/i);
      expect(answer).toMatchObject({
        Success: true,
        Message: 'Your card check was passed and your booking has been updated.',
        Reservation: { DateTo: addDays(reservation.DateTo, 1) },
      });
    }
    expect(
      (await paymentsOf(reservation.ReservationNumber)).map((payment) => payment.status),
    ).toEqual(['Succeeded', 'Succeeded']);
  });

  it('a failed challenge changes nothing and voids the payment', async () => {
    const reservation = await bookAndOpen();
    const sessionId = await challengeOfLonger(reservation, false);
    const answer = v.parse(
      ManageChangeResultSchema,
      (await completePayment(reservation, sessionId)).body,
    );
    expect(answer).toMatchObject({
      Success: false,
      Message: 'Your card check was not completed, so nothing was changed or charged.',
      Reservation: { DateTo: reservation.DateTo },
    });
    expect(
      (await paymentsOf(reservation.ReservationNumber)).map((payment) => payment.status),
    ).toEqual(['Succeeded', 'Failed']);
  });

  it('does not let another booking use the payment', async () => {
    const [first, second] = [await bookAndOpen(), await bookAndOpen()];
    const sessionId = v
      .parse(ManageChangeResultSchema, (await longer(first, TEST_CARDS.challenge)).body)
      .RedirectUrl!.split('/')
      .pop()!;
    expect((await completePayment(second, sessionId)).status).toBe(404);
  });
});
