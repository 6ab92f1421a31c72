import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { ValidationMessage } from '../../../domain/shared/validation.ts';
import type { Database } from '../../db/client.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { bookingRequest, countRows, TODAY } from '../../testing/booking-kit.ts';
import { call, postJson } from '../../testing/fixtures.ts';

let api: ReferenceApi;
let db: Database;
let body: Awaited<ReturnType<typeof bookingRequest>>;
const TABLES = [
  'reservations',
  'reservation_items',
  'reservation_payments',
  'service_bookings',
  'gateway_sessions',
  'outbox_emails',
];
const before: Record<string, number> = {};
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
  body = await bookingRequest(api, {
    dateFrom: addDays(TODAY, 30),
    dateTo: addDays(TODAY, 32),
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX', extras: [['PARK', 1]] }],
  });
  for (const table of TABLES) before[table] = await countRows(db, table);
});
afterAll(async () => {
  await api?.close();
});

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  call(api, '/api/Reservation/Create', postJson(payload, headers));
const room = (change: Record<string, unknown>) => ({
  ...body,
  Rooms: [{ ...body.Rooms[0]!, ...change }],
});
const booker = (change: Record<string, unknown>) => ({
  ...body,
  Booker: { ...body.Booker, ...change },
});
const cardWith = (change: Record<string, unknown>) => ({
  ...body,
  CardDetails: { ...body.CardDetails!, ...change },
});

async function expectInvalid(
  payload: unknown,
  field: string,
  message?: string | RegExp,
  headers?: Record<string, string>,
): Promise<void> {
  const answer = await create(payload, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const error = v.parse(ApiErrorSchema, answer.body);
  expect(
    error.ModelState?.[field]?.length,
    `ModelState has ${field}: ${JSON.stringify(error.ModelState)}`,
  ).toBeGreaterThan(0);
  if (message) expect(error.ModelState?.[field]?.join(' ')).toMatch(message);
  // Messages never echo card data.
  expect(JSON.stringify(answer.body)).not.toMatch(/4242|737/);
}

describe('POST /api/Reservation/Create refuses bad payloads with 400 and ModelState, booking nothing', () => {
  it.each([
    ['no rooms', () => ({ ...body, Rooms: [] }), 'Rooms', /at least one room/],
    [
      'terms not agreed',
      () => ({ ...body, AgreeToTermsAndConditions: false }),
      'AgreeToTermsAndConditions',
      /terms and conditions/,
    ],
    ['an unknown payment type', () => ({ ...body, PaymentType: 9 }), 'PaymentType', undefined],
    [
      'a blank required first name',
      () => booker({ FirstName: '  ' }),
      'Booker.FirstName',
      /first name/,
    ],
    [
      'an empty required email',
      () => booker({ Email: '' }),
      'Booker.Email',
      ValidationMessage.Email,
    ],
    [
      'a malformed email',
      () => booker({ Email: 'ada@example' }),
      'Booker.Email',
      ValidationMessage.Email,
    ],
    [
      'a phone without + or 00',
      () => booker({ Phone: '07700 900123' }),
      'Booker.Phone',
      ValidationMessage.Phone,
    ],
    ['a missing required street', () => booker({ Street: null }), 'Booker.Street', /street/],
    ['a missing required post code', () => booker({ ZipCode: '' }), 'Booker.ZipCode', /post code/],
    ['an unknown country', () => booker({ CountryId: 99_999 }), 'Booker.CountryId', /country/],
    [
      'a departure before arrival',
      () => ({ ...body, DateTo: body.DateFrom }),
      'DateTo',
      /after the arrival/,
    ],
    [
      'an arrival in the past',
      () => ({
        ...body,
        DateFrom: addDays(TODAY, -1),
        Rooms: [{ ...body.Rooms[0]!, DateFrom: addDays(TODAY, -1) }],
      }),
      'DateFrom',
      /before today/,
    ],
    [
      'a room outside the stay',
      () => room({ DateTo: addDays(TODAY, 40) }),
      'Rooms[0].DateFrom',
      /within the booking/,
    ],
    [
      'more guests than the room takes',
      () => room({ NumberOfAdults: 3 }),
      'Rooms[0].NumberOfAdults',
      /does not fit/,
    ],
    [
      'a blank lead guest',
      () => room({ LeadGuest: { FirstName: '', LastName: 'Hopper' } }),
      'Rooms[0].LeadGuest.FirstName',
      /lead guest/,
    ],
    [
      'no room configuration where the hotel asks',
      () => room({ RoomConfigurationDropdownOptionId: null }),
      'Rooms[0].RoomConfigurationDropdownOptionId',
      /set up/,
    ],
    [
      "another room type's configuration",
      () => room({ RoomConfigurationDropdownOptionId: 5 }),
      'Rooms[0].RoomConfigurationDropdownOptionId',
      undefined,
    ],
    [
      'an unknown room type',
      () => room({ RoomTypeId: 9999 }),
      'Rooms[0].RoomTypeId',
      /not offered/,
    ],
    [
      'an extra restricted to other rooms',
      () => room({ Services: [{ ServiceId: 3, Quantity: 1 }] }),
      'Rooms[0].Services[0].ServiceId',
      /cannot be added/,
    ],
    ['no card', () => ({ ...body, CardDetails: null }), 'CardDetails', /card details/],
    [
      'a card number failing the Luhn check',
      () => cardWith({ CardNumber: '4242 4242 4242 4241' }),
      'CardDetails.CardNumber',
      /valid card number/,
    ],
    [
      'an expired card',
      () => cardWith({ ExpiryMonth: 12, ExpiryYear: 2025 }),
      'CardDetails.ExpiryYear',
      /expired/,
    ],
    [
      'no security code',
      () => cardWith({ SecurityCode: null }),
      'CardDetails.SecurityCode',
      /security code/,
    ],
    [
      'no name on the card',
      () => cardWith({ NameOnCard: ' ' }),
      'CardDetails.NameOnCard',
      /name on the card/,
    ],
    [
      'a card type that does not match the number',
      () => cardWith({ CreditCardTypeId: 2 }),
      'CardDetails.CreditCardTypeId',
      /does not match/,
    ],
    [
      'a saved card without a login',
      () => cardWith({ CreditCardId: 1 }),
      'CardDetails.CreditCardId',
      /Log in/,
    ],
    [
      'Paystack at a hotel without it',
      () => ({ ...body, PaymentType: 4, CardDetails: null }),
      'PaymentType',
      /Paystack/,
    ],
    [
      'an individual invoice without a login',
      () => ({ ...body, PaymentType: 1, CardDetails: null }),
      'PaymentType',
      /invoice/,
    ],
    ['a voucher alone', () => ({ ...body, PaymentType: 2 }), 'PaymentType', /voucher/],
    [
      'a company invoice on a rate that cannot be invoiced',
      () => ({
        ...body,
        PaymentType: 3,
        AccountId: 1,
        PONumber: 'PO-1',
        HasAcceptedCustomTermsAndConditions: true,
        Rooms: [{ ...body.Rooms[0]!, RatePlanId: 2 }],
      }),
      'PaymentType',
      /cannot be invoiced/,
    ],
    [
      'an unknown voucher',
      () => ({ ...body, HopGiftVoucherCode: 'NOPE-123' }),
      'HopGiftVoucherCode',
      /not recognised/,
    ],
    [
      'an account password that breaks the password rule',
      () => ({ ...body, Password: 'short' }),
      'Password',
      undefined,
    ],
  ])('%s', async (_case, payload, field, message) => {
    await expectInvalid(payload(), field, message);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    await expectInvalid(body, 'Idempotency-Key', /8 to 100/, { 'Idempotency-Key': 'short' });
    await expectInvalid(body, 'Idempotency-Key', /8 to 100/, {
      'Idempotency-Key': 'has spaces in it',
    });
  });

  it('wrote nothing for any of them', async () => {
    for (const table of TABLES) expect(await countRows(db, table), table).toBe(before[table]);
  });
});
