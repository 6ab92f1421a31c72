import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  PreCheckInConfigSchema,
  PreCheckInGetResultSchema,
  PreCheckInSaveResultSchema,
  type PreCheckInReservation,
  type PreCheckInSaveRequest,
} from '../../../api/contract/pre-check-in.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/client-address.ts';
import type { Database } from '../../db/client.ts';
import { countries, preCheckInGuests, preCheckIns, reservations } from '../../db/schema/index.ts';
import { linkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { PRE_CHECK_IN_DEMO_NUMBER } from '../../seed/pre-check-in.ts';
import { call, postJson } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';

const SECRET = 'test-link-secret';
let api: ReferenceApi;
let db: Database;
let gb: number;
let fr: number;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET });
  db = api.database.db;
  const ids = await db.select({ id: countries.id, code: countries.code }).from(countries);
  gb = ids.find((row) => row.code === 'GB')!.id;
  fr = ids.find((row) => row.code === 'FR')!.id;
});
afterAll(async () => {
  await api?.close();
});

const code = (number: string) => linkCode(SECRET, 'pre-check-in', number);
/** The same code with its first character changed. */
const tamper = (value: string) => `${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`;
const get = (number: string, hash = code(number), property = 'GRANDLDN', address = '10.0.0.1') =>
  call(
    api,
    `/api/PreCheckIn/Get?propertyId=${property}&referenceNumber=${number}&hash=${encodeURIComponent(hash)}`,
    { headers: { [CLIENT_ADDRESS_HEADER]: address } },
  );
const save = (body: PreCheckInSaveRequest) =>
  call(api, '/api/PreCheckIn/Save', postJson(body, { [CLIENT_ADDRESS_HEADER]: '10.0.0.2' }));
const reservationOf = async (number: string): Promise<PreCheckInReservation> => {
  const answer = await get(number);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(PreCheckInGetResultSchema, answer.body).Reservation!;
};
/** The Save body for what Get answered, changed by `edit`. */
function saveBody(reservation: PreCheckInReservation, complete = false): PreCheckInSaveRequest {
  return {
    PropertyId: 'GRANDLDN',
    ReferenceNumber: reservation.ReservationNumber,
    Code: code(reservation.ReservationNumber),
    Complete: complete,
    Booker: reservation.Booker,
    BookerReviewed: reservation.BookerReviewed,
    ArrivalTime: reservation.ArrivalTime,
    Items: reservation.Items.map((item) => ({
      ReservationItemId: item.ReservationItemId,
      Reviewed: item.Reviewed,
      Guests: item.Guests.map(({ IsChild: _child, ...guest }) => guest),
    })),
  };
}
const modelState = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return v.parse(ApiErrorSchema, answer.body).ModelState ?? {};
};

describe('GET /api/PreCheckIn/Config/{id}', () => {
  it('answers the UK preset for The Grand London: nationality required, documents for foreign guests, date of birth not asked', async () => {
    const config = v.parse(
      PreCheckInConfigSchema,
      (await call(api, '/api/PreCheckIn/Config/GRANDLDN')).body,
    );
    expect(config).toMatchObject({
      Preset: 'UK',
      OpensDaysBeforeArrival: 14,
      DefaultPhoneCountryCode: 'GB',
      DefaultDialCode: '+44',
      PropertyCountryId: gb,
    });
    expect(config.Fields).toMatchObject({
      Nationality: 'Required',
      DocumentNumber: 'RequiredForForeignGuests',
      DateOfBirth: 'Hidden',
    });
  });
  it('answers the registration-card preset for Seaside Cape Town', async () => {
    const config = v.parse(
      PreCheckInConfigSchema,
      (await call(api, '/api/PreCheckIn/Config/SEASIDECPT')).body,
    );
    expect(config.Preset).toBe('EU');
    expect(config.Fields).toMatchObject({
      Address: 'Required',
      DateOfBirth: 'Required',
      DocumentType: 'Required',
      DocumentNumber: 'Required',
      Nationality: 'Required',
    });
  });
  it('is 404 for an unknown hotel', async () => {
    expect((await call(api, '/api/PreCheckIn/Config/NOPE')).status).toBe(404);
  });
});

describe('GET /api/PreCheckIn/Get', () => {
  it('answers the two-room, three-guest demo booking with its lead guest filled in', async () => {
    const reservation = await reservationOf(PRE_CHECK_IN_DEMO_NUMBER);
    expect(reservation).toMatchObject({
      Status: 'NotStarted',
      BookerReviewed: false,
      Booker: { FirstName: 'Alex', Email: 'guest@example.com' },
    });
    expect(reservation.Items.map((item) => item.Guests.length)).toEqual([2, 1]);
    expect(reservation.Items[0]!.Guests[0]).toMatchObject({
      FirstName: 'Alex',
      LastName: 'Morgan',
      Reviewed: false,
    });
    expect(reservation.Items[0]!.Guests[1]).toMatchObject({ FirstName: '', LastName: '' });
  });

  it.each([
    [
      'a changed code',
      PRE_CHECK_IN_DEMO_NUMBER,
      tamper(code(PRE_CHECK_IN_DEMO_NUMBER)),
      'GRANDLDN',
    ],
    ['the code of another reservation', PRE_CHECK_IN_DEMO_NUMBER, code('GL-7Q4K9P'), 'GRANDLDN'],
    [
      'the manage-booking code of the same reservation',
      PRE_CHECK_IN_DEMO_NUMBER,
      linkCode(SECRET, 'manage', PRE_CHECK_IN_DEMO_NUMBER),
      'GRANDLDN',
    ],
    [
      'a code made with another secret',
      PRE_CHECK_IN_DEMO_NUMBER,
      linkCode('other-secret', 'pre-check-in', PRE_CHECK_IN_DEMO_NUMBER),
      'GRANDLDN',
    ],
    [
      'a right code at another hotel',
      PRE_CHECK_IN_DEMO_NUMBER,
      code(PRE_CHECK_IN_DEMO_NUMBER),
      'SEASIDECPT',
    ],
    ['a right-looking code for no reservation', 'GL-NOSUCH', code('GL-NOSUCH'), 'GRANDLDN'],
  ])('refuses %s with 404 "This link is invalid"', async (_name, number, hash, property) => {
    const answer = await get(number, hash, property, '10.0.0.9');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ Message: 'This link is invalid' });
  });

  it('says when it opens for a booking further ahead than the window', async () => {
    const result = v.parse(PreCheckInGetResultSchema, (await get('GL-3MX8RT')).body);
    expect(result).toMatchObject({
      Success: false,
      Title: 'Pre-check-in is not open yet',
      Reservation: null,
    });
    expect(result.Message).toMatch(/^You can pre-check-in from \w+day, \d+ \w+ \d{4}\./);
  });
});

describe('POST /api/PreCheckIn/Save', () => {
  it('saves progress so the guest can come back: booker, first room and lead guest reviewed, the rest blank', async () => {
    const reservation = await reservationOf(PRE_CHECK_IN_DEMO_NUMBER);
    const body = saveBody(reservation);
    body.BookerReviewed = true;
    body.ArrivalTime = '15:30';
    body.Items[0]!.Reviewed = true;
    Object.assign(body.Items[0]!.Guests[0]!, {
      NationalityId: gb,
      Reviewed: true,
      DateOfBirth: '1980-01-01',
    });
    const answer = await save(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.parse(PreCheckInSaveResultSchema, answer.body).Reservation.Status).toBe('InProgress');
    const again = await reservationOf(PRE_CHECK_IN_DEMO_NUMBER);
    expect(again).toMatchObject({
      Status: 'InProgress',
      BookerReviewed: true,
      ArrivalTime: '15:30',
    });
    expect(
      again.Items.map((item) => [item.Reviewed, item.Guests.map((guest) => guest.Reviewed)]),
    ).toEqual([
      [true, [true, false]],
      [false, [false]],
    ]);
    expect(again.Items[0]!.Guests[0]).toMatchObject({ NationalityId: gb, DateOfBirth: '' });
    // The UK preset does not ask for a date of birth, so none is stored even when one is sent.
    const [row] = await db
      .select()
      .from(preCheckInGuests)
      .where(eq(preCheckInGuests.reservationItemId, again.Items[0]!.ReservationItemId));
    expect(row!.dateOfBirth).toBeNull();
  });

  it('refuses a reviewed guest without the required nationality, and a foreign guest without a document, writing nothing', async () => {
    const reservation = await reservationOf(PRE_CHECK_IN_DEMO_NUMBER);
    const body = saveBody(reservation);
    Object.assign(body.Items[0]!.Guests[1]!, {
      FirstName: 'Jamie',
      LastName: 'Morgan',
      Reviewed: true,
    });
    Object.assign(body.Items[1]!.Guests[0]!, {
      FirstName: 'Camille',
      LastName: 'Martin',
      NationalityId: fr,
      Reviewed: true,
    });
    const errors = modelState(await save(body));
    expect(Object.keys(errors).sort()).toEqual([
      'Items[0].Guests[1].DocumentNumber',
      'Items[0].Guests[1].DocumentType',
      'Items[0].Guests[1].NationalityId',
      'Items[1].Guests[0].DocumentNumber',
      'Items[1].Guests[0].DocumentType',
    ]);
    expect(errors['Items[0].Guests[1].NationalityId']).toEqual(['Nationality is required']);
    expect((await reservationOf(PRE_CHECK_IN_DEMO_NUMBER)).Items[0]!.Guests[1]!.FirstName).toBe('');
  });

  it('refuses malformed values even in unreviewed parts, and rooms that are not the booking\u2019s', async () => {
    const reservation = await reservationOf(PRE_CHECK_IN_DEMO_NUMBER);
    const body = saveBody(reservation);
    body.Items[1]!.Guests[0]!.Email = 'not-an-email';
    expect(Object.keys(modelState(await save(body)))).toEqual(['Items[1].Guests[0].Email']);
    const extraGuest = saveBody(reservation);
    extraGuest.Items[1]!.Guests.push({ ...extraGuest.Items[1]!.Guests[0]! });
    expect(Object.keys(modelState(await save(extraGuest)))).toEqual(['Items']);
    const notJson = await call(api, '/api/PreCheckIn/Save', postJson({ ...body, Items: 'x' }));
    expect(notJson.status).toBe(400);
  });

  it('will not complete before every room and guest is reviewed', async () => {
    const reservation = await reservationOf(PRE_CHECK_IN_DEMO_NUMBER);
    expect(modelState(await save(saveBody(reservation, true)))['Complete']).toEqual([
      'Please review every room and guest before completing',
    ]);
  });

  it('refuses a tampered code on Save', async () => {
    const body = saveBody(await reservationOf(PRE_CHECK_IN_DEMO_NUMBER));
    expect((await save({ ...body, Code: code('GL-7Q4K9P') })).status).toBe(404);
  });

  it('completes in one go; the link then shows the completed state and refuses further saves', async () => {
    const body = saveBody(await reservationOf(PRE_CHECK_IN_DEMO_NUMBER), true);
    body.BookerReviewed = true;
    body.Items.forEach((item) => (item.Reviewed = true));
    Object.assign(body.Items[0]!.Guests[1]!, {
      FirstName: 'Jamie',
      LastName: 'Morgan',
      NationalityId: gb,
      Reviewed: true,
    });
    Object.assign(body.Items[1]!.Guests[0]!, {
      FirstName: 'Camille',
      LastName: 'Martin',
      NationalityId: fr,
      DocumentType: 'Passport',
      DocumentNumber: '12ab 34567',
      Reviewed: true,
    });
    body.Items[0]!.Guests[0]!.Reviewed = true;
    const answer = await save(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.parse(PreCheckInSaveResultSchema, answer.body)).toMatchObject({
      Success: true,
      Reservation: { Status: 'Complete' },
    });
    const [row] = await db
      .select()
      .from(preCheckIns)
      .innerJoin(reservations, eq(reservations.id, preCheckIns.reservationId))
      .where(eq(reservations.reservationNumber, PRE_CHECK_IN_DEMO_NUMBER));
    expect(row!.pre_check_ins).toMatchObject({ status: 'Complete', arrivalTime: '15:30' });
    expect(row!.pre_check_ins.completedAt).toBeInstanceOf(Date);
    const stored = await db
      .select()
      .from(preCheckInGuests)
      .where(eq(preCheckInGuests.documentNumber, '12AB34567'));
    expect(stored).toHaveLength(1);
    expect(
      v.parse(PreCheckInGetResultSchema, (await get(PRE_CHECK_IN_DEMO_NUMBER)).body),
    ).toMatchObject({ Success: true, Title: 'Pre-check-in complete', Reservation: null });
    const late = await save(body);
    expect(late.status).toBe(409);
  });
});

describe('links that cannot be used', () => {
  it('shows an expired link after departure', async () => {
    await db
      .update(reservations)
      .set({ dateFrom: '2026-01-01', dateTo: '2026-01-03' })
      .where(eq(reservations.reservationNumber, 'GL-3MX8RT'));
    const result = v.parse(PreCheckInGetResultSchema, (await get('GL-3MX8RT')).body);
    expect(result).toMatchObject({
      Success: false,
      Title: 'This link has expired',
      Reservation: null,
    });
  });
  it('shows a cancelled booking as cancelled and refuses to save it', async () => {
    const body = saveBody(await reservationOf('GL-7Q4K9P'));
    await db
      .update(reservations)
      .set({ status: 'Cancelled' })
      .where(eq(reservations.reservationNumber, 'GL-7Q4K9P'));
    expect(v.parse(PreCheckInGetResultSchema, (await get('GL-7Q4K9P')).body)).toMatchObject({
      Success: false,
      Title: 'This booking is cancelled',
    });
    expect((await save(body)).status).toBe(409);
    await db
      .update(reservations)
      .set({ status: 'Failed' })
      .where(eq(reservations.reservationNumber, 'GL-7Q4K9P'));
    expect(v.parse(PreCheckInGetResultSchema, (await get('GL-7Q4K9P')).body)).toMatchObject({
      Success: false,
      Title: 'This booking is not confirmed',
    });
    await db
      .update(reservations)
      .set({ status: 'Confirmed' })
      .where(eq(reservations.reservationNumber, 'GL-7Q4K9P'));
  });
  it('limits wrong codes per client address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push((await get('GL-7Q4K9P', 'wrong-code', 'GRANDLDN', '10.9.9.9')).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    const refused = await get('GL-7Q4K9P', code('GL-7Q4K9P'), 'GRANDLDN', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get('GL-7Q4K9P', code('GL-7Q4K9P'), 'GRANDLDN', '10.9.9.10')).status).toBe(200);
  });
});
