import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/shared/clock.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/client-address.ts';
import type { Database } from '../../db/client.ts';
import { giftVouchers, reservations, voucherRedemptions } from '../../db/schema/index.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { bookingRequest, gatewayBindingOf, TODAY } from '../../testing/booking-kit.ts';
import { VOUCHER_LIMIT_MESSAGE } from './guest-limits.ts';
import {
  VOUCHER_NOT_RECOGNISED,
  VOUCHER_USED_UP,
  VOUCHERS_NOT_ACCEPTED,
  voucherExpired,
} from './voucher.ts';
import { call, postJson } from '../../testing/fixtures.ts';

let api: ReferenceApi;
let db: Database;
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

const room = (TotalCost: number) => ({
  DateFrom: addDays(TODAY, 30),
  DateTo: addDays(TODAY, 32),
  RoomTypeId: 1,
  RatePlanId: 1,
  NumberOfAdults: 2,
  LeadGuest: { FirstName: 'A', LastName: 'B' },
  TotalCost,
});
const check = (VoucherCode: string, total = 250, PropertyId = 'GRANDLDN', address?: string) =>
  call(
    api,
    '/api/Reservation/CheckVoucherCode',
    postJson(
      { PropertyId, VoucherCode, Rooms: [room(total)] },
      address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
    ),
  );
const balance = async (code: string) =>
  (
    await db
      .select({ balance: giftVouchers.balance })
      .from(giftVouchers)
      .where(eq(giftVouchers.code, code))
  )[0]!.balance;
const stay = (from: number) => ({
  dateFrom: addDays(TODAY, from),
  dateTo: addDays(TODAY, from + 2),
});

describe('POST /api/Reservation/CheckVoucherCode', () => {
  it('takes the balance, or the booking total when it is smaller, off; any letter case', async () => {
    expect((await check('GIFT-100-GRAND')).body).toEqual({
      IsValid: true,
      TotalDiscount: 100,
      Message: 'Gift voucher applied: £100.00 off your booking.',
      ShowExperienceWarningMessage: false,
    });
    expect((await check('gift-100-grand', 60)).body).toMatchObject({
      IsValid: true,
      TotalDiscount: 60,
    });
  });

  it('warns that an experience voucher is for an experience', async () => {
    expect((await check('AFTERNOON-TEA-FOR-TWO')).body).toMatchObject({
      IsValid: true,
      TotalDiscount: 130,
      ShowExperienceWarningMessage: true,
    });
  });

  it.each([
    ['NOT-A-VOUCHER', 'GRANDLDN', VOUCHER_NOT_RECOGNISED],
    ['GIFT-50-USED', 'GRANDLDN', VOUCHER_USED_UP],
    ['GIFT-EXPIRED', 'GRANDLDN', voucherExpired(addDays(TODAY, -30))],
    ['GIFT-100-GRAND', 'LAGOSBAY', VOUCHERS_NOT_ACCEPTED],
  ])('%s at %s is invalid', async (code, property, message) => {
    const answer = await check(code, 250, property);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        IsValid: false,
        TotalDiscount: 0,
        Message: message,
        ShowExperienceWarningMessage: false,
      },
    });
  });
});

describe('guessing gift voucher codes', () => {
  const from = (address: string) => (code: string) => check(code, 250, 'GRANDLDN', address);
  const messageOf = (answer: { body: unknown }) => (answer.body as { Message: string }).Message;
  const limited = (answer: { status: number; body: unknown }) =>
    answer.status === 200 &&
    (answer.body as { IsValid: boolean }).IsValid === false &&
    messageOf(answer) === VOUCHER_LIMIT_MESSAGE;

  it('400 guesses from one address: 20 are looked up, then even a real code shows no balance', async () => {
    const guess = from('198.51.100.7');
    const guesses = await Promise.all(
      Array.from({ length: 400 }, (_, attempt) => guess(`GUESS-${attempt}`)),
    );
    const looked = guesses.filter((answer) => messageOf(answer) === VOUCHER_NOT_RECOGNISED);
    expect(looked).toHaveLength(20);
    expect(guesses.filter(limited)).toHaveLength(380);

    const real = await guess('GIFT-100-GRAND');
    expect(limited(real)).toBe(true);
    expect(real.body).toMatchObject({ TotalDiscount: 0 });
    expect(real.headers.get('Retry-After')).toMatch(/^\d+$/);
    // A guest elsewhere is not held up by it.
    expect((await from('198.51.100.8')('GIFT-100-GRAND')).body).toMatchObject({
      IsValid: true,
      TotalDiscount: 100,
    });
  });

  it('wrong codes from many addresses are limited for the hotel as a whole', async () => {
    for (let batch = 0; batch < 3; batch++)
      await Promise.all(
        Array.from({ length: 100 }, (_, guest) =>
          from(`203.0.113.${guest}`)(`SPREAD-${batch}-${guest}`),
        ),
      );
    expect(limited(await from('192.0.2.1')('SPREAD-LAST'))).toBe(true);
  });
});

describe('redeeming a voucher in Create', () => {
  it('lowers what is charged now, and takes the discount off the balance in the same transaction', async () => {
    const plain = await bookingRequest(api, {
      ...stay(40),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF', adults: 1 }],
    });
    const body = await bookingRequest(api, {
      ...stay(40),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF', adults: 1 }],
      voucherCode: 'GIFT-100-GRAND',
      discount: 100,
    });
    expect(body.PaymentAmount).toBeCloseTo(plain.PaymentAmount - 100, 2);
    // The discount must be claimed: the full price with a voucher is a changed price.
    expect(
      (
        await call(
          api,
          '/api/Reservation/Create',
          postJson({ ...body, PaymentAmount: plain.PaymentAmount }),
        )
      ).status,
    ).toBe(409);
    const answer = await call(api, '/api/Reservation/Create', postJson(body));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await balance('GIFT-100-GRAND')).toBe(0);
    const [reservation] = await db
      .select()
      .from(reservations)
      .where(
        eq(
          reservations.reservationNumber,
          (answer.body as { ReservationNumber: string }).ReservationNumber,
        ),
      );
    expect(reservation).toMatchObject({ discount: 100, amountPaid: body.PaymentAmount });
    expect(reservation!.totalCost).toBeCloseTo(plain.Rooms[0]!.TotalCost - 100, 2);
    expect(
      await db
        .select()
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.reservationId, reservation!.id)),
    ).toMatchObject([{ amount: 100 }]);

    const again = await call(api, '/api/Reservation/Create', postJson(body));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ ModelState: { HopGiftVoucherCode: [VOUCHER_USED_UP] } });
  });

  it('gives the balance back when a held booking paying with it fails', async () => {
    const body = await bookingRequest(api, {
      ...stay(44),
      rooms: [{ roomType: 'DLXKNG', ratePlan: 'NRF' }],
      voucherCode: 'AFTERNOON-TEA-FOR-TWO',
      discount: 130,
      cardNumber: TEST_CARDS.challenge,
    });
    const answer = await call(api, '/api/Reservation/Create', postJson(body));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await balance('AFTERNOON-TEA-FOR-TWO')).toBe(0);
    const url = (answer.body as { RedirectUrl: string }).RedirectUrl;
    await call(
      api,
      `/api/SimulatedGateway/Sessions/${url.split('/').pop()!}/Complete`,
      postJson({ Passed: false, Binding: gatewayBindingOf(answer) }),
    );
    expect(await balance('AFTERNOON-TEA-FOR-TWO')).toBe(130);
  });
});
