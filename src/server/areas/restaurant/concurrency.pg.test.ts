import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RestaurantCreateResultSchema,
  RestaurantListSchema,
} from '../../../api/contract/restaurant.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { call, postJson } from '../../testing/fixtures.ts';
import { referenceApiOnPostgres, testDatabaseServer } from '../../testing/postgres-suite.ts';

// Races need a real PostgreSQL server (PGlite runs one statement at a time); `.ci/run` provides one.
const serverUrl = testDatabaseServer('restaurant-concurrency.pg');

let api: ReferenceApi;

describe.skipIf(!serverUrl)('table bookings on PostgreSQL', () => {
  const suite = referenceApiOnPostgres(serverUrl, 'tables', { RATE_LIMITS: 'off' });
  beforeAll(() => {
    api = suite.api;
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
