import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import { openReferenceApi, type ReferenceApi } from '../../runtime.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../testing/postgres-database.ts';
import { newRequest } from './test-requests.ts';

// Races need a real PostgreSQL server (PGlite runs one statement at a time); `.ci/run` provides one.
const serverUrl = process.env['TEST_DATABASE_URL'];
if (!serverUrl) console.warn('[pay-by-link-concurrency.pg] SKIPPED: TEST_DATABASE_URL is not set.');

const SECRET = 'pay-race-secret';
let database: ThrowawayDatabase;
let api: ReferenceApi;
let db: Database;

describe.skipIf(!serverUrl)('pay-by-link on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, 'paylink');
    api = await openReferenceApi({
      env: { DATABASE_URL: database.url, LINK_SECRET: SECRET, RATE_LIMITS: 'off' },
      now: () => TEST_NOW,
      passwordCost: CHEAP_SCRYPT,
      log: () => {},
    });
    db = api.database.db;
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('an invoice is paid once when Process arrives twenty times at once', async () => {
    const request = await newRequest(db, SECRET, TEST_NOW);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(api, '/api/PayByLink/Process', postJson(request.process())),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const [row] = await db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, request.row.id));
    expect(row).toMatchObject({ status: 'Paid' });
  });
});
