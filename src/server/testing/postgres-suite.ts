import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { openReferenceApi, type ReferenceApi } from '../runtime.ts';
import { CHEAP_SCRYPT, TEST_NOW } from './fixtures.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './postgres-database.ts';

/**
 * The test PostgreSQL server for a race suite, or undefined: then the suite is skipped and says so
 * (PGlite runs one statement at a time, so races show only on a real server; `.ci/run` starts one).
 */
export function testDatabaseServer(suite: string): string | undefined {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url)
    console.warn(
      `[${suite}] SKIPPED: TEST_DATABASE_URL is not set. Start PostgreSQL and set it (bash .ci/run does both).`,
    );
  return url;
}

/**
 * Called inside a PostgreSQL suite's `describe`: the reference API on a database of the suite's own
 * (demo data seeded, the clock at TEST_NOW), opened before its tests, closed and dropped after them.
 */
export function referenceApiOnPostgres(
  serverUrl: string | undefined,
  label: string,
  env: NodeJS.ProcessEnv = {},
): { readonly api: ReferenceApi; readonly db: Database } {
  const suite = serversOnPostgres(serverUrl, label, 1, env);
  return {
    get api() {
      return suite.servers[0]!;
    },
    get db() {
      return suite.servers[0]!.database.db;
    },
  };
}

/**
 * As `referenceApiOnPostgres`, with `count` servers on the one database: the workers or machines
 * of one hotel, each with its own memory (nights, caches) and connections.
 */
export function serversOnPostgres(
  serverUrl: string | undefined,
  label: string,
  count = 2,
  env: NodeJS.ProcessEnv = {},
): { readonly servers: readonly ReferenceApi[] } {
  let database: ThrowawayDatabase | undefined;
  const servers: ReferenceApi[] = [];
  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, label);
    for (let n = 0; n < count; n++)
      servers.push(
        await openReferenceApi({
          env: { DATABASE_URL: database.url, ...env },
          now: () => TEST_NOW,
          passwordCost: CHEAP_SCRYPT,
          log: () => {},
        }),
      );
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });
  return {
    get servers() {
      if (servers.length < count)
        throw new Error('The suite’s database is not open yet (use it inside a test).');
      return servers;
    },
  };
}
