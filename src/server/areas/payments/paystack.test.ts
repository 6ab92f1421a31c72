import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateReservationResultSchema,
  ReservationStatusSchema,
} from '../../../api/contract/reservation.ts';
import { PaymentType } from '../../../domain/payment/payment.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import { createApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  outboxEmails,
  properties,
  reservationItems,
  reservationPayments,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';
import { paystackProvider } from '../../payments/paystack.ts';
import { paymentProviders, type PaymentProviders } from '../../payments/providers.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { bookingRequest, TODAY } from '../../testing/booking-kit.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { startPaystackStandIn, type PaystackStandIn } from '../../testing/paystack-stand-in.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { chargePaymentId, takeScheduledCharge } from './off-session.ts';

let api: ReferenceApi;
let db: Database;
let paystack: PaystackStandIn;
let app: { fetch(request: Request): Response | Promise<Response> };
let clock: Date;
let providers: PaymentProviders;

beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  paystack = await startPaystackStandIn();
  // Lagos Bay takes its money with Paystack; the other hotels keep the default.
  await db
    .update(properties)
    .set({ paymentProvider: 'Paystack' })
    .where(eq(properties.code, 'LAGOSBAY'));
  providers = paymentProviders([
    paystackProvider({
      secretKey: paystack.secretKey,
      apiUrl: paystack.url,
      publicOrigin: 'https://book.example.com',
    }),
  ]);
  const hono = createApp({
    db,
    now: () => clock,
    linkSecret: 'paystack-secret',
    passwordCost: CHEAP_SCRYPT,
    payments: providers,
  });
  app = { fetch: (request) => hono.fetch(request) };
});
beforeEach(() => {
  clock = TEST_NOW;
});
afterAll(async () => {
  await paystack?.close();
  await api?.close();
});

let night = 40;
async function book() {
  night += 3;
  const body = {
    ...(await bookingRequest(app, {
      property: 'LAGOSBAY',
      dateFrom: addDays(TODAY, night),
      dateTo: addDays(TODAY, night + 2),
      rooms: [{ roomType: 'LAGSTD', ratePlan: 'BAR', adults: 1 }],
    })),
    PaymentType: PaymentType.PayByPayStack,
    CardDetails: null,
  };
  const answer = await call(app, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = v.parse(CreateReservationResultSchema, answer.body);
  const [payment] = await db
    .select()
    .from(reservationPayments)
    .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
    .where(eq(reservations.reservationNumber, result.ReservationNumber));
  return { body, result, reference: payment!.reservation_payments.providerReference! };
}
const deliver = async (delivery: { body: string; signature: string }): Promise<Response> =>
  app.fetch(
    new Request('http://stayfront.internal/api/Payments/Webhook/Paystack', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
      body: delivery.body,
    }),
  );
const status = async (token: string) =>
  v.parse(
    ReservationStatusSchema,
    (await call(app, `/api/Reservation/Status?propertyId=LAGOSBAY&referenceNumber=${token}`)).body,
  );
const emailsFor = async (number: string) =>
  (await db.select().from(outboxEmails)).filter((email) => email.subject.includes(number));

describe('Paystack (Lagos Bay)', () => {
  it('initializes a transaction, sends the guest to Paystack and confirms on the verified return', async () => {
    const { body, result, reference } = await book();
    expect(result).toMatchObject({ Status: 'PendingPayment' });
    expect(result.RedirectUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    expect(paystack.transactions.get(reference)).toMatchObject({
      amount: toMinorUnits(body.PaymentAmount, 'NGN'),
      currency: 'NGN',
      customer: { email: body.Booker.Email },
      metadata: { reservation_number: result.ReservationNumber },
    });
    expect((await status(result.ConfirmationToken)).Status).toBe('PendingPayment');
    paystack.pay(reference, 'success');
    // Back on the status page: verified on the server.
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
  });

  it('confirms from the signed charge.success webhook, once', async () => {
    const { result, reference } = await book();
    paystack.pay(reference, 'success');
    const delivery = paystack.delivery(reference);
    expect((await deliver(delivery)).status).toBe(200);
    expect(await (await deliver(delivery)).json()).toEqual({ Message: 'Already applied.' });
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(row!.status).toBe('Confirmed');
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature with 400 and applies nothing', async () => {
    const { result, reference } = await book();
    paystack.pay(reference, 'success');
    const real = paystack.delivery(reference);
    const forged = paystack.delivery(reference, { secret: 'sk_test_not_ours' });
    for (const delivery of [
      forged,
      { body: real.body.replace('"success"', '"failed"'), signature: real.signature },
      { body: real.body, signature: '' },
    ])
      expect((await deliver(delivery)).status).toBe(400);
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(row!.status).toBe('PendingPayment');
  });

  it('settles by the verified transaction, whatever order its events arrive in', async () => {
    for (const order of ['as sent', 'reversed'] as const) {
      const { result, reference } = await book();
      // A card refused on Paystack's page, then another that went through: two events.
      paystack.pay(reference, 'failed');
      const failed = paystack.delivery(reference);
      paystack.pay(reference, 'success');
      const succeeded = paystack.delivery(reference);
      expect(failed.body).toContain('"charge.failed"');
      const deliveries = order === 'as sent' ? [failed, succeeded] : [succeeded, failed];
      for (const delivery of deliveries) {
        expect((await deliver(delivery)).status).toBe(200);
        const [row] = await db
          .select()
          .from(reservations)
          .where(eq(reservations.reservationNumber, result.ReservationNumber));
        expect(row!.status, order).toBe('Confirmed');
      }
      expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
    }
  });

  it('fails a booking whose payment failed and gives the money back when it is paid too late', async () => {
    const { result, reference } = await book();
    clock = new Date(TEST_NOW.getTime() + 31 * 60 * 1000);
    expect((await status(result.ConfirmationToken)).Status).toBe('Failed');
    paystack.pay(reference, 'success');
    expect((await deliver(paystack.delivery(reference))).status).toBe(200);
    const transaction = paystack.transactions.get(reference)!;
    expect(transaction.refunded).toBe(transaction.amount);
  });

  it('charges the kept authorization without the guest, and reads a charge whose answer was lost', async () => {
    const { result, reference } = await book();
    paystack.pay(reference, 'success');
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
    const [row] = await db
      .select({ reservation: reservations, item: reservationItems })
      .from(reservations)
      .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    const { reservation, item } = row!;
    const job = { db, payments: providers, linkSecret: 'paystack-secret', origin: '' };
    const newCharge = async (amount: number, dueOn: string) =>
      (
        await db
          .insert(scheduledCharges)
          .values({
            reservationId: reservation.id,
            kind: 'NoShow',
            dueOn,
            rooms: [{ itemId: item.id, amount }],
            amount,
            currency: 'NGN',
          })
          .returning()
      )[0]!;

    const first = await newCharge(5000, reservation.dateFrom);
    expect(await takeScheduledCharge(job, first.id, TEST_NOW)).toBe('Charged');
    expect(paystack.transactions.get(chargePaymentId(first))).toMatchObject({
      status: 'success',
      amount: toMinorUnits(5000, 'NGN'),
    });

    // Paystack took a charge but its answer never came: the row is still due after one attempt.
    const lost = await newCharge(2500, addDays(reservation.dateFrom, 1));
    const authorization = (
      await db
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.providerReference, reference))
    )[0]!.cardToken!;
    const [code, email] = authorization.split('|');
    const taken = await fetch(`${paystack.url}/transaction/charge_authorization`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${paystack.secretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        authorization_code: code,
        email,
        amount: toMinorUnits(2500, 'NGN'),
        reference: chargePaymentId(lost),
      }),
    });
    expect(taken.status).toBe(200);
    await db
      .update(scheduledCharges)
      .set({ attempts: 1, failure: 'The provider did not answer (Error)' })
      .where(eq(scheduledCharges.id, lost.id));
    const before = paystack.transactions.size;
    expect(await takeScheduledCharge(job, lost.id, TEST_NOW)).toBe('Charged');
    expect(paystack.transactions.size).toBe(before);
    const recorded = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.providerReference, chargePaymentId(lost)));
    expect(recorded).toHaveLength(1);
  });
});
