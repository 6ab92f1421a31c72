import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateReservationResultSchema } from '../../api/contract/reservation.ts';
import { addDays } from '../../domain/shared/clock.ts';
import type { ReferenceApi } from '../runtime.ts';
import { bookingRequest, TODAY } from '../testing/booking-kit.ts';
import { call, postJson, TEST_NOW } from '../testing/fixtures.ts';
import { plainReasonId } from '../testing/manage-kit.ts';
import { linkCode } from '../links/link-code.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { DEMO_CHANNEL_SECRET } from '../seed/channel-managers.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { handleOtaMessage } from './handle.ts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { nightlyRates, reservationItems, reservations } from '../db/schema/index.ts';
import { answerOta } from './http.ts';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const SECRET = 'ota-out-link-secret';

let api: ReferenceApi;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET });
});
afterAll(() => api?.close());

const send = (message: string, text: string) =>
  handleOtaMessage(api.database.db, message, text, { now: () => TEST_NOW });
const read = async () => send('OTA_ReadRQ', await fixture('read-rq.xml'));
const acknowledge = async (number: string, lastModified: string) =>
  send(
    'OTA_NotifReportRQ',
    (await fixture('notif-report-rq.xml'))
      .replaceAll('RESERVATION_NUMBER', number)
      .replaceAll('LAST_MODIFIED', lastModified),
  );
const lastModifiedOf = (answer: string, number: string) =>
  new RegExp(`LastModifyDateTime="([^"]+)"><UniqueID Type="14" ID="${number}"/>`).exec(
    answer,
  )?.[1] ?? '';

async function book(arrivalIn = 30): Promise<string> {
  const dateFrom = addDays(TODAY, arrivalIn);
  const body = await bookingRequest(api, {
    dateFrom,
    dateTo: addDays(dateFrom, 2),
    rooms: [{ roomType: 'CLDBL', ratePlan: 'FLEX', extras: [['SPA', 1]] }],
  });
  const answer = await call(api, '/api/Reservation/Create', postJson(body));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(CreateReservationResultSchema, answer.body).ReservationNumber;
}

describe('reservations out, pulled', () => {
  it('lists a new booking once in the channel codes, without card data, until acknowledged', async () => {
    const number = await book();
    const answer = await read();
    expect(answer).toContain('<OTA_ResRetrieveRS');
    expect(answer).toContain('EchoToken="read-1"');
    expect(answer).toContain('<Success/><ReservationsList>');
    expect(answer).toContain(`<HotelReservation ResStatus="Commit"`);
    expect(answer).toContain(`<UniqueID Type="14" ID="${number}"/>`);
    expect(answer).toContain('RoomTypeCode="DBL"');
    expect(answer).toContain('RatePlanCode="BAR"');
    // The channel's code for the spa extra (the demo maps SPATREAT to SPA).
    expect(answer).toContain('ServiceInventoryCode="SPATREAT" Quantity="1"');
    expect(answer).toContain('<GuestCount AgeQualifyingCode="10"');
    // One Rate per night, adding up to the room's price.
    const nights = [
      ...answer
        .split(`ID="${number}"`)[1]!
        .matchAll(
          /<Rate EffectiveDate="([\d-]+)" ExpireDate="([\d-]+)" RateTimeUnit="Day" UnitMultiplier="1"><Base AmountAfterTax="([\d.]+)"/g,
        ),
    ].slice(0, 2);
    const arrival = addDays(TODAY, 30);
    expect(nights.map((night) => [night[1], night[2]])).toEqual([
      [arrival, addDays(arrival, 1)],
      [addDays(arrival, 1), addDays(arrival, 2)],
    ]);
    const [item] = await api.database.db
      .select({ room: reservationItems.totalRoomCost })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(eq(reservations.reservationNumber, number));
    expect(nights.reduce((sum, night) => sum + Math.round(Number(night[3]) * 100), 0)).toBe(
      Math.round(item!.room * 100),
    );
    expect(answer).toMatch(/<Guarantee GuaranteeType="(PrePay|Deposit|None)"\/>/);
    // The booking kit pays with a test card: neither its number nor its code is ever told.
    expect(answer).not.toMatch(/4242|4111|737|CardNumber|SeriesCode/);
    expect(await read()).toContain(`ID="${number}"`);

    const ack = await acknowledge(number, lastModifiedOf(answer, number));
    expect(ack).toContain('<OTA_NotifReportRS');
    expect(ack).toContain('<Success/>');
    expect(await read()).not.toContain(`ID="${number}"`);
  });

  it('tells the nights as sold after the hotel changes its rates', async () => {
    // Its own dates, so the other tests' rooms and rates are untouched.
    const number = await book(40);
    const nightsOf = async () =>
      [
        ...(await read())
          .split(`ID="${number}"`)[1]!
          .matchAll(/<Rate EffectiveDate="([\d-]+)"[^>]*><Base AmountAfterTax="([\d.]+)"/g),
      ]
        .slice(0, 2)
        .map((night) => [night[1], Number(night[2])]);
    const sold = await nightsOf();
    const [item] = await api.database.db
      .select()
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(eq(reservations.reservationNumber, number));
    const { id, roomTypeId, ratePlanId, dateFrom, totalRoomCost } = item!.reservation_items;
    expect(item!.reservation_items.nights).toEqual(
      sold.map(([date, amount]) => ({ date, amount })),
    );
    // The arrival night's rate trebles after the booking.
    await api.database.db
      .update(nightlyRates)
      .set({ baseRate: sql`${nightlyRates.baseRate} * 3` })
      .where(
        and(
          eq(nightlyRates.roomTypeId, roomTypeId),
          eq(nightlyRates.ratePlanId, ratePlanId),
          gte(nightlyRates.date, dateFrom),
          lt(nightlyRates.date, addDays(dateFrom, 1)),
        ),
      );
    expect(await nightsOf()).toEqual(sold);

    // A room booked before its nights were kept is shared out by today's rates.
    await api.database.db
      .update(reservationItems)
      .set({ nights: null })
      .where(eq(reservationItems.id, id));
    const shared = await nightsOf();
    expect(shared).not.toEqual(sold);
    expect(Number(shared[0]![1])).toBeGreaterThan(Number(shared[1]![1]));
    expect(shared.reduce((sum, night) => sum + Math.round(Number(night[1]) * 100), 0)).toBe(
      Math.round(totalRoomCost * 100),
    );
  });

  it('tells a cancellation as Cancel after the booking was taken', async () => {
    const number = await book();
    await acknowledge(number, lastModifiedOf(await read(), number));
    const cancel = await call(
      api,
      '/api/ManageBooking/Cancel',
      postJson({
        PropertyId: 'GRANDLDN',
        ReservationNumber: number,
        Code: linkCode(SECRET, 'manage', number),
        Version: 1,
        CancellationReasonId: await plainReasonId(api),
      }),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const answer = await read();
    expect(answer).toContain(`<HotelReservation ResStatus="Cancel"`);
    expect(answer).toContain(`ID="${number}"`);
  });

  it('keeps a change made after the read queued when the older read is acknowledged', async () => {
    const number = await book();
    const answer = await read();
    await acknowledge(number, '2000-01-01T00:00:00.000Z');
    expect(await read()).toContain(`ID="${number}"`);
    await acknowledge(number, lastModifiedOf(answer, number));
    expect(await read()).not.toContain(`ID="${number}"`);
  });

  it('refuses a wrong login with 497 and tells nothing', async () => {
    const text = (await fixture('read-rq.xml')).replace(DEMO_CHANNEL_SECRET, 'wrong');
    const answer = await send('OTA_ReadRQ', text);
    expect(answer).toContain('Code="497"');
    expect(answer).not.toContain('ReservationsList');
  });

  it('answers the README example: the demo login by HTTP Basic at POST /ota/OTA_ReadRQ', async () => {
    const number = await book();
    const response = await answerOta(
      { db: api.database.db, limiter: createRateLimiter(), now: () => TEST_NOW },
      'OTA_ReadRQ',
      new Request('http://127.0.0.1/ota/OTA_ReadRQ', {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`cm-grandldn:${DEMO_CHANNEL_SECRET}`).toString('base64')}`,
          'content-type': 'text/xml',
        },
        body: '<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05"><ReadRequests><HotelReadRequest HotelCode="GRANDLDN"><SelectionCriteria SelectionType="Undelivered"/></HotelReadRequest></ReadRequests></OTA_ReadRQ>',
      }),
      '10.9.9.9',
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('<OTA_ResRetrieveRS');
    expect(text).toContain(`ID="${number}"`);
  });
});
