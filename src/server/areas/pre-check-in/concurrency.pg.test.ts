import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PreCheckInGetResultSchema,
  type PreCheckInSaveRequest,
} from '../../../api/contract/pre-check-in.ts';
import type { Database } from '../../db/client.ts';
import { countries, outboxEmails, preCheckInGuests } from '../../db/schema/index.ts';
import { linkCode } from '../../links/link-code.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { PRE_CHECK_IN_DEMO_NUMBER } from '../../seed/pre-check-in.ts';
import { call, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { referenceApiOnPostgres, testDatabaseServer } from '../../testing/postgres-suite.ts';
import { runPreArrivalJob } from './pre-arrival.ts';

// Races show only on a real PostgreSQL server (PGlite runs one statement at a time); see reservation/concurrency.pg.test.ts.
const serverUrl = testDatabaseServer('pre-check-in-concurrency.pg');
const SECRET = 'test-link-secret';

let api: ReferenceApi;
let db: Database;

describe.skipIf(!serverUrl)('pre-check-in on PostgreSQL', () => {
  const suite = referenceApiOnPostgres(serverUrl, 'precheckin', { LINK_SECRET: SECRET });
  beforeAll(() => {
    api = suite.api;
    db = suite.db;
  });

  it('sends each pre-arrival email once when ten servers run the job at the same moment', async () => {
    const sent = await Promise.all(
      Array.from({ length: 10 }, () => runPreArrivalJob(db, SECRET, TEST_NOW)),
    );
    // The four demo bookings inside The Grand London's window (pre-arrival.test.ts lists them).
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(
      await db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'pre-check-in-invitation')),
    ).toHaveLength(4);
  });

  it('completes once when twenty completions arrive together; the others are refused, nothing half-written', async () => {
    const code = linkCode(SECRET, 'pre-check-in', PRE_CHECK_IN_DEMO_NUMBER);
    const got = v.parse(
      PreCheckInGetResultSchema,
      (
        await call(
          api,
          `/api/PreCheckIn/Get?propertyId=GRANDLDN&referenceNumber=${PRE_CHECK_IN_DEMO_NUMBER}&hash=${code}`,
        )
      ).body,
    ).Reservation!;
    const [gb] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, 'GB'));
    const body = (name: string): PreCheckInSaveRequest => ({
      PropertyId: 'GRANDLDN',
      ReferenceNumber: PRE_CHECK_IN_DEMO_NUMBER,
      Code: code,
      Complete: true,
      Booker: got.Booker,
      BookerReviewed: true,
      ArrivalTime: '',
      Items: got.Items.map((item) => ({
        ReservationItemId: item.ReservationItemId,
        Reviewed: true,
        Guests: item.Guests.map(({ IsChild: _child, ...guest }) => ({
          ...guest,
          FirstName: name,
          LastName: 'Guest',
          NationalityId: gb!.id,
          Reviewed: true,
        })),
      })),
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(api, '/api/PreCheckIn/Save', postJson(body(`Guest${index}`))),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    // Every guest row carries the winner's name: no mix of two saves.
    const names = new Set(
      (await db.select({ firstName: preCheckInGuests.firstName }).from(preCheckInGuests)).map(
        (row) => row.firstName,
      ),
    );
    expect(names.size).toBe(1);
  }, 60_000);
});
