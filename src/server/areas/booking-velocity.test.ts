import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestaurantListSchema } from '../../api/contract/restaurant.ts';
import { addDays } from '../../domain/shared/clock.ts';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import { isLuhnValid } from '../gateway/luhn.ts';
import { TEST_CARDS } from '../gateway/test-cards.ts';
import type { ReferenceApi } from '../runtime.ts';
import { bookingRequest, card, TODAY } from '../testing/booking-kit.ts';
import { call, postJson, type JsonAnswer } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Booking = Awaited<ReturnType<typeof bookingRequest>>;

/** A Luhn-valid card number per `n` that the simulated gateway approves. */
const cardNumber = (n: number) => {
  const base = `4242424242${String(n).padStart(5, '0')}`;
  return `${base}${[...'0123456789'].find((check) => isLuhnValid(base + check))!}`;
};
const book = (body: Booking, address: string) =>
  call(api, '/api/Reservation/Create', postJson(body, { [CLIENT_ADDRESS_HEADER]: address }));
const messageOf = (answer: JsonAnswer) => (answer.body as { Message?: string }).Message ?? '';
const refused = (answers: readonly JsonAnswer[]) =>
  answers.filter((answer) => answer.status === 429 && /wait|contact/i.test(messageOf(answer)));
const stay = (from: number) => ({
  dateFrom: addDays(TODAY, from),
  dateTo: addDays(TODAY, from + 1),
});
/** A booking whose amount no longer matches: refused (409) after the limits, so no rooms are taken. */
const stale = async (from: number) => ({
  ...(await bookingRequest(api, {
    ...stay(from),
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
  })),
  PaymentAmount: 1,
});
const withBooker = (body: Booking, guest: number, cardNo = cardNumber(guest)): Booking => ({
  ...body,
  Booker: { ...body.Booker, Email: `guest${guest}@example.com` },
  CardDetails: card(cardNo, body.CardDetails!.CreditCardTypeId!),
});

describe('booking velocity', () => {
  it('100 declined-card bookings from one address reach the gateway at most 10 times', async () => {
    const body = await bookingRequest(api, {
      ...stay(60),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
      cardNumber: TEST_CARDS.decline,
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, guest) =>
        book(withBooker(body, guest, TEST_CARDS.decline), '198.51.100.20'),
      ),
    );
    // Sent at once, they also meet the address's unpaid holds (3 at a time): fewer get through.
    const declined = answers.filter((answer) => answer.status === 402).length;
    expect(declined).toBeGreaterThan(0);
    expect(declined).toBeLessThanOrEqual(10);
    expect(refused(answers)).toHaveLength(100 - declined);
  });

  it('one card is limited wherever its bookings come from', async () => {
    const body = await stale(61);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guest) =>
        book(withBooker(body, 100 + guest, cardNumber(7)), `198.51.101.${guest}`),
      ),
    );
    expect(refused(answers)).toHaveLength(10);
  });

  it('one address is limited to 30 bookings an hour, whatever the cards and emails', async () => {
    const body = await stale(62);
    const answers = [];
    for (let guest = 0; guest < 50; guest++)
      answers.push(await book(withBooker(body, 200 + guest), '198.51.100.21'));
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(30);
    expect(refused(answers)).toHaveLength(20);
  });

  it('one booker email is limited wherever its bookings come from', async () => {
    const body = await stale(63);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, guest) =>
        book(
          {
            ...withBooker(body, 300 + guest),
            Booker: { ...body.Booker, Email: 'same@example.com' },
          },
          `198.51.102.${guest}`,
        ),
      ),
    );
    expect(refused(answers)).toHaveLength(5);
  });

  it('one address holds at most 3 unpaid bookings; a booking that is paid at once is not one', async () => {
    const address = '198.51.100.22';
    const held = await bookingRequest(api, {
      ...stay(64),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
      cardNumber: TEST_CARDS.challenge,
    });
    const paid = await bookingRequest(api, {
      ...stay(64),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX' }],
    });
    expect((await book(withBooker(paid, 400), address)).status).toBe(200);
    const holds = [];
    for (let guest = 401; guest <= 404; guest++)
      holds.push(await book(withBooker(held, guest, TEST_CARDS.challenge), address));
    expect(holds.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(messageOf(holds[3]!)).toMatch(/waiting for payment/);
    expect(holds[3]!.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('table booking velocity', () => {
  let grill: number;
  beforeAll(async () => {
    const list = v.parse(
      RestaurantListSchema,
      (await call(api, '/api/RestaurantBooking/Restaurants?propertyId=GRANDLDN')).body,
    );
    grill = list.find((restaurant) => /grill/i.test(restaurant.Name))!.Id;
  });
  const reserve = (guest: number, address: string, email = `diner${guest}@example.com`) =>
    call(
      api,
      '/api/RestaurantBooking/Create',
      postJson(
        {
          PropertyId: 'GRANDLDN',
          RestaurantId: grill,
          VisitDate: addDays(TODAY, 20 + (guest % 5)),
          VisitTime: '19:00',
          PartySize: 2,
          Identifier: 'Ada Lovelace',
          Email: email,
          ContactNumber: '+44 20 7946 0000',
        },
        { [CLIENT_ADDRESS_HEADER]: address },
      ),
    );

  it('one address books at most 6 tables an hour', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, guest) => reserve(guest, '198.51.100.30')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
    expect(refused(answers)).toHaveLength(24);
  });

  it('one email gets at most 4 table bookings an hour', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, guest) =>
        reserve(100 + guest, `198.51.103.${guest}`, 'victim@example.com'),
      ),
    );
    expect(refused(answers)).toHaveLength(6);
  });
});
