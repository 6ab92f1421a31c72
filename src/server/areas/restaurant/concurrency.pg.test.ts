import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RestaurantCreateResultSchema,
  RestaurantListSchema,
} from '../../../api/contract/restaurant.ts';
import { openReferenceApi, type ReferenceApi } from '../../runtime.ts';
import { call, CHEAP_SCRYPT, postJson, TEST_NOW } from '../../testing/fixtures.ts';
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../testing/postgres-database.ts';

// Races need a real PostgreSQL server (PGlite runs one statement at a time); `.ci/run` provides one.
const serverUrl = process.env['TEST_DATABASE_URL'];
if (!serverUrl) console.warn('[restaurant-concurrency.pg] SKIPPED: TEST_DATABASE_URL is not set.');

let database: ThrowawayDatabase;
let api: ReferenceApi;

describe.skipIf(!serverUrl)('table bookings on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, 'tables');
    api = await openReferenceApi({
      env: { DATABASE_URL: database.url, RATE_LIMITS: 'off' },
      now: () => TEST_NOW,
      passwordCost: CHEAP_SCRYPT,
      log: () => {},
    });
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('twenty parties of four racing for a 24-seat slot: exactly six get a table', async () => {
    const grill = v
      .parse(
        RestaurantListSchema,
        (await call(api, '/api/RestaurantBooking/Restaurants?propertyId=GRANDLDN')).body,
      )
      .find((restaurant) => restaurant.Name === 'The Strand Grill')!.Id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, party) =>
        call(
          api,
          '/api/RestaurantBooking/Create',
          postJson({
            PropertyId: 'GRANDLDN',
            RestaurantId: grill,
            VisitDate: '2026-02-11',
            VisitTime: '19:30',
            PartySize: 4,
            Identifier: `Party ${party}`,
            Email: 'party@example.com',
            ContactNumber: '+44 20 7946 0000',
          }),
        ),
      ),
    );
    const results = answers.map((answer) => v.parse(RestaurantCreateResultSchema, answer.body));
    expect(results.filter((result) => result.Success)).toHaveLength(6);
  });
});
