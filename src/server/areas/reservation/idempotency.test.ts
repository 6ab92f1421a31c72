import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys, properties, roomInventory, roomTypes } from '../../db/schema/index.ts';
import { TEST_CARDS } from '../../gateway/test-cards.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { bookingRequest, countRows, TODAY } from '../../testing/booking-kit.ts';
import { CARD_DECLINED, KEY_REUSED, NOT_AVAILABLE } from './messages.ts';
import { call, postJson, TEST_NOW } from '../../testing/fixtures.ts';

let api: ReferenceApi;
let db: Database;
beforeAll(async () => {
  api = await openTestApi();
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

const create = (body: unknown, key: string) =>
  call(api, '/api/Reservation/Create', postJson(body, { 'Idempotency-Key': key }));
const stay = (from: number) => ({
  dateFrom: addDays(TODAY, from),
  dateTo: addDays(TODAY, from + 2),
});
const reservationCount = () => countRows(db, 'reservations');

describe('Idempotency-Key on Create', () => {
  it('replays the first answer for the same key and body, booking once', async () => {
    const body = await bookingRequest(api, {
      ...stay(30),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const before = await reservationCount();
    const first = await create(body, 'checkout-attempt-0001');
    expect(first.status).toBe(200);
    const again = await create(body, 'checkout-attempt-0001');
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await reservationCount()).toBe(before + 1);
    // A new attempt (new key) is a new booking.
    expect((await create(body, 'checkout-attempt-0002')).body).not.toEqual(first.body);
    expect(await reservationCount()).toBe(before + 2);
  });

  it('answers 422 when the key comes back with a different body', async () => {
    const body = await bookingRequest(api, {
      ...stay(32),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    expect((await create(body, 'checkout-attempt-0003')).status).toBe(200);
    const other = await create({ ...body, Notes: 'Late arrival' }, 'checkout-attempt-0003');
    expect(other).toMatchObject({ status: 422, body: { Message: KEY_REUSED } });
  });

  it('replays refusals too: a declined card stays declined under its key, and a sold-out answer stays sold out', async () => {
    const declined = await bookingRequest(api, {
      ...stay(34),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
      cardNumber: TEST_CARDS.decline,
    });
    const before = await reservationCount();
    for (let attempt = 0; attempt < 2; attempt++)
      expect(await create(declined, 'checkout-attempt-0004')).toMatchObject({
        status: 402,
        body: { Message: CARD_DECLINED },
      });
    expect(await reservationCount()).toBe(before);

    const body = await bookingRequest(api, {
      ...stay(36),
      rooms: [{ roomType: 'JRSTE', ratePlan: 'NRF' }],
    });
    const [london] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.code, 'GRANDLDN'));
    const [suite] = await db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(and(eq(roomTypes.propertyId, london!.id), eq(roomTypes.code, 'JRSTE')));
    const night = and(
      eq(roomInventory.roomTypeId, suite!.id),
      eq(roomInventory.date, addDays(TODAY, 36)),
    );
    const [{ availableRooms }] = (await db
      .select({ availableRooms: roomInventory.availableRooms })
      .from(roomInventory)
      .where(night)) as [{ availableRooms: number }];
    await db.update(roomInventory).set({ availableRooms: 0 }).where(night);
    expect(await create(body, 'checkout-attempt-0005')).toMatchObject({
      status: 409,
      body: { Message: NOT_AVAILABLE },
    });
    await db.update(roomInventory).set({ availableRooms }).where(night);
    expect(await create(body, 'checkout-attempt-0005')).toMatchObject({
      status: 409,
      body: { Message: NOT_AVAILABLE },
    });
    expect(await reservationCount()).toBe(before);
  });

  it('replays a validation refusal with its ModelState', async () => {
    const body = await bookingRequest(api, {
      ...stay(38),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const invalid = { ...body, Booker: { ...body.Booker, Phone: '0207 946 0000' } };
    const first = await create(invalid, 'checkout-attempt-0006');
    expect(first.status).toBe(400);
    expect(await create(invalid, 'checkout-attempt-0006')).toEqual(first);
  });

  it('forgets answers after a day: the key is free again', async () => {
    const body = await bookingRequest(api, {
      ...stay(42),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    expect((await create(body, 'checkout-attempt-0007')).status).toBe(200);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(TEST_NOW.getTime() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, 'checkout-attempt-0007'));
    expect((await create(body, 'checkout-attempt-0008')).status).toBe(200);
    expect(
      await db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'checkout-attempt-0007')),
    ).toHaveLength(0);
  });

  it('books once when the same request arrives several times at once (a double click)', async () => {
    const body = await bookingRequest(api, {
      ...stay(40),
      rooms: [{ roomType: 'CLDBL', ratePlan: 'NRF' }],
    });
    const before = await reservationCount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(body, 'double-click-0001')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await reservationCount()).toBe(before + 1);
    expect(
      await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'double-click-0001')),
    ).toHaveLength(1);
  });
});
