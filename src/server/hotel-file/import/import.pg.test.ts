import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceApi } from '../../runtime.ts';
import { call } from '../../testing/fixtures.ts';
import { TEST_NOW, TEST_SEED_DAY } from '../../testing/fixtures.ts';
import { serversOnPostgres } from '../../testing/postgres-suite.ts';
import { hotelOf } from '../testing/import-kit.ts';
import { RESTRICTED_HOTEL_YAML, RESTRICTED_STAYS } from '../testing/restricted-hotel.ts';
import { searchOutcome, searchRates } from '../testing/search.ts';
import { SMALL_HOTEL_YAML } from '../testing/small-hotel.ts';
import { importHotelFile } from './import.ts';

// Two servers on one PostgreSQL, started live (no demo). An import through one connection must
// reach the other server's nights and property cache at once (NOTIFY). Runs with TEST_DATABASE_URL.
const serverUrl = process.env['TEST_DATABASE_URL'];
// The small hotel's January 2030 moved to March 2026, a few weeks after the test clock.
const HOTEL = SMALL_HOTEL_YAML.replaceAll('2030-01', '2026-03');

describe.skipIf(!serverUrl)('importing a hotel file on PostgreSQL', () => {
  const suite = serversOnPostgres(serverUrl, 'hotelfile', 2, { DEMO_MODE: 'off' });
  let first: ReferenceApi;
  let second: ReferenceApi;
  beforeAll(() => {
    [first, second] = suite.servers as [ReferenceApi, ReferenceApi];
  });
  const run = (text: string) =>
    importHotelFile(first.database.db, hotelOf(text, TEST_SEED_DAY), { now: () => TEST_NOW });
  const name = async (api: ReferenceApi) =>
    ((await call(api, '/api/Property/TEST1')).body as { PropertyName: string }).PropertyName;

  it('imports once, then changes nothing on a second import', async () => {
    expect((await run(HOTEL)).applied).toBe(true);
    expect((await run(HOTEL)).report.changes).toEqual([]);
  });

  it('shows a re-imported price and name on the other server at once', async () => {
    expect(await searchRates(second, 'TEST1', '2026-03-10', '2026-03-12')).toEqual({
      'DBL/FLEX': 200,
    });
    expect(await name(second)).toBe('Test Inn');
    await run(
      HOTEL.replace('baseRate: 100', 'baseRate: 95').replace('name: Test Inn', 'name: Inn'),
    );
    // NOTIFY is delivered after commit, asynchronously: allow it a moment to arrive.
    await expect
      .poll(() => searchRates(second, 'TEST1', '2026-03-10', '2026-03-12'), { timeout: 3000 })
      .toEqual({ 'DBL/FLEX': 190 });
    await expect.poll(() => name(second), { timeout: 3000 }).toBe('Inn');
  });

  it('skips rates whose stay breaks a restriction, on the other server at once', async () => {
    expect((await run(RESTRICTED_HOTEL_YAML.replaceAll('2030-01', '2026-03'))).applied).toBe(true);
    for (const [, from, to, rates, message] of RESTRICTED_STAYS)
      await expect
        .poll(
          () =>
            searchOutcome(
              second,
              'TEST1',
              `2026-${from.replace('01-', '03-')}`,
              `2026-${to.replace('01-', '03-')}`,
            ),
          {
            timeout: 3000,
          },
        )
        .toEqual({ rates, message });
  });
});
