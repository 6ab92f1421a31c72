import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../auth/client-address.ts';
import type { ReferenceApi } from '../runtime.ts';
import { call, postJson } from '../testing/fixtures.ts';
import { serversOnPostgres, testDatabaseServer } from '../testing/postgres-suite.ts';

// Two servers on one PostgreSQL (`npm start` runs a worker per core) must share one count.
const serverUrl = testDatabaseServer('shared-rate-limits.pg');

describe.skipIf(!serverUrl)('per-address request limits on PostgreSQL', () => {
  const suite = serversOnPostgres(serverUrl, 'ratelimits');

  // Client log batches: 60 a minute per address, counted before the body is read.
  const logBatch = (server: ReferenceApi, address: string) =>
    call(server, '/api/Log', postJson({}, { [CLIENT_ADDRESS_HEADER]: address }));

  it('two servers together allow one address the limit once, not once each', async () => {
    const [first, second] = suite.servers;
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, n) => logBatch(n % 2 ? first! : second!, '198.51.100.40')),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60);
    expect((await logBatch(first!, '198.51.100.40')).status).toBe(429);
    expect((await logBatch(second!, '198.51.100.41')).status).toBe(400);
  });
});
