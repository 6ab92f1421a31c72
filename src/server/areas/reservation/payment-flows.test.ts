import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateReservationResultSchema,
  ReservationStatusSchema,
  type CreateReservationResult,
} from '../../../api/contract/reservation.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { createApp } from '../../app.ts';
import { gatewayBinding } from '../../gateway/binding.ts';
import { SESSION_COOKIE } from '../../auth/session-cookie.ts';
import { createSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  outboxEmails,
  properties,
  reservationPayments,
  reservations,
  savedCards,
} from '../../db/schema/index.ts';
import { GatewaySessionSchema } from '../../../api/contract/gateway.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { bookingRequest, roomsLeft, TODAY } from '../../testing/booking-kit.ts';
import { CHALLENGE_FAILED, PAYMENT_CANCELLED, PAYMENT_TIMED_OUT } from './messages.ts';
import { DEMO_ACCOUNT } from '../../seed/index.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';

let api: ReferenceApi;
let db: Database;
let app: { fetch(request: Request): Response | Promise<Response>; database: { db: Database } };
let clock: Date;
const ids: Record<string, number> = {};
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  // The same database behind an app whose clock the tests move.
  const hono = createApp({
    db,
    now: () => clock,
    linkSecret: 'flows-secret',
    passwordCost: CHEAP_SCRYPT,
  });
  app = { fetch: (request) => hono.fetch(request), database: api.database };
  for (const code of ['GRANDLDN', 'LAGOSBAY'])
    ids[code] = (
      await db.select({ id: properties.id }).from(properties).where(eq(properties.code, code))
    )[0]!.id;
});
beforeEach(() => {
  clock = TEST_NOW;
});
afterAll(async () => {
  await api?.close();
});

const create = async (
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CreateReservationResult> => {
  const answer = await call(app, '/api/Reservation/Create', postJson(body, headers));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(CreateReservationResultSchema, answer.body);
};
const status = async (property: string, token: string) =>
  v.parse(
    ReservationStatusSchema,
    (await call(app, `/api/Reservation/Status?propertyId=${property}&referenceNumber=${token}`))
      .body,
  );
const sessionId = (url: string) => url.split('/').pop()!;
const complete = (url: string, passed: boolean) =>
  call(
    app,
    `/api/SimulatedGateway/Sessions/${sessionId(url)}/Complete`,
    postJson({ Passed: passed, Binding: gatewayBinding('flows-secret', sessionId(url)) }),
  );
const emailsFor = async (number: string) =>
  (await db.select().from(outboxEmails)).filter((email) => email.subject.includes(number));
const stay = (from: number, nights: number) => ({
  dateFrom: addDays(TODAY, from),
  dateTo: addDays(TODAY, from + nights),
});

describe('3-D Secure (4000 0000 0000 3220)', () => {
  it('holds the rooms while pending, and confirms (email sent once) when the challenge is passed', async () => {
    const body = await bookingRequest(app, {
      ...stay(30, 2),
      rooms: [{ roomType: 'DLXKNG', ratePlan: 'NRF' }],
      cardNumber: TEST_CARDS.challenge,
    });
    const before = await roomsLeft(db, ids.GRANDLDN!, 'DLXKNG', addDays(TODAY, 30));
    const result = await create(body);
    expect(result).toMatchObject({ Success: true, Status: 'PendingPayment' });
    expect(result.RedirectUrl).toMatch(/^\/SimulatedGateway\/Challenge\/gw_[A-Za-z0-9_-]{22}$/);
    expect(await roomsLeft(db, ids.GRANDLDN!, 'DLXKNG', addDays(TODAY, 30))).toBe(before - 1);
    expect(await status('GRANDLDN', result.ConfirmationToken)).toEqual({
      Success: true,
      Message: null,
      Status: 'PendingPayment',
      ReservationNumber: result.ReservationNumber,
    });
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(0);

    const view = v.parse(
      GatewaySessionSchema,
      (await call(app, `/api/SimulatedGateway/Sessions/${sessionId(result.RedirectUrl!)}`)).body,
    );
    expect(view).toMatchObject({
      Kind: 'ThreeDSecure',
      Status: 'Pending',
      Amount: body.PaymentAmount,
      Currency: 'GBP',
      MerchantName: 'The Grand London',
      Description: 'Visa ending 3220',
    });
    expect(view.ReturnUrl).toBe(`/Book/GRANDLDN/Status/${result.ConfirmationToken}`);

    const passed = await complete(result.RedirectUrl!, true);
    expect(passed.body).toEqual({ Status: 'Succeeded', ReturnUrl: view.ReturnUrl });
    expect(await status('GRANDLDN', result.ConfirmationToken)).toMatchObject({
      Success: true,
      Status: 'Confirmed',
    });
    expect((await complete(result.RedirectUrl!, false)).body).toEqual({
      Status: 'Succeeded',
      ReturnUrl: view.ReturnUrl,
    });
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(1);
    expect(await roomsLeft(db, ids.GRANDLDN!, 'DLXKNG', addDays(TODAY, 30))).toBe(before - 1);
  });

  it('fails the booking and gives the rooms back when the challenge is failed', async () => {
    const body = await bookingRequest(app, {
      ...stay(31, 2),
      rooms: [{ roomType: 'JRSTE', ratePlan: 'FLEX', extras: [['SPA', 2]] }],
      cardNumber: TEST_CARDS.challenge,
    });
    const before = await roomsLeft(db, ids.GRANDLDN!, 'JRSTE', addDays(TODAY, 32));
    const result = await create(body);
    expect(await roomsLeft(db, ids.GRANDLDN!, 'JRSTE', addDays(TODAY, 32))).toBe(before - 1);
    expect((await complete(result.RedirectUrl!, false)).body).toMatchObject({ Status: 'Failed' });
    expect(await status('GRANDLDN', result.ConfirmationToken)).toEqual({
      Success: false,
      Message: CHALLENGE_FAILED,
      Status: 'Failed',
      ReservationNumber: result.ReservationNumber,
    });
    expect(await roomsLeft(db, ids.GRANDLDN!, 'JRSTE', addDays(TODAY, 32))).toBe(before);
    expect(
      (
        await call(
          app,
          `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${result.ConfirmationToken}`,
        )
      ).status,
    ).toBe(404);
    const [payment] = await db
      .select()
      .from(reservationPayments)
      .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(payment?.reservation_payments.status).toBe('Failed');
    expect(await emailsFor(result.ReservationNumber)).toHaveLength(0);
  });

  it('gives up after 15 minutes: Status fails the booking and releases the rooms; completing later fails too', async () => {
    const body = await bookingRequest(app, {
      ...stay(33, 1),
      rooms: [{ roomType: 'SUPTWN', ratePlan: 'NRF' }],
      cardNumber: TEST_CARDS.challenge,
    });
    const before = await roomsLeft(db, ids.GRANDLDN!, 'SUPTWN', addDays(TODAY, 33));
    const result = await create(body);
    clock = new Date(TEST_NOW.getTime() + 14 * 60_000);
    expect((await status('GRANDLDN', result.ConfirmationToken)).Status).toBe('PendingPayment');
    clock = new Date(TEST_NOW.getTime() + 16 * 60_000);
    expect(
      v.parse(
        GatewaySessionSchema,
        (await call(app, `/api/SimulatedGateway/Sessions/${sessionId(result.RedirectUrl!)}`)).body,
      ).Status,
    ).toBe('Expired');
    expect(await status('GRANDLDN', result.ConfirmationToken)).toEqual({
      Success: false,
      Message: PAYMENT_TIMED_OUT,
      Status: 'Failed',
      ReservationNumber: result.ReservationNumber,
    });
    expect(await roomsLeft(db, ids.GRANDLDN!, 'SUPTWN', addDays(TODAY, 33))).toBe(before);
    expect((await complete(result.RedirectUrl!, true)).body).toMatchObject({ Status: 'Failed' });
    expect((await status('GRANDLDN', result.ConfirmationToken)).Status).toBe('Failed');
  });

  it('gives abandoned holds back at the next booking, even if nobody looks at their Status', async () => {
    const body = await bookingRequest(app, {
      ...stay(34, 1),
      rooms: [{ roomType: 'JRSTE', ratePlan: 'NRF' }],
      cardNumber: TEST_CARDS.challenge,
    });
    const before = await roomsLeft(db, ids.GRANDLDN!, 'JRSTE', addDays(TODAY, 34));
    const abandoned = await create(body);
    expect(await roomsLeft(db, ids.GRANDLDN!, 'JRSTE', addDays(TODAY, 34))).toBe(before - 1);
    clock = new Date(TEST_NOW.getTime() + 20 * 60_000);
    await create(
      await bookingRequest(app, {
        ...stay(35, 1),
        rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
      }),
    );
    expect(await roomsLeft(db, ids.GRANDLDN!, 'JRSTE', addDays(TODAY, 34))).toBe(before);
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, abandoned.ReservationNumber));
    expect(row).toMatchObject({ status: 'Failed', failureMessage: PAYMENT_TIMED_OUT });
  });
});

describe('Paystack (LAGOSBAY)', () => {
  const paystack = async (from: number) => ({
    ...(await bookingRequest(app, {
      property: 'LAGOSBAY',
      ...stay(from, 2),
      rooms: [{ roomType: 'LAGSTD', ratePlan: 'BAR', adults: 1 }],
    })),
    PaymentType: 4,
    CardDetails: null,
  });

  it('sends the guest to the hosted page and confirms when they pay', async () => {
    const body = await paystack(40);
    const result = await create(body);
    expect(result.Status).toBe('PendingPayment');
    expect(result.RedirectUrl).toMatch(/^\/SimulatedGateway\/Paystack\/gw_/);
    const view = v.parse(
      GatewaySessionSchema,
      (await call(app, `/api/SimulatedGateway/Sessions/${sessionId(result.RedirectUrl!)}`)).body,
    );
    expect(view).toMatchObject({
      Kind: 'Paystack',
      Currency: 'NGN',
      Amount: body.PaymentAmount,
      MerchantName: 'Lagos Bay',
      ReturnUrl: `/Book/LAGOSBAY/Status/${result.ConfirmationToken}`,
    });
    expect(body.PaymentAmount).toBe(body.Rooms[0]!.TotalCost);
    expect((await complete(result.RedirectUrl!, true)).body).toMatchObject({ Status: 'Succeeded' });
    expect(await status('LAGOSBAY', result.ConfirmationToken)).toMatchObject({
      Success: true,
      Status: 'Confirmed',
    });
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(row?.paymentType).toBe(4);
    expect(row?.reservationNumber).toMatch(/^LB-/);
  });

  it('releases the room when the guest cancels on the hosted page', async () => {
    const body = await paystack(41);
    const before = await roomsLeft(db, ids.LAGOSBAY!, 'LAGSTD', addDays(TODAY, 41));
    const result = await create(body);
    expect(await roomsLeft(db, ids.LAGOSBAY!, 'LAGSTD', addDays(TODAY, 41))).toBe(before - 1);
    expect((await complete(result.RedirectUrl!, false)).body).toMatchObject({
      Status: 'Failed',
      ReturnUrl: `/Book/LAGOSBAY/Status/${result.ConfirmationToken}`,
    });
    expect(await status('LAGOSBAY', result.ConfirmationToken)).toMatchObject({
      Success: false,
      Message: PAYMENT_CANCELLED,
      Status: 'Failed',
    });
    expect(await roomsLeft(db, ids.LAGOSBAY!, 'LAGSTD', addDays(TODAY, 41))).toBe(before);
  });

  it('ends a challenge only for the browser that started it: the session id alone is not enough', async () => {
    const body = await bookingRequest(app, {
      ...stay(42, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
      cardNumber: TEST_CARDS.challenge,
    });
    const answer = await call(app, '/api/Reservation/Create', postJson(body));
    const result = v.parse(CreateReservationResultSchema, answer.body);
    // The Create answer hands the browser its binding as an HttpOnly cookie for the gateway's pages.
    expect(answer.headers.getSetCookie().join('\n')).toMatch(
      /stayfront_gateway=[A-Za-z0-9_-]+; Max-Age=900; Path=\/SimulatedGateway; HttpOnly; SameSite=Lax/,
    );
    const id = sessionId(result.RedirectUrl!);
    for (const binding of [null, 'A'.repeat(22), gatewayBinding('another-secret', id)]) {
      const stolen = await call(
        app,
        `/api/SimulatedGateway/Sessions/${id}/Complete`,
        postJson({ Passed: true, Binding: binding }),
      );
      expect(stolen.status).toBe(403);
    }
    expect(await status('GRANDLDN', result.ConfirmationToken)).toMatchObject({
      Status: 'PendingPayment',
    });
    expect((await complete(result.RedirectUrl!, true)).body).toMatchObject({ Status: 'Succeeded' });
  });

  it('answers 404 for an unknown session', async () => {
    expect(
      (
        await call(
          app,
          '/api/SimulatedGateway/Sessions/gw_AAAAAAAAAAAAAAAAAAAAAA/Complete',
          postJson({ Passed: true }),
        )
      ).status,
    ).toBe(404);
    expect((await call(app, '/api/SimulatedGateway/Sessions/nope')).status).toBe(400);
  });
});

describe('same-day cut-off', () => {
  it("refuses tonight's booking once the hotel's cut-off time has passed, with the hotel's message", async () => {
    const body = await bookingRequest(app, {
      ...stay(0, 1),
      rooms: [{ roomType: 'SUPTWN', ratePlan: 'FLEX', adults: 1 }],
    });
    clock = new Date('2026-01-15T18:05:00Z');
    const answer = await call(app, '/api/Reservation/Create', postJson(body));
    expect(answer.status).toBe(409);
    expect((answer.body as { Message: string }).Message).toMatch(/Same-day bookings close at 6pm/);
  });
});

describe('logged-in guests', () => {
  let cookie: Record<string, string>;
  let accountId: number;
  beforeAll(async () => {
    accountId = (
      await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, DEMO_ACCOUNT.email))
    )[0]!.id;
    const { token } = await createSession(db, accountId, null, TEST_NOW);
    cookie = { cookie: `${SESSION_COOKIE}=${token}` };
  });

  it("pay with the account's own saved card only", async () => {
    const [saved] = await db.select().from(savedCards).where(eq(savedCards.accountId, accountId));
    const body = await bookingRequest(app, {
      ...stay(50, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const withSaved = { ...body, CardDetails: { CreditCardId: saved!.id } };
    const refused = await call(app, '/api/Reservation/Create', postJson(withSaved));
    expect(refused.status).toBe(400);
    const result = await create(withSaved, cookie);
    expect(result.Status).toBe('Confirmed');
    const confirmation = await call(
      app,
      `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${result.ConfirmationToken}`,
    );
    expect(confirmation.body).toMatchObject({ CardSummary: 'Visa ending 4242' });
    const [reservation] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(reservation?.accountId).toBe(accountId);
    expect(
      (
        await call(
          app,
          '/api/Reservation/Create',
          postJson({ ...withSaved, CardDetails: { CreditCardId: saved!.id + 1000 } }, cookie),
        )
      ).status,
    ).toBe(400);
  });

  it('save a new card for later only once its payment went through (after the challenge)', async () => {
    const body = await bookingRequest(app, {
      ...stay(51, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
      cardNumber: TEST_CARDS.challenge,
    });
    const result = await create(
      { ...body, CardDetails: { ...body.CardDetails!, SaveCreditCardToIndividual: true } },
      cookie,
    );
    const saved = () =>
      db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.accountId, accountId), eq(savedCards.last4, '3220')));
    expect(await saved()).toHaveLength(0);
    await complete(result.RedirectUrl!, true);
    const [card] = await saved();
    expect(card).toMatchObject({ expiryMonth: 12, expiryYear: 2030, nameOnCard: 'Ada Lovelace' });
    expect(card!.token).toMatch(/^tok_/);
  });

  it('pay by individual invoice when the account may choose the payment method', async () => {
    const body = await bookingRequest(app, {
      ...stay(52, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const result = await create({ ...body, PaymentType: 1, CardDetails: null }, cookie);
    expect(result.Status).toBe('Confirmed');
    const [reservation] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(reservation).toMatchObject({ paymentType: 1, amountPaid: 0 });
  });
});
