import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  CreateReservationResultSchema,
  ReservationConfirmationSchema,
  ReservationStatusSchema,
} from '../../../api/contract/reservation.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  companies,
  outboxEmails,
  properties,
  reservationExtras,
  reservationGuests,
  reservationItems,
  reservationPayments,
  reservations,
  roomInventory,
  roomTypes,
  services,
} from '../../db/schema/index.ts';
import { verifyLinkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { bookingRequest, countRows, roomsLeft, TODAY } from '../../testing/booking-kit.ts';
import { CARD_DECLINED, NOT_AVAILABLE, PRICES_CHANGED } from './messages.ts';
import { call, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { SESSION_COOKIE } from '../../auth/session-cookie.ts';
import { createSession } from '../../auth/sessions.ts';
import { DEMO_ACCOUNT } from '../../seed/index.ts';

let api: ReferenceApi;
let db: Database;
let london: number;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: 'test-link-secret' });
  db = api.database.db;
  london = (
    await db.select({ id: properties.id }).from(properties).where(eq(properties.code, 'GRANDLDN'))
  )[0]!.id;
});
afterAll(async () => {
  await api?.close();
});

const create = (body: unknown, headers: Record<string, string> = {}) =>
  call(api, '/api/Reservation/Create', postJson(body, headers));
/** A session cookie of the demo account (allowed to choose how to pay; its organisation is Acme). */
const demoSession = async () => {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, DEMO_ACCOUNT.email));
  return {
    cookie: `${SESSION_COOKIE}=${(await createSession(db, account!.id, null, TEST_NOW)).token}`,
  };
};
const stay = (from: number, nights: number) => ({
  dateFrom: addDays(TODAY, from),
  dateTo: addDays(TODAY, from + nights),
});
const nightsOf = (from: number, nights: number) =>
  Array.from({ length: nights }, (_, index) => addDays(TODAY, from + index));
const TABLES = [
  'reservations',
  'reservation_items',
  'reservation_guests',
  'reservation_extras',
  'reservation_payments',
  'outbox_emails',
];
const counts = async () =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (table) => [table, await countRows(db, table)] as const)),
  );

function expectInvalid(
  answer: { status: number; body: unknown },
  field: string,
  message?: string | RegExp,
): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const error = v.parse(ApiErrorSchema, answer.body);
  expect(
    error.ModelState?.[field]?.length,
    `ModelState has ${field}: ${JSON.stringify(error.ModelState)}`,
  ).toBeGreaterThan(0);
  if (message) expect(error.ModelState?.[field]?.join(' ')).toMatch(message);
}

describe('POST /api/Reservation/Create', () => {
  it('books two rooms with extras by card: rooms taken every night, reservation, lead guests, extras, payment token and the confirmation email', async () => {
    const dates = stay(30, 3);
    const body = await bookingRequest(api, {
      ...dates,
      rooms: [
        {
          roomType: 'CLDBL',
          ratePlan: 'FLEX',
          extras: [
            ['BRKFST', 1],
            ['PARK', 1],
          ],
        },
        { roomType: 'DLXKNG', ratePlan: 'BB', extras: [['CHAMP', 1]] },
      ],
    });
    const before = await Promise.all(
      nightsOf(30, 3).map((date) => roomsLeft(db, london, 'CLDBL', date)),
    );
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = v.parse(CreateReservationResultSchema, answer.body);
    expect(result).toMatchObject({
      Success: true,
      Message: null,
      Status: 'Confirmed',
      RedirectUrl: null,
    });
    expect(result.ReservationNumber).toMatch(/^GL-[2-9A-HJKMNP-TW-Z]{6}$/);
    expect(result.ConfirmationToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(
      await Promise.all(nightsOf(30, 3).map((date) => roomsLeft(db, london, 'CLDBL', date))),
    ).toEqual(before.map((left) => left - 1));
    expect(await roomsLeft(db, london, 'CLDBL', addDays(TODAY, 33))).toBeGreaterThan(0);

    const [reservation] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, result.ReservationNumber));
    expect(reservation).toMatchObject({
      status: 'Confirmed',
      paymentType: 5,
      specialRequests: 'A quiet room, please.',
      amountPaid: body.PaymentAmount,
      currency: 'GBP',
    });
    expect(reservation!.totalCost).toBeCloseTo(
      body.Rooms[0]!.TotalCost + body.Rooms[1]!.TotalCost,
      2,
    );
    const items = await db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, reservation!.id));
    expect(items.map((item) => item.totalCost)).toEqual(body.Rooms.map((room) => room.TotalCost));
    const itemIds = items.map((item) => item.id);
    const guests = await db.select().from(reservationGuests);
    expect(
      guests
        .filter((guest) => itemIds.includes(guest.reservationItemId))
        .map((guest) => [guest.firstName, guest.isLeadGuest]),
    ).toEqual([
      ['Grace', true],
      ['Grace', true],
    ]);
    expect(
      (await db.select().from(reservationExtras)).filter((extra) =>
        itemIds.includes(extra.reservationItemId),
      ),
    ).toHaveLength(3);
    const [payment] = await db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservation!.id));
    expect(payment).toMatchObject({
      method: 'Card',
      status: 'Succeeded',
      cardBrand: 'Visa',
      cardLast4: '4242',
      cardExpiryMonth: 12,
      cardExpiryYear: 2030,
    });
    expect(payment!.cardToken).toMatch(/^tok_[A-Za-z0-9_-]{22}$/);

    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'reservation-confirmation'));
    expect(email).toMatchObject({ toAddress: 'ada@example.com', propertyId: london });
    expect(email!.subject).toContain(result.ReservationNumber);
    for (const text of [
      result.ReservationNumber,
      'Saturday, 14 Feb 2026',
      'Classic Double',
      'Deluxe King',
      `/Manage/GRANDLDN/Reservation/${result.ReservationNumber}/`,
      '£1,654.00',
    ]) {
      expect(email!.textBody).toContain(text);
    }
  });

  it('answers Status and Confirmation for the token: the booking as shown, the manage link with a valid code', async () => {
    const body = await bookingRequest(api, {
      ...stay(40, 2),
      rooms: [{ roomType: 'SUPTWN', ratePlan: 'NRF', adults: 1 }],
    });
    const { ConfirmationToken: token, ReservationNumber: number } = v.parse(
      CreateReservationResultSchema,
      (await create(body)).body,
    );
    const status = await call(
      api,
      `/api/Reservation/Status?propertyId=grandldn&referenceNumber=${token}`,
    );
    expect(v.parse(ReservationStatusSchema, status.body)).toEqual({
      Success: true,
      Message: null,
      Status: 'Confirmed',
      ReservationNumber: number,
    });

    const answer = await call(
      api,
      `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${token}`,
    );
    const confirmation = v.parse(ReservationConfirmationSchema, answer.body);
    expect(confirmation).toMatchObject({
      ReservationNumber: number,
      Status: 'Confirmed',
      PropertyId: london,
      Currency: 'GBP',
      TotalCost: body.Rooms[0]!.TotalCost,
      AmountPaid: body.PaymentAmount,
      AmountDueLater: 0,
      AmountDueAtHotel: 0,
      PaymentType: 5,
      CardSummary: 'Visa ending 4242',
      Booker: {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        Email: 'ada@example.com',
        Phone: '+44 7700 900123',
      },
    });
    expect(confirmation.Rooms[0]).toMatchObject({
      RoomTypeName: 'Superior Twin',
      RatePlanName: 'Non-refundable — save 15%',
      NumberOfAdults: 1,
      LeadGuest: { FirstName: 'Grace', LastName: 'Hopper' },
    });
    expect(confirmation.Rooms[0]!.VatAmount).toBeCloseTo((body.Rooms[0]!.TotalCost / 120) * 20, 2);
    const [, , , , code] = confirmation.ManageUrl.split('/').slice(1);
    expect(confirmation.ManageUrl.startsWith(`/Manage/GRANDLDN/Reservation/${number}/`)).toBe(true);
    expect(verifyLinkCode('test-link-secret', 'manage', number, code!)).toBe(true);
  });

  it('answers 404 for an unknown token or another property', async () => {
    const body = await bookingRequest(api, {
      ...stay(41, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    const { ConfirmationToken: token } = v.parse(
      CreateReservationResultSchema,
      (await create(body)).body,
    );
    for (const query of [
      `propertyId=GRANDLDN&referenceNumber=AAAAAAAAAAAAAAAAAAAAAA`,
      `propertyId=SEASIDECPT&referenceNumber=${token}`,
    ]) {
      expect((await call(api, `/api/Reservation/Status?${query}`)).status).toBe(404);
      expect((await call(api, `/api/Reservation/Confirmation?${query}`)).status).toBe(404);
    }
    expect((await call(api, `/api/Reservation/Status?propertyId=GRANDLDN`)).status).toBe(400);
  });

  it('refuses a room price or charge that differs from the server by more than a penny, and accepts a penny', async () => {
    const body = await bookingRequest(api, {
      ...stay(45, 2),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const [breakfast] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.propertyId, london), eq(services.code, 'BRKFST')));
    const before = await counts();
    for (const changed of [
      { ...body, Rooms: [{ ...body.Rooms[0]!, TotalCost: body.Rooms[0]!.TotalCost - 1 }] },
      { ...body, PaymentAmount: body.PaymentAmount - 0.02 },
      // An extra the guest was not charged for.
      {
        ...body,
        Rooms: [{ ...body.Rooms[0]!, Services: [{ ServiceId: breakfast!.id, Quantity: 1 }] }],
      },
    ]) {
      const answer = await create(changed);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ Message: PRICES_CHANGED });
    }
    expect(await counts()).toEqual(before);
    const penny = await create({ ...body, PaymentAmount: body.PaymentAmount + 0.01 });
    expect(penny.status, JSON.stringify(penny.body)).toBe(200);
  });

  it('declines 4000 0000 0000 0002 with 402 and books nothing', async () => {
    const body = await bookingRequest(api, {
      ...stay(50, 2),
      rooms: [{ roomType: 'JRSTE', ratePlan: 'FLEX', extras: [['SPA', 1]] }],
      cardNumber: '4000000000000002',
    });
    const before = {
      rows: await counts(),
      rooms: await roomsLeft(db, london, 'JRSTE', addDays(TODAY, 50)),
    };
    const answer = await create(body);
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ Message: CARD_DECLINED });
    expect({
      rows: await counts(),
      rooms: await roomsLeft(db, london, 'JRSTE', addDays(TODAY, 50)),
    }).toEqual(before);
  });

  it('refuses a room with no room left on one night with "Sorry, your selection is not available", taking nothing on the other nights', async () => {
    const dates = stay(60, 3);
    const body = await bookingRequest(api, {
      ...dates,
      rooms: [
        { roomType: 'FAMQD', ratePlan: 'FLEX' },
        { roomType: 'FAMQD', ratePlan: 'FLEX' },
      ],
    });
    const [famqd] = await db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(and(eq(roomTypes.propertyId, london), eq(roomTypes.code, 'FAMQD')));
    // Two rooms asked for, one left on the middle night: the whole booking is refused.
    await db
      .update(roomInventory)
      .set({ availableRooms: 1 })
      .where(
        and(eq(roomInventory.roomTypeId, famqd!.id), eq(roomInventory.date, addDays(TODAY, 61))),
      );
    const before = {
      rows: await counts(),
      nights: await Promise.all(
        nightsOf(60, 3).map((date) => roomsLeft(db, london, 'FAMQD', date)),
      ),
    };
    const answer = await create(body);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ Message: NOT_AVAILABLE });
    expect({
      rows: await counts(),
      nights: await Promise.all(
        nightsOf(60, 3).map((date) => roomsLeft(db, london, 'FAMQD', date)),
      ),
    }).toEqual(before);

    // One room still fits; then the night is sold out, and a search-time price no longer helps.
    const one = { ...body, Rooms: [body.Rooms[0]!], PaymentAmount: 0 };
    expect((await create(one)).status).toBe(200);
    expect(await roomsLeft(db, london, 'FAMQD', addDays(TODAY, 61))).toBe(0);
    expect((await create(one)).body).toEqual({ Message: NOT_AVAILABLE });
  });

  it('books the promo-only winter rate with WINTER10 at its discounted price, and refuses it without the code', async () => {
    const body = await bookingRequest(api, {
      ...stay(20, 2),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'WINTER' }],
      promoCode: 'WINTER10',
    });
    expect(body.Rooms[0]!.Promotion).toBe('WINTER10');
    expect(
      (await create({ ...body, PromoCode: null, Rooms: [{ ...body.Rooms[0]!, Promotion: null }] }))
        .body,
    ).toEqual({ Message: NOT_AVAILABLE });
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [item] = await db
      .select()
      .from(reservationItems)
      .where(eq(reservationItems.totalCost, body.Rooms[0]!.TotalCost));
    expect(item?.promotion).toBe('WINTER10');
  });

  it('invoices a company when the rate allows it, with AccountId, PO number and the corporate terms', async () => {
    const [acme] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.propertyId, london), eq(companies.name, 'Acme Consulting Ltd')));
    const body = await bookingRequest(api, {
      ...stay(70, 2),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'BB' }],
    });
    const invoice = { ...body, PaymentType: 3, CardDetails: null };
    const session = await demoSession();
    expectInvalid(await create(invoice, session), 'AccountId');
    expectInvalid(await create(invoice, session), 'PONumber');
    expectInvalid(
      await create({ ...invoice, AccountId: acme!.id, PONumber: 'PO-1' }, session),
      'HasAcceptedCustomTermsAndConditions',
      /corporate booking terms/,
    );
    const answer = await create(
      {
        ...invoice,
        AccountId: acme!.id,
        PONumber: 'PO-4471',
        HasAcceptedCustomTermsAndConditions: true,
      },
      session,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [reservation] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.poNumber, 'PO-4471'));
    expect(reservation).toMatchObject({
      companyId: acme!.id,
      paymentType: 3,
      amountPaid: 0,
      amountDueLater: body.PaymentAmount,
    });
  });

  it('never invoices an organisation without a logged-in guest allowed to, nor one that is not theirs (the company search is public)', async () => {
    const organisations = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.propertyId, london));
    const acme = organisations.find((row) => row.name === 'Acme Consulting Ltd')!;
    const other = organisations.find((row) => row.id !== acme.id)!;
    const body = await bookingRequest(api, {
      ...stay(71, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'BB' }],
    });
    const invoice = {
      ...body,
      PaymentType: 3,
      CardDetails: null,
      AccountId: acme.id,
      PONumber: 'PO-9',
      HasAcceptedCustomTermsAndConditions: true,
    };
    const before = await countRows(db, 'reservations');
    expectInvalid(await create(invoice), 'PaymentType', /logged-in guests/);
    expectInvalid(
      await create({ ...invoice, AccountId: other.id }, await demoSession()),
      'AccountId',
      /cannot invoice this organisation/,
    );
    expect(await countRows(db, 'reservations')).toBe(before);
  });

  it('registers the booker when a password comes with the booking (a confirmation email; the account is not usable until confirmed)', async () => {
    const body = await bookingRequest(api, {
      ...stay(90, 1),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const answer = await create({
      ...body,
      Booker: { ...body.Booker, Email: 'New.Guest@example.com' },
      Password: 'Stayfront-New-2026!',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [account] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'new.guest@example.com'));
    expect(account).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailConfirmed: false,
    });
    expect(account!.passwordHash).not.toContain('Stayfront-New-2026!');
    const emails = (await db.select().from(outboxEmails)).filter(
      (email) => email.toAddress.toLowerCase() === 'new.guest@example.com',
    );
    expect(emails.map((email) => email.kind).sort()).toEqual([
      'confirm-email',
      'reservation-confirmation',
    ]);
  });

  it('holds limited extras per night, counting what is charged: a spa pass for two guests takes two of six', async () => {
    const dates = stay(80, 2);
    const spa = async (adults: number) =>
      bookingRequest(api, {
        ...dates,
        rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX', adults, extras: [['SPA', 1]] }],
      });
    const left = async () => {
      const body = await spa(2);
      const list = await call(
        api,
        `/api/Service/Get?propertyId=GRANDLDN&roomTypeId=${body.Rooms[0]!.RoomTypeId}&ratePlanId=${body.Rooms[0]!.RatePlanId}&dateOfArrival=${dates.dateFrom}&dateOfDeparture=${dates.dateTo}`,
      );
      const inventory = (
        list.body as {
          InventoryPerServiceId: Record<string, { AvailableInventory: number | null }>;
        }
      ).InventoryPerServiceId;
      return inventory[String(body.Rooms[0]!.Services![0]!.ServiceId)]?.AvailableInventory;
    };
    expect(await left()).toBe(6);
    expect((await create(await spa(2))).status).toBe(200);
    expect(await left()).toBe(4);
    expect((await create(await spa(2))).status).toBe(200);
    expect((await create(await spa(1))).status).toBe(200);
    expect(await left()).toBe(1);
    const refused = await create(await spa(2));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ Message: NOT_AVAILABLE });
    expect((await create(await spa(1))).status).toBe(200);
    expect(await left()).toBe(0);
  });
});
