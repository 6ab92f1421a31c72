import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/shared/clock.ts';
import {
  paymentRequests,
  reservationPayments,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';
import { TODAY } from '../../testing/booking-kit.ts';
import { TEST_NOW } from '../../testing/fixtures.ts';
import { serversOnPostgres, testDatabaseServer } from '../../testing/postgres-suite.ts';
import {
  deliverStripeEvent,
  payLinkWithStripe,
  stripeApp,
  stripeBooking,
  stripeProviders,
} from '../../testing/stripe-app.ts';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in.ts';
import { chargePaymentId, type ChargeJob } from './off-session.ts';
import { runScheduledCharges } from './scheduled-charges.ts';

// Races need a real PostgreSQL server (PGlite runs one statement at a time); `.ci/run` provides one.
const serverUrl = testDatabaseServer('scheduled-charges.pg');

const SECRET = 'charge-race-secret';
let stripe: StripeStandIn;

describe.skipIf(!serverUrl)('scheduled charges on PostgreSQL', () => {
  // Two servers on one database: two processes, each with its own connections.
  const suite = serversOnPostgres(serverUrl, 'charges', 2, {
    LINK_SECRET: SECRET,
    RATE_LIMITS: 'off',
  });
  let jobs: ChargeJob[];
  let app: ReturnType<typeof stripeApp>;
  beforeAll(async () => {
    stripe = await startStripeStandIn({ now: () => TEST_NOW });
    const [first, second] = suite.servers;
    app = stripeApp(first!.database.db, stripe, () => TEST_NOW, SECRET);
    jobs = [first!, second!].map((server) => ({
      db: server.database.db,
      payments: stripeProviders(stripe),
      linkSecret: SECRET,
      origin: '',
    }));
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const db = () => suite.servers[0]!.database.db;
  const chargesOf = (ids: number[]) =>
    db().select().from(scheduledCharges).where(inArray(scheduledCharges.reservationId, ids));
  const intentsFor = (paymentId: string) =>
    [...stripe.intents.values()].filter((intent) => intent.metadata['payment_id'] === paymentId);

  async function bookFlex(
    arrivalIn: number,
    card: 'pm_card_visa' | 'pm_card_authenticationRequired',
  ) {
    const dateFrom = addDays(TODAY, arrivalIn);
    const { result } = await stripeBooking(app, stripe, {
      dateFrom,
      dateTo: addDays(dateFrom, 2),
      ratePlan: 'FLEX',
      card,
    });
    const [row] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    return row!;
  }

  it('charges each booking once when the job runs in two processes at the same time', async () => {
    const booked = [
      await bookFlex(40, 'pm_card_visa'),
      await bookFlex(40, 'pm_card_visa'),
      await bookFlex(41, 'pm_card_visa'),
      await bookFlex(41, 'pm_card_authenticationRequired'),
    ];
    const ids = booked.map((reservation) => reservation.id);
    const day = addDays(TODAY, 39);
    // Four runs at once, two per process, a few milliseconds apart.
    await Promise.all(
      [0, 1, 2, 3].map((n) =>
        runScheduledCharges(jobs[n % 2]!, new Date(`${day}T10:00:00.00${n}Z`)),
      ),
    );
    const charges = await chargesOf(ids);
    expect(charges).toHaveLength(booked.length);
    for (const charge of charges) {
      // One claim, one call to Stripe, one PaymentIntent.
      expect(charge.attempts).toBe(1);
      expect(intentsFor(chargePaymentId(charge))).toHaveLength(1);
    }
    expect(charges.map((charge) => charge.status).sort()).toEqual([
      'AwaitingGuest',
      'Charged',
      'Charged',
      'Charged',
    ]);
    const payments = await db()
      .select()
      .from(reservationPayments)
      .where(inArray(reservationPayments.reservationId, ids));
    for (const reservation of booked) {
      const taken = payments.filter(
        (payment) =>
          payment.reservationId === reservation.id && payment.amount === reservation.amountDueLater,
      );
      const charge = charges.find((row) => row.reservationId === reservation.id)!;
      expect(taken).toHaveLength(charge.status === 'Charged' ? 1 : 0);
    }
    const requests = await db()
      .select()
      .from(paymentRequests)
      .where(inArray(paymentRequests.reservationId, ids));
    expect(requests).toHaveLength(1);
  });

  it('records a charge the guest paid by link once when forty identical webhooks arrive at once', async () => {
    const reservation = await bookFlex(45, 'pm_card_authenticationRequired');
    const day = addDays(TODAY, 43);
    await runScheduledCharges(jobs[0]!, new Date(`${day}T10:00:00Z`));
    const [charge] = await chargesOf([reservation.id]);
    expect(charge).toMatchObject({ status: 'AwaitingGuest' });
    const [request] = await db()
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, charge!.paymentRequestId!));
    const { intent, succeeded } = await payLinkWithStripe(app, stripe, {
      secret: SECRET,
      request: request!,
      email: reservation.bookerEmail,
    });
    const paying = intent.id;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => deliverStripeEvent(app, succeeded)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies.filter((body) => body.includes('"Applied."'))).toHaveLength(1);
    expect((await chargesOf([reservation.id]))[0]).toMatchObject({
      status: 'Charged',
      providerReference: paying,
    });
    const taken = await db()
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.providerReference, paying));
    expect(taken).toHaveLength(1);
    const [after] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservation.id));
    expect(after).toMatchObject({ amountPaid: reservation.amountDueLater, amountDueLater: 0 });
    // The next runs of both processes find nothing more to record.
    await Promise.all(jobs.map((job) => runScheduledCharges(job, new Date(`${day}T11:00:00Z`))));
    expect(
      await db()
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.providerReference, paying)),
    ).toHaveLength(1);
  });
});
