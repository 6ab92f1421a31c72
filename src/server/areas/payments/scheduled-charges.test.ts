import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateReservationResultSchema } from '../../../api/contract/reservation.ts';
import { ManageSearchResultSchema } from '../../../api/contract/manage-booking.ts';
import { formatMoneyIn } from '../../../i18n/locale-format.ts';
import { linkCode } from '../../links/link-code.ts';
import { plainReasonId } from '../../testing/manage-kit.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import {
  outboxEmails,
  paymentRequests,
  reservationItems,
  reservationPayments,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';
import { simulatedOnly } from '../../payments/providers.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { bookingRequest, card, TODAY } from '../../testing/booking-kit.ts';
import { gatewayBinding } from '../../gateway/binding.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import { call, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import {
  deliverStripeEvent,
  payLinkWithStripe,
  stripeApp,
  stripeBooking,
  stripeProviders,
} from '../../testing/stripe-app.ts';
import {
  startStripeStandIn,
  type StripeStandIn,
  type TestCard,
} from '../../testing/stripe-stand-in.ts';
import { chargePaymentId, takeScheduledCharge, type ChargeJob } from './off-session.ts';
import { payLinkCode, payLinkUrl } from '../../testing/payment-requests.ts';
import { recordNoShow } from './no-show.ts';
import { runScheduledCharges, scheduleChargesBeforeArrival } from './scheduled-charges.ts';

const SECRET = 'charge-secret';
const ORIGIN = 'https://hotel.example';
let api: ReferenceApi;
let db: Database;
let stripe: StripeStandIn;
let app: ReturnType<typeof stripeApp>;
let simulatedJob: ChargeJob;
let stripeJob: ChargeJob;

beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET });
  db = api.database.db;
  stripe = await startStripeStandIn({ now: () => TEST_NOW });
  app = stripeApp(db, stripe, () => TEST_NOW, SECRET);
  simulatedJob = { db, payments: simulatedOnly, linkSecret: SECRET, origin: ORIGIN };
  stripeJob = { db, payments: stripeProviders(stripe), linkSecret: SECRET, origin: ORIGIN };
});
afterAll(async () => {
  await stripe?.close();
  await api?.close();
});

// Grand London's Flexible Rate charges the whole stay 2 days before arrival (hotel-local).
let night = 60;
const stay = () => {
  night += 3;
  const dateFrom = addDays(TODAY, night);
  return { dateFrom, dateTo: addDays(dateFrom, 2), chargeDay: addDays(dateFrom, -2) };
};
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00Z`);

const reservationOf = async (number: string) =>
  (await db.select().from(reservations).where(eq(reservations.reservationNumber, number)))[0]!;
const chargesOf = (reservationId: number) =>
  db.select().from(scheduledCharges).where(eq(scheduledCharges.reservationId, reservationId));
const paymentsOf = (reservationId: number) =>
  db
    .select()
    .from(reservationPayments)
    .where(eq(reservationPayments.reservationId, reservationId))
    .orderBy(reservationPayments.id);
const emailsTo = async (address: string, kind: string) =>
  (await db.select().from(outboxEmails)).filter(
    (email) => email.toAddress === address && email.kind === kind,
  );
const intentsFor = (paymentId: string) =>
  [...stripe.intents.values()].filter((intent) => intent.metadata['payment_id'] === paymentId);

/** A Flexible Rate booking with the simulated gateway (the demo's): the typed card is kept. */
async function simulatedBooking(dates: { dateFrom: string; dateTo: string }, email: string) {
  const body = await bookingRequest(api, {
    ...dates,
    rooms: [{ roomType: 'DLXKNG', ratePlan: 'FLEX' }],
    bookerEmail: email,
  });
  const answer = await call(api, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = v.parse(CreateReservationResultSchema, answer.body);
  return { body, reservation: await reservationOf(result.ReservationNumber) };
}

/** A Flex booking paid by Stripe, its balance charged before arrival from the card kept. */
async function flexOnStripe(card: TestCard) {
  const dates = stay();
  const { result, intent: setup } = await stripeBooking(app, stripe, {
    ...dates,
    ratePlan: 'FLEX',
    card,
  });
  return { dates, setup, reservation: await reservationOf(result.ReservationNumber) };
}

describe('the charge before arrival', () => {
  it('is taken on its day from the card the simulated gateway keeps, once, with a receipt', async () => {
    const dates = stay();
    const { reservation } = await simulatedBooking(dates, 'demo-guest@example.com');
    expect(reservation).toMatchObject({ amountPaid: 0, status: 'Confirmed' });
    const total = reservation.amountDueLater;
    expect(total).toBeGreaterThan(0);

    await runScheduledCharges(simulatedJob, at(addDays(dates.chargeDay, -1), '23:00'));
    expect(await chargesOf(reservation.id)).toHaveLength(0);

    await runScheduledCharges(simulatedJob, at(dates.chargeDay));
    await runScheduledCharges(simulatedJob, at(dates.chargeDay, '11:00'));
    const [charge, ...more] = await chargesOf(reservation.id);
    expect(more).toHaveLength(0);
    expect(charge).toMatchObject({
      kind: 'BeforeArrival',
      dueOn: dates.chargeDay,
      amount: total,
      status: 'Charged',
      provider: 'Simulated',
      attempts: 1,
    });
    const payments = await paymentsOf(reservation.id);
    expect(payments.filter((payment) => payment.amount === total)).toHaveLength(1);
    expect(payments.at(-1)).toMatchObject({ status: 'Succeeded', cardLast4: '4242' });
    const after = await reservationOf(reservation.reservationNumber);
    expect(after).toMatchObject({ amountPaid: total, amountDueLater: 0 });
    expect(after.version).toBe(reservation.version + 1);
    const [item] = await db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, reservation.id));
    expect(item).toMatchObject({ amountPaid: total, amountDueLater: 0 });
    const receipts = await emailsTo('demo-guest@example.com', 'scheduled-charge-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain('Visa ending 4242');
  });

  it("writes the receipt in the booking's language", async () => {
    const dates = stay();
    const { reservation } = await simulatedBooking(dates, 'gast@example.com');
    await db
      .update(reservations)
      .set({ languageCode: 'de' })
      .where(eq(reservations.id, reservation.id));
    await runScheduledCharges(simulatedJob, at(dates.chargeDay));
    const [receipt, ...more] = await emailsTo('gast@example.com', 'scheduled-charge-receipt');
    expect(more).toHaveLength(0);
    expect(receipt).toMatchObject({ locale: 'de' });
    expect(receipt!.subject).toContain(
      `${formatMoneyIn('de', reservation.amountDueLater, 'GBP')} für Ihre Buchung ${reservation.reservationNumber}`,
    );
    expect(receipt!.textBody).toContain('von Ihrer Visa mit Endziffern 4242 abgebucht');
    expect(receipt!.textBody).toContain(
      `Belastung vor der Anreise, Buchung ${reservation.reservationNumber}`,
    );
    expect(receipt!.htmlBody).toContain('<div lang="de" dir="ltr">');
  });

  it('is charged off-session to the card Stripe keeps, one PaymentIntent keyed by our charge id', async () => {
    const { dates, reservation, setup } = await flexOnStripe('pm_card_visa');
    await Promise.all([
      runScheduledCharges(stripeJob, at(dates.chargeDay)),
      runScheduledCharges(stripeJob, at(dates.chargeDay)),
    ]);
    await runScheduledCharges(stripeJob, at(dates.chargeDay, '12:00'));
    const [charge] = await chargesOf(reservation.id);
    const intents = intentsFor(chargePaymentId(charge!));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      status: 'succeeded',
      amount: Math.round(reservation.amountDueLater * 100),
      customer: setup.customer,
      payment_method: setup.payment_method,
      metadata: { reservation_number: reservation.reservationNumber },
    });
    expect(charge).toMatchObject({ status: 'Charged', providerReference: intents[0]!.id });
  });

  it('needs no authentication off-session from a card authenticated when it was kept (4000 0025 0000 3155)', async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_authenticationRequiredOnSetup');
    await runScheduledCharges(stripeJob, at(dates.chargeDay));
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Charged' });
  });
});

describe('when the bank asks the guest to authenticate', () => {
  it('emails the guest a payment link for exactly the amount, and the booking shows the charge waiting', async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_authenticationRequired');
    await runScheduledCharges(stripeJob, at(dates.chargeDay));
    await runScheduledCharges(stripeJob, at(dates.chargeDay, '11:00'));
    const [charge, ...more] = await chargesOf(reservation.id);
    expect(more).toHaveLength(0);
    expect(charge).toMatchObject({
      status: 'AwaitingGuest',
      amount: reservation.amountDueLater,
      failure: 'The bank asked the guest to authenticate',
    });
    // The PaymentIntent the bank refused without the guest is stopped; the link makes its own.
    const [refused] = intentsFor(chargePaymentId(charge!));
    expect(refused!.status).toBe('canceled');

    const [request] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, charge!.paymentRequestId!));
    expect(request).toMatchObject({
      action: 'Pay',
      status: 'Pending',
      amount: reservation.amountDueLater,
      reservationId: reservation.id,
      guestEmail: reservation.bookerEmail,
    });
    const mails = (await emailsTo(reservation.bookerEmail, 'payment-request')).filter((mail) =>
      mail.textBody.includes(request!.invoiceNumber),
    );
    expect(mails).toHaveLength(1);
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
      reservation.amountDueLater,
    );
    expect(mails[0]!.textBody).toContain(amount);
    expect(mails[0]!.textBody).toContain(`${ORIGIN}${payLinkUrl(SECRET, 'GRANDLDN', request!)}`);
    const hotel = (await db.select().from(outboxEmails)).filter(
      (mail) =>
        mail.kind === 'scheduled-charge-hotel' &&
        mail.subject.includes(reservation.reservationNumber),
    );
    expect(hotel).toHaveLength(1);
    expect(hotel[0]!.subject).toContain('waiting for the guest');
    expect((await reservationOf(reservation.reservationNumber)).amountPaid).toBe(0);

    // The guest pays through the link (Stripe's Payment Element, then its webhook).
    const { intent: paying, succeeded } = await payLinkWithStripe(app, stripe, {
      secret: SECRET,
      request: request!,
      email: reservation.bookerEmail,
    });
    expect(paying.amount).toBe(Math.round(reservation.amountDueLater * 100));
    const webhook = await deliverStripeEvent(app, succeeded);
    expect(webhook.status).toBe(200);
    expect((await chargesOf(reservation.id))[0]).toMatchObject({
      status: 'Charged',
      providerReference: paying.id,
    });
    expect(await reservationOf(reservation.reservationNumber)).toMatchObject({
      amountPaid: reservation.amountDueLater,
      amountDueLater: 0,
    });
    // The next run finds nothing more to record or charge.
    await runScheduledCharges(stripeJob, at(dates.chargeDay, '13:00'));
    const paid = (await paymentsOf(reservation.id)).filter(
      (payment) => payment.amount === reservation.amountDueLater,
    );
    expect(paid).toHaveLength(1);

    // Cancelled in manage booking (free on the test clock's day): refunded to the link's payment.
    const number = reservation.reservationNumber;
    const code = linkCode(SECRET, 'manage', number);
    const opened = v.parse(
      ManageSearchResultSchema,
      (
        await call(
          app,
          '/api/ManageBooking/Search',
          postJson({ propertyId: 'GRANDLDN', reservationNumber: number, hash: code }),
        )
      ).body,
    ).Reservation!;
    const cancel = await call(
      app,
      '/api/ManageBooking/Cancel',
      postJson({
        PropertyId: 'GRANDLDN',
        ReservationNumber: number,
        Code: code,
        Version: opened.Version,
        CancellationReasonId: await plainReasonId(api),
        Preview: false,
      }),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(stripe.intents.get(paying.id)!.refunded).toBe(
      Math.round(reservation.amountDueLater * 100),
    );
  });
  it("names the charge on the guest's link in the booking's language, the hotel's notice in English", async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_authenticationRequired');
    await db
      .update(reservations)
      .set({ languageCode: 'de' })
      .where(eq(reservations.id, reservation.id));
    await runScheduledCharges(stripeJob, at(dates.chargeDay));
    const [charge] = await chargesOf(reservation.id);
    expect(charge).toMatchObject({ status: 'AwaitingGuest' });
    const number = reservation.reservationNumber;
    const [request] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, charge!.paymentRequestId!));
    expect(request!.description).toBe(`Belastung vor der Anreise, Buchung ${number}`);
    const [link] = (await emailsTo(reservation.bookerEmail, 'payment-request')).filter((mail) =>
      mail.textBody.includes(request!.invoiceNumber),
    );
    expect(link).toMatchObject({ locale: 'de' });
    expect(link!.textBody).toContain(`Belastung vor der Anreise, Buchung ${number}`);
    const [hotel, ...more] = (await db.select().from(outboxEmails)).filter(
      (mail) => mail.kind === 'scheduled-charge-hotel' && mail.subject.includes(number),
    );
    expect(more).toHaveLength(0);
    expect(hotel).toMatchObject({
      locale: 'en-GB',
      subject: `Charge waiting for the guest: booking ${number}`,
    });
    expect(hotel!.textBody).toContain(`Charge before arrival, booking ${number}: £`);
  });
});

describe('the demo’s card that asks every time (4000 0027 6000 3184, simulated gateway)', () => {
  it('passes 3-D Secure at booking, then sends the guest a link when its charge is due, recorded once paid', async () => {
    const dates = stay();
    const body = await bookingRequest(api, {
      ...dates,
      rooms: [{ roomType: 'DLXKNG', ratePlan: 'FLEX' }],
      bookerEmail: 'asks-again@example.com',
      cardNumber: TEST_CARDS.challengeAlways,
    });
    const answer = await call(api, '/api/Reservation/Create', postJson(body));
    const result = v.parse(CreateReservationResultSchema, answer.body);
    expect(result.RedirectUrl).toMatch(/^\/SimulatedGateway\/Challenge\//);
    const session = result.RedirectUrl!.split('/').pop()!;
    const passed = await call(
      api,
      `/api/SimulatedGateway/Sessions/${session}/Complete`,
      postJson({ Passed: true, Binding: gatewayBinding(SECRET, session) }),
    );
    expect(passed.status).toBe(200);
    await call(
      api,
      `/api/Reservation/Status?propertyId=GRANDLDN&referenceNumber=${result.ConfirmationToken}`,
    );
    const reservation = await reservationOf(result.ReservationNumber);
    expect(reservation.status).toBe('Confirmed');

    await runScheduledCharges(simulatedJob, at(dates.chargeDay));
    const [charge] = await chargesOf(reservation.id);
    expect(charge).toMatchObject({ status: 'AwaitingGuest', provider: 'Simulated' });
    const [request] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, charge!.paymentRequestId!));
    expect(request).toMatchObject({ amount: reservation.amountDueLater, status: 'Pending' });
    expect(await emailsTo('asks-again@example.com', 'payment-request')).toHaveLength(1);

    const paid = await call(
      api,
      '/api/PayByLink/Process',
      postJson({
        PropertyId: 'GRANDLDN',
        Action: 'Pay',
        InvoiceNumber: request!.invoiceNumber,
        AmountToPay: request!.amount,
        PaymentId: request!.id,
        Hash: payLinkCode(SECRET, request!.id, request!.invoiceNumber, 'Pay'),
        Email: 'asks-again@example.com',
        CardDetails: card(TEST_CARDS.approve, body.CardDetails!.CreditCardTypeId!),
      }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Recorded with the payment, not an hour later.
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Charged' });
    expect(await reservationOf(reservation.reservationNumber)).toMatchObject({
      amountPaid: reservation.amountDueLater,
      amountDueLater: 0,
    });
  });
});

describe('a booking cancelled while its charge waits for the guest', () => {
  it('has the link withdrawn and the charge cancelled by the next run', async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_authenticationRequired');
    await runScheduledCharges(stripeJob, at(dates.chargeDay));
    const [waiting] = await chargesOf(reservation.id);
    expect(waiting).toMatchObject({ status: 'AwaitingGuest' });
    // Cancelled in manage booking (its fee settled there).
    await db
      .update(reservations)
      .set({ status: 'Cancelled', cancelledAt: at(dates.chargeDay, '10:30') })
      .where(eq(reservations.id, reservation.id));
    await runScheduledCharges(stripeJob, at(dates.chargeDay, '11:00'));
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Cancelled' });
    const [request] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, waiting!.paymentRequestId!));
    expect(request!.status).toBe('Cancelled');
  });
});

describe('a provider that fails', () => {
  it('loses nothing on a 5xx: the charge waits for the next run, which takes it', async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_visa');
    const quick = { ...stripeJob, payments: stripeProviders(stripe, true) };
    await scheduleChargesBeforeArrival(db, at(dates.chargeDay));
    const [due] = await chargesOf(reservation.id);
    stripe.fail({ kind: 'server-error', path: /^\/v1\/payment_intents$/ });
    expect(await takeScheduledCharge(quick, due!.id, at(dates.chargeDay))).toBe('Retry');
    expect((await chargesOf(reservation.id))[0]).toMatchObject({
      status: 'Due',
      attempts: 1,
      failure: expect.stringContaining('did not answer') as string,
    });
    expect(intentsFor(chargePaymentId(due!))).toHaveLength(0);
    expect((await reservationOf(reservation.reservationNumber)).amountPaid).toBe(0);

    await runScheduledCharges(quick, at(dates.chargeDay, '11:00'));
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Charged', attempts: 2 });
    expect(intentsFor(chargePaymentId(due!))).toHaveLength(1);
  });

  it('charges once when Stripe took the charge but its answer never came (a timeout)', async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_visa');
    const quick = { ...stripeJob, payments: stripeProviders(stripe, true) };
    await scheduleChargesBeforeArrival(db, at(dates.chargeDay));
    const [due] = await chargesOf(reservation.id);
    stripe.fail({ kind: 'no-answer', path: /^\/v1\/payment_intents$/ });
    expect(await takeScheduledCharge(quick, due!.id, at(dates.chargeDay))).toBe('Retry');
    // Stripe has charged; we do not know it yet, and record nothing.
    expect(intentsFor(chargePaymentId(due!))[0]!.status).toBe('succeeded');
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Due' });
    expect((await reservationOf(reservation.reservationNumber)).amountPaid).toBe(0);

    await runScheduledCharges(quick, at(dates.chargeDay, '11:00'));
    expect(intentsFor(chargePaymentId(due!))).toHaveLength(1);
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Charged' });
    expect(await reservationOf(reservation.reservationNumber)).toMatchObject({
      amountPaid: reservation.amountDueLater,
      amountDueLater: 0,
    });
  });

  it('takes back a claim a run never finished and asks again under the same key', async () => {
    const { dates, reservation } = await flexOnStripe('pm_card_visa');
    await scheduleChargesBeforeArrival(db, at(dates.chargeDay));
    const [due] = await chargesOf(reservation.id);
    // A run claimed it and died before writing anything.
    await db
      .update(scheduledCharges)
      .set({ status: 'Charging', claimedAt: at(dates.chargeDay), attempts: 1 })
      .where(eq(scheduledCharges.id, due!.id));
    await runScheduledCharges(stripeJob, at(dates.chargeDay, '10:05'));
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Charging' });
    await runScheduledCharges(stripeJob, at(dates.chargeDay, '11:00'));
    expect((await chargesOf(reservation.id))[0]).toMatchObject({ status: 'Charged' });
    expect(intentsFor(chargePaymentId(due!))).toHaveLength(1);
  });
});

describe('no-shows', () => {
  it('charge the rate’s fee beyond what was paid, once, from the arrival day, instead of the stay', async () => {
    const dates = stay();
    const { reservation } = await simulatedBooking(dates, 'no-show@example.com');
    const arrival = at(dates.dateFrom, '23:00');
    expect(
      await recordNoShow(db, reservation.reservationNumber, at(addDays(dates.dateFrom, -1))),
    ).toEqual({
      status: 'NotYet',
    });
    const answer = await recordNoShow(db, reservation.reservationNumber, arrival);
    const [item] = await db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, reservation.id));
    // Flexible Rate: the first night (room cost over the nights).
    const firstNight = Math.round((item!.totalRoomCost / 2) * 100) / 100;
    expect(answer).toEqual({ status: 'Scheduled', amount: firstNight, currency: 'GBP' });
    expect(await recordNoShow(db, reservation.reservationNumber, arrival)).toEqual({
      status: 'AlreadyRecorded',
    });
    await runScheduledCharges(simulatedJob, arrival);
    const charges = await chargesOf(reservation.id);
    expect(charges).toEqual([
      expect.objectContaining({ kind: 'NoShow', status: 'Charged', amount: firstNight }),
    ]);
    expect((await reservationOf(reservation.reservationNumber)).amountPaid).toBe(firstNight);
  });

  it('owe nothing more when the booking paid its fee already', async () => {
    const dates = stay();
    const { reservation } = await simulatedBooking(dates, 'paid-up@example.com');
    await runScheduledCharges(simulatedJob, at(dates.chargeDay));
    expect(await recordNoShow(db, reservation.reservationNumber, at(dates.dateFrom))).toEqual({
      status: 'NothingOwed',
    });
    expect(
      await db
        .select()
        .from(scheduledCharges)
        .where(
          and(
            eq(scheduledCharges.reservationId, reservation.id),
            eq(scheduledCharges.kind, 'NoShow'),
          ),
        ),
    ).toHaveLength(0);
  });
});
