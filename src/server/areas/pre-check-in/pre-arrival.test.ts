import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreCheckInGetResultSchema } from '../../../api/contract/pre-check-in.ts';
import type { Database } from '../../db/client.ts';
import {
  outboxEmails,
  preCheckInGuests,
  preCheckIns,
  reservationItems,
  reservations,
} from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { PRE_CHECK_IN_DEMO_NUMBER } from '../../seed/pre-check-in.ts';
import { call, TEST_NOW } from '../../testing/fixtures.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { confirmationEmail } from '../reservation/index.ts';
import { loadReservationDetails } from '../booking-core/index.ts';
import { preCheckInUrl } from './link.ts';
import { runPreArrivalJob } from './pre-arrival.ts';

const SECRET = 'test-link-secret';
let api: ReferenceApi;
let db: Database;
beforeAll(async () => {
  api = await openTestApi({ LINK_SECRET: SECRET });
  db = api.database.db;
});
afterAll(async () => {
  await api?.close();
});

const invitations = () =>
  db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'pre-check-in-invitation'));
const DAY = 24 * 60 * 60 * 1000;

describe('pre-arrival emails', () => {
  it('are not written by the test API itself (no background job in tests)', async () => {
    expect(await invitations()).toHaveLength(0);
  });

  it('go once to each confirmed booking whose pre-check-in has opened, with a link that works', async () => {
    expect(await runPreArrivalJob(db, SECRET, TEST_NOW, 'https://booking.example')).toBe(4);
    const sent = await invitations();
    // GRANDLDN opens 14 days ahead: the bookings arriving today, tomorrow, in 3 days and GL-7Q4K9P in 7;
    // not the cancelled one (14), GL-8NRF5Q (20), GL-3MX8RT (45) nor SEASIDECPT's (30, 7-day window).
    expect(sent.map((email) => email.subject).sort()).toEqual([
      'Pre-check-in for your stay at The Grand London (GL-4FEE2D)',
      'Pre-check-in for your stay at The Grand London (GL-6INH4U)',
      'Pre-check-in for your stay at The Grand London (GL-7Q4K9P)',
      `Pre-check-in for your stay at The Grand London (${PRE_CHECK_IN_DEMO_NUMBER})`,
    ]);
    const demo = sent.find((email) => email.subject.includes(PRE_CHECK_IN_DEMO_NUMBER))!;
    expect(demo.toAddress).toBe('guest@example.com');
    const path = preCheckInUrl(SECRET, 'GRANDLDN', PRE_CHECK_IN_DEMO_NUMBER);
    expect(demo.textBody).toContain(`Pre-check-in: https://booking.example${path}`);
    expect(demo.htmlBody).toContain(`href="https://booking.example${path}"`);
    const [, , number, hash] = path.split('/').slice(1);
    const answer = await call(
      api,
      `/api/PreCheckIn/Get?propertyId=GRANDLDN&referenceNumber=${number!}&hash=${hash!}`,
    );
    // Being invited is not having started.
    expect(v.parse(PreCheckInGetResultSchema, answer.body).Reservation).toMatchObject({
      ReservationNumber: PRE_CHECK_IN_DEMO_NUMBER,
      Status: 'NotStarted',
    });
  });

  it('never twice: the next runs, also at once, write nothing', async () => {
    expect(
      await Promise.all([
        runPreArrivalJob(db, SECRET, TEST_NOW),
        runPreArrivalJob(db, SECRET, new Date(TEST_NOW.getTime() + DAY)),
      ]),
    ).toEqual([0, 0]);
    expect(await invitations()).toHaveLength(4);
  });

  it('reach a booking when its window opens, but not one already pre-checked-in', async () => {
    const [threeMonths] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, 'GL-3MX8RT'));
    const opens = new Date(`${threeMonths!.dateFrom}T12:00:00Z`).getTime() - 14 * DAY;
    const [seaside] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, 'SC-5HN2WD'));
    await db
      .insert(preCheckIns)
      .values({ reservationId: seaside!.id, status: 'Complete', completedAt: TEST_NOW });
    expect(await runPreArrivalJob(db, SECRET, new Date(opens - DAY))).toBe(0);
    expect(await runPreArrivalJob(db, SECRET, new Date(opens))).toBe(1);
    expect(
      await db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.kind, 'pre-check-in-invitation'),
            like(outboxEmails.subject, '%SC-5HN2WD%'),
          ),
        ),
    ).toHaveLength(0);
  });

  it('blank document numbers and dates of birth once the retention period after departure has passed', async () => {
    const [item] = await db
      .select({ id: reservationItems.id, dateTo: reservationItems.dateTo })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(eq(reservations.reservationNumber, 'GL-7Q4K9P'));
    await db.insert(preCheckInGuests).values({
      reservationItemId: item!.id,
      position: 1,
      firstName: 'Kim',
      lastName: 'Lee',
      documentType: 'Passport',
      documentNumber: 'P1234567',
      dateOfBirth: '1990-01-01',
    });
    await runPreArrivalJob(
      db,
      SECRET,
      new Date(new Date(`${item!.dateTo}T12:00:00Z`).getTime() + 300 * DAY),
    );
    expect(
      (
        await db
          .select()
          .from(preCheckInGuests)
          .where(eq(preCheckInGuests.reservationItemId, item!.id))
      )[0],
    ).toMatchObject({ documentNumber: 'P1234567' });
    await runPreArrivalJob(
      db,
      SECRET,
      new Date(new Date(`${item!.dateTo}T12:00:00Z`).getTime() + 367 * DAY),
    );
    expect(
      (
        await db
          .select()
          .from(preCheckInGuests)
          .where(eq(preCheckInGuests.reservationItemId, item!.id))
      )[0],
    ).toMatchObject({ documentNumber: null, dateOfBirth: null, firstName: 'Kim' });
  });
});

describe('the booking confirmation email', () => {
  it('carries the pre-check-in link beside the manage link', async () => {
    const [row] = await db
      .select()
      .from(reservations)
      .where(eq(reservations.reservationNumber, PRE_CHECK_IN_DEMO_NUMBER));
    const origin = 'https://book.example';
    const email = confirmationEmail(await loadReservationDetails(db, row!), SECRET, origin);
    const path = origin + preCheckInUrl(SECRET, 'GRANDLDN', PRE_CHECK_IN_DEMO_NUMBER);
    expect(email.text).toContain(`Pre-check-in (opens before your arrival): ${path}`);
    expect(email.html).toContain(`<a href="${path}">`);
  });
});
