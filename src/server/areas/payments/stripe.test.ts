import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateReservationResultSchema,
  ReservationStatusSchema,
} from '../../../api/contract/reservation.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/client.ts';
import {
  outboxEmails,
  paymentWebhookEvents,
  properties,
  reservationPayments,
  reservations,
} from '../../db/schema/index.ts';
import { paymentProviders } from '../../payments/providers.ts';
import { stripeProvider } from '../../payments/stripe.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { bookingRequest, roomsLeft, TODAY } from '../../testing/booking-kit.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { deliverStripeEvent } from '../../testing/stripe-app.ts';
import {
  startStripeStandIn,
  type StripeEvent,
  type StripeStandIn,
} from '../../testing/stripe-stand-in.ts';
import { HOSTED_CARD_FIELDS } from '../booking-core/index.ts';
import {
  ManageChangeResultSchema,
  ManageSearchResultSchema,
} from '../../../api/contract/manage-booking.ts';
import { linkCode } from '../../links/link-code.ts';
import { plainReasonId } from '../../testing/manage-kit.ts';
import { newRequest } from '../../testing/payment-requests.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import { createReferenceApp } from '../../app.ts';
import { CHALLENGE_FAILED, PAYMENT_TIMED_OUT } from '../reservation/index.ts';

let api: ReferenceApi;
let db: Database;
let stripe: StripeStandIn;
let app: { fetch(request: Request): Response | Promise<Response> };
let clock: Date;
let grandLondon: number;

beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  stripe = await startStripeStandIn({ now: () => clock });
  const reference = createReferenceApp({
    db,
    now: () => clock,
    linkSecret: 'stripe-secret',
    passwordCost: CHEAP_SCRYPT,
    payments: paymentProviders(
      [
        stripeProvider({
          secretKey: stripe.secretKey,
          publishableKey: stripe.publishableKey,
          webhookSecret: stripe.webhookSecret,
          apiUrl: stripe.url,
        }),
      ],
      'Stripe',
    ),
  });
  app = { fetch: (request) => reference.app.fetch(request) };
  grandLondon = (
    await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'GRANDLDN'))
  )[0]!.id;
});
beforeEach(() => {
  clock = TEST_NOW;
});
afterAll(async () => {
  await stripe?.close();
  await api?.close();
});

let night = 40;
/** A Grand London booking paid in Stripe's Payment Element: no card data in the body. */
async function hostedBooking(ratePlan = 'NRF') {
  night += 3;
  const body = await bookingRequest(app, {
    dateFrom: addDays(TODAY, night),
    dateTo: addDays(TODAY, night + 2),
    rooms: [{ roomType: 'DLXKNG', ratePlan }],
  });
  return {
    ...body,
    CardDetails: {
      ...body.CardDetails!,
      CardNumber: null,
      SecurityCode: null,
      ExpiryMonth: null,
      ExpiryYear: null,
      NameOnCard: null,
      CreditCardTypeId: null,
    },
  };
}

async function book(ratePlan = 'NRF') {
  const body = await hostedBooking(ratePlan);
  const answer = await call(app, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = v.parse(CreateReservationResultSchema, answer.body);
  const intentId = result.PaymentClientSecret!.split('_secret_')[0]!;
  return { body, result, intent: stripe.intents.get(intentId)! };
}

const deliver = (delivery: { body: string; signature: string }) =>
  deliverStripeEvent(app, delivery);
const eventsOf = (intentId: string, type?: string): StripeEvent[] =>
  stripe.events.filter(
    (event) =>
      (event.data.object as { id: string }).id === intentId && (!type || event.type === type),
  );
const reservationOf = async (number: string) =>
  (await db.select().from(reservations).where(eq(reservations.reservationNumber, number)))[0]!;
const emailsFor = async (number: string) =>
  (await db.select().from(outboxEmails)).filter((email) => email.subject.includes(number));
const status = async (token: string) =>
  v.parse(
    ReservationStatusSchema,
    (await call(app, `/api/Reservation/Status?propertyId=GRANDLDN&referenceNumber=${token}`)).body,
  );

describe('Stripe: pay now with the Payment Element', () => {
  it('holds the booking on a PaymentIntent for the amount due now, confirmed by the signed webhook', async () => {
    const { body, result, intent } = await book();
    expect(result).toMatchObject({ Status: 'PendingPayment', RedirectUrl: null });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: toMinorUnits(body.PaymentAmount, 'GBP'),
      currency: 'gbp',
      status: 'requires_payment_method',
      metadata: { reservation_number: result.ReservationNumber },
    });
    expect(intent.metadata['payment_id']).toMatch(/^pay_\d+$/);
    const [payment] = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.providerReference, intent.id));
    expect(payment).toMatchObject({ provider: 'Stripe', status: 'Pending', cardToken: null });
    expect((await status(result.ConfirmationToken)).Status).toBe('PendingPayment');

    await stripe.confirm(intent.id, 'pm_card_visa');
    const [succeeded] = eventsOf(intent.id, 'payment_intent.succeeded');
    const answer = await deliver(stripe.delivery(succeeded!));
    expect(answer.status).toBe(200);
    expect((await reservationOf(result.ReservationNumber)).status).toBe('Confirmed');
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
    const [paid] = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.providerReference, intent.id));
    expect(paid).toMatchObject({ status: 'Succeeded', cardBrand: 'Visa', cardLast4: '4242' });
  });

  it('refuses a card number sent to our server when the hotel takes cards with Stripe', async () => {
    const body = await hostedBooking();
    const intentsBefore = stripe.intents.size;
    const answer = await call(
      app,
      '/api/Reservation/Create',
      postJson({
        ...body,
        CardDetails: {
          ...body.CardDetails,
          CardNumber: '4242 4242 4242 4242',
          SecurityCode: '123',
        },
      }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(HOSTED_CARD_FIELDS.slice(0, 30));
    expect(stripe.intents.size).toBe(intentsBefore);
  });

  it('confirms from the PaymentIntent read on the status check when no webhook came', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_visa');
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
  });

  it('keeps the booking held after a decline, so the guest can pay with another card', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_chargeDeclined');
    const [failed] = eventsOf(intent.id, 'payment_intent.payment_failed');
    expect((await deliver(stripe.delivery(failed!))).status).toBe(200);
    expect((await reservationOf(result.ReservationNumber)).status).toBe('PendingPayment');
    await stripe.confirm(intent.id, 'pm_card_visa');
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
  });

  it('cancels the PaymentIntent and gives the rooms back when the hold runs out unpaid', async () => {
    const { result, intent } = await book();
    const date = addDays(TODAY, night);
    const held = await roomsLeft(db, grandLondon, 'DLXKNG', date);
    clock = new Date(TEST_NOW.getTime() + 31 * 60 * 1000);
    const answer = await status(result.ConfirmationToken);
    expect(answer).toMatchObject({ Status: 'Failed', Message: PAYMENT_TIMED_OUT });
    expect(stripe.intents.get(intent.id)!.status).toBe('canceled');
    expect(await roomsLeft(db, grandLondon, 'DLXKNG', date)).toBe(held + 1);
  });

  it('confirms a booking the guest paid just as its hold ran out (the cancel comes too late)', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_visa');
    clock = new Date(TEST_NOW.getTime() + 31 * 60 * 1000);
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
  });
});

describe('Stripe: back from a failed 3-D Secure check', () => {
  const giveUp = (token: string, property = 'GRANDLDN') =>
    call(
      app,
      '/api/Reservation/GiveUpPayment',
      postJson({ PropertyId: property, ConfirmationToken: token }),
    );

  it('cancels the PaymentIntent and gives the rooms back at once, not when the hold runs out', async () => {
    const { result, intent } = await book();
    const date = addDays(TODAY, night);
    const held = await roomsLeft(db, grandLondon, 'DLXKNG', date);
    await stripe.confirm(intent.id, 'pm_card_authenticationRequired');
    stripe.authenticate(intent.id, false);
    const answer = await giveUp(result.ConfirmationToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Status: 'Failed', Message: CHALLENGE_FAILED });
    expect(stripe.intents.get(intent.id)!.status).toBe('canceled');
    expect(await roomsLeft(db, grandLondon, 'DLXKNG', date)).toBe(held + 1);
    expect((await giveUp(result.ConfirmationToken)).body).toMatchObject({ Status: 'Failed' });
  });

  it('confirms instead when the guest had paid after all: the browser only asks', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_visa');
    expect((await giveUp(result.ConfirmationToken)).body).toMatchObject({ Status: 'Confirmed' });
    expect(stripe.intents.get(intent.id)!.status).toBe('succeeded');
  });

  it('answers 404 to a guessed token or another hotel, and 400 to a body without one', async () => {
    const { result, intent } = await book();
    expect((await giveUp(`${result.ConfirmationToken.slice(0, -2)}xx`)).status).toBe(404);
    expect((await giveUp(result.ConfirmationToken, 'COASTAL')).status).toBe(404);
    const bad = await call(
      app,
      '/api/Reservation/GiveUpPayment',
      postJson({ PropertyId: 'GRANDLDN' }),
    );
    expect(bad.status).toBe(400);
    expect(stripe.intents.get(intent.id)!.status).toBe('requires_payment_method');
  });
});

describe('Stripe: pay later', () => {
  it('keeps the card with a SetupIntent when nothing is due now, for the charge before arrival', async () => {
    const { result, intent } = await book('FLEX');
    expect(intent).toMatchObject({ object: 'setup_intent', usage: 'off_session' });
    expect(intent.customer).toMatch(/^cus_/);
    await stripe.confirm(intent.id, 'pm_card_visa');
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
    const [kept] = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.providerReference, intent.id));
    expect(kept!.cardToken).toBe(`${intent.customer}/${intent.payment_method}`);
  });
});

describe('Stripe: pay by link', () => {
  it('pays the request through a PaymentIntent the browser confirms, settled by the webhook', async () => {
    const request = await newRequest(db, 'stripe-secret', TEST_NOW, { amount: 86.4 });
    const typed = await call(app, '/api/PayByLink/Process', postJson(request.process()));
    expect(typed.status).toBe(400);
    const answer = await call(app, '/api/PayByLink/Process', postJson(request.process(null)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { PaymentClientSecret: secret, RedirectUrl } = answer.body as Record<string, string>;
    expect(RedirectUrl).toBeNull();
    const intent = stripe.intents.get(secret!.split('_secret_')[0]!)!;
    expect(intent).toMatchObject({ amount: 8640, currency: 'gbp' });
    expect(intent.metadata['payment_id']).toMatch(/^PBL-/);

    await stripe.confirm(intent.id, 'pm_card_visa');
    const [event] = eventsOf(intent.id, 'payment_intent.succeeded');
    expect((await deliver(stripe.delivery(event!))).status).toBe(200);
    const [row] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, request.row.id));
    expect(row).toMatchObject({ status: 'Paid', provider: 'Stripe', cardLast4: '4242' });
  });
});

describe('Stripe webhooks', () => {
  it('refuse a forged, tampered, stale or unsigned delivery with 400 and apply nothing', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_visa');
    const [event] = eventsOf(intent.id, 'payment_intent.succeeded');
    const real = stripe.delivery(event!);
    const forged = stripe.delivery(event!, { secret: 'whsec_not_the_endpoint_secret' });
    const stale = stripe.delivery(event!, {
      timestamp: Math.floor(TEST_NOW.getTime() / 1000) - 10 * 60,
    });
    const tampered = {
      body: real.body.replace(intent.id, `${intent.id}x`),
      signature: real.signature,
    };
    for (const delivery of [forged, stale, tampered, { body: real.body, signature: '' }]) {
      const answer = await deliver(delivery);
      expect(answer.status).toBe(400);
    }
    expect(
      await db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, event!.id)),
    ).toHaveLength(0);
    expect((await reservationOf(result.ReservationNumber)).status).toBe('PendingPayment');
  });

  it('answer 404 for a provider this server is not configured for', async () => {
    const answer = await app.fetch(
      new Request('http://stayfront.internal/api/Payments/Webhook/Paystack', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': 'aa' },
        body: '{}',
      }),
    );
    expect(answer.status).toBe(404);
  });

  it('apply a replayed event once', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_visa');
    const [event] = eventsOf(intent.id, 'payment_intent.succeeded');
    const delivery = stripe.delivery(event!);
    const first = await deliver(delivery);
    const again = await deliver(delivery);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ Message: 'Already applied.' });
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
  });

  it('settle by the PaymentIntent, whatever order the events arrive in', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_chargeDeclined');
    await stripe.confirm(intent.id, 'pm_card_visa');
    // Newest first: succeeded, then the earlier failure, then the creation.
    for (const event of eventsOf(intent.id).reverse()) {
      expect((await deliver(stripe.delivery(event))).status).toBe(200);
      expect((await reservationOf(result.ReservationNumber)).status).toBe('Confirmed');
    }
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
  });

  it('apply forty parallel deliveries of the same event once', async () => {
    const { result, intent } = await book();
    await stripe.confirm(intent.id, 'pm_card_visa');
    const [event] = eventsOf(intent.id, 'payment_intent.succeeded');
    const delivery = stripe.delivery(event!);
    const answers = await Promise.all(Array.from({ length: 40 }, () => deliver(delivery)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies.filter((body) => body.includes('"Applied."'))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, event!.id)),
    ).toHaveLength(1);
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
  });
});

/** The booking as manage booking opens it from the emailed link. */
async function openManaged(number: string) {
  const code = linkCode('stripe-secret', 'manage', number);
  const answer = await call(
    app,
    '/api/ManageBooking/Search',
    postJson({ propertyId: 'GRANDLDN', reservationNumber: number, hash: code }),
  );
  return { code, reservation: v.parse(ManageSearchResultSchema, answer.body).Reservation! };
}

async function cancelManaged(number: string) {
  const { code, reservation } = await openManaged(number);
  const answer = await call(
    app,
    '/api/ManageBooking/Cancel',
    postJson({
      PropertyId: 'GRANDLDN',
      ReservationNumber: number,
      Code: code,
      Version: reservation.Version,
      CancellationReasonId: await plainReasonId(api),
      Preview: false,
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(ManageChangeResultSchema, answer.body).Summary!;
}

describe('Stripe in manage booking', () => {
  it('charges a rise off-session, then refunds a cancellation to each PaymentIntent, up to its amount', async () => {
    const { result, intent } = await book('BB');
    await stripe.confirm(intent.id, 'pm_card_visa');
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
    const number = result.ReservationNumber;
    const { code, reservation } = await openManaged(number);
    const before = new Set(stripe.intents.keys());
    const longer = await call(
      app,
      '/api/ManageBooking/Update',
      postJson({
        PropertyId: 'GRANDLDN',
        ReservationNumber: number,
        Code: code,
        Version: reservation.Version,
        DateFrom: reservation.DateFrom,
        DateTo: addDays(reservation.DateTo, 1),
      }),
    );
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    const rise = v.parse(ManageChangeResultSchema, longer.body).Summary!.ChargeNow;
    const charge = [...stripe.intents.values()].find((one) => !before.has(one.id))!;
    expect(charge).toMatchObject({
      status: 'succeeded',
      amount: toMinorUnits(rise, 'GBP'),
      customer: intent.customer,
    });

    const summary = await cancelManaged(number);
    // Everything paid comes back, each PaymentIntent refunded up to its own amount.
    expect(toMinorUnits(summary.Refund, 'GBP')).toBe(intent.amount! + charge.amount!);
    expect(stripe.intents.get(intent.id)!.refunded).toBe(intent.amount);
    expect(stripe.intents.get(charge.id)!.refunded).toBe(charge.amount);
    const recorded = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, (await reservationOf(number)).id));
    expect(recorded.reduce((sum, row) => sum + toMinorUnits(row.amount, 'GBP'), 0)).toBe(0);
  });

  it('refunds exactly the refundable amount to the PaymentIntent when the guest cancels', async () => {
    const { result, intent } = await book('BB');
    await stripe.confirm(intent.id, 'pm_card_visa');
    expect((await status(result.ConfirmationToken)).Status).toBe('Confirmed');
    const [paid] = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.providerReference, intent.id));
    // The card Stripe keeps for the booking, never a number: its customer and payment method.
    expect(paid!.cardToken).toMatch(/^cus_[0-9a-f]+\/pm_[0-9a-f]+$/);
    expect(paid).toMatchObject({ cardBrand: 'Visa', cardLast4: '4242' });

    const summary = await cancelManaged(result.ReservationNumber);
    expect(summary.Refund).toBeGreaterThan(0);
    expect(stripe.intents.get(intent.id)!.refunded).toBe(toMinorUnits(summary.Refund, 'GBP'));
    const refunds = stripe.events.filter((event) => event.type === 'refund.created');
    expect(refunds.at(-1)!.data.object).toMatchObject({
      payment_intent: intent.id,
      amount: toMinorUnits(summary.Refund, 'GBP'),
    });
  });
});
