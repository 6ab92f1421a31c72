import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { paymentRequests } from '../../db/schema/index.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { call, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import { referenceApiOnPostgres, testDatabaseServer } from '../../testing/postgres-suite.ts';
import { newRequest } from '../../testing/payment-requests.ts';

// Races need a real PostgreSQL server (PGlite runs one statement at a time); `.ci/run` provides one.
const serverUrl = testDatabaseServer('pay-by-link-concurrency.pg');

const SECRET = 'pay-race-secret';
let api: ReferenceApi;
let db: Database;

describe.skipIf(!serverUrl)('pay-by-link on PostgreSQL', () => {
  const suite = referenceApiOnPostgres(serverUrl, 'paylink', {
    LINK_SECRET: SECRET,
    RATE_LIMITS: 'off',
  });
  beforeAll(() => {
    api = suite.api;
    db = suite.db;
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
