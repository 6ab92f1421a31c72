import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { parseRatesCsv } from '../rates-csv.ts';
import { hotelOf, IMPORT_NOW } from '../testing/import-kit.ts';
import { RESTRICTED_HOTEL_YAML, RESTRICTED_STAYS } from '../testing/restricted-hotel.ts';
import { searchOutcome } from '../testing/search.ts';
import { applyRates } from './apply-rates.ts';
import { importHotelFile } from './import.ts';

// On PGlite; import.pg.test.ts runs the same stays on PostgreSQL.
describe('maximum stay and closed to arrival or departure from a hotel file', () => {
  let api: ReferenceApi;
  beforeAll(async () => {
    api = await openTestApi({ DEMO_MODE: 'off' }, { now: () => IMPORT_NOW });
    const result = await importHotelFile(api.database.db, hotelOf(RESTRICTED_HOTEL_YAML), {
      now: () => IMPORT_NOW,
    });
    expect(result.report.refusals).toEqual([]);
  });
  afterAll(() => api.close());

  it.each(RESTRICTED_STAYS)('%s', async (_label, from, to, rates, message) => {
    expect(await searchOutcome(api, 'TEST1', `2030-${from}`, `2030-${to}`)).toEqual({
      rates,
      message,
    });
  });

  it('a second import of the same file changes nothing', async () => {
    const again = await importHotelFile(api.database.db, hotelOf(RESTRICTED_HOTEL_YAML), {
      now: () => IMPORT_NOW,
    });
    expect(again.report.changes).toEqual([]);
  });

  it('a rates spreadsheet lifts and sets them', async () => {
    const { lines, issues } = parseRatesCsv(
      'from,to,roomType,ratePlan,closedToArrival,maxStay\n2030-01-10,2030-01-10,DBL,,no,\n2030-01-09,2030-01-09,DBL,FLEX,,1\n',
    );
    expect(issues).toEqual([]);
    const result = await applyRates(api.database.db, 'TEST1', lines, { now: () => IMPORT_NOW });
    expect(result.report.changes).toEqual(['nightly prices: 2 nights changed']);
    expect((await searchOutcome(api, 'TEST1', '2030-01-10', '2030-01-12')).rates).toEqual([
      'DBL/FLEX',
    ]);
    expect(await searchOutcome(api, 'TEST1', '2030-01-09', '2030-01-11')).toEqual({
      rates: [],
      message: 'Stays arriving on this date are for at most 1 nights.',
    });
  });
});
