import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '../../db/client.ts';
import { hotelTexts } from '../../db/schema/index.ts';
import { hotelOf, IMPORT_NOW } from '../testing/import-kit.ts';
import { SMALL_HOTEL_YAML } from '../testing/small-hotel.ts';
import { importHotelFile } from './import.ts';
import { openEmptyDatabase } from '../../testing/empty-database.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openEmptyDatabase();
});
afterEach(async () => {
  await handle.close();
});

const run = (translations: string) =>
  importHotelFile(handle.db, hotelOf(`${SMALL_HOTEL_YAML}translations:\n${translations}`), {
    now: () => IMPORT_NOW,
  });
const stored = async () =>
  (await handle.db.select().from(hotelTexts))
    .map((row) => `${row.locale} ${row.subject} ${row.code} ${row.field}: ${row.text}`)
    .sort();

describe('importing translations', () => {
  it('adds, changes and removes texts, and a second import of the same file writes nothing', async () => {
    const first = await run(
      '  de: { roomTypes: { DBL: { name: Doppelzimmer, description: Ein Doppelzimmer. } } }\n',
    );
    expect(first.report.changes).toContain('text de roomType DBL name: added');
    expect(await stored()).toEqual([
      'de roomType DBL description: Ein Doppelzimmer.',
      'de roomType DBL name: Doppelzimmer',
    ]);

    const second = await run(
      '  de: { roomTypes: { DBL: { name: Doppelzimmer Komfort } } }\n  ar: { ratePlans: { FLEX: { name: مرن } } }\n',
    );
    expect(second.report.changes.filter((line) => line.startsWith('text '))).toEqual([
      'text de roomType DBL name: changed',
      'text ar ratePlan FLEX name: added',
      'text de roomType DBL description: removed',
    ]);
    expect(await stored()).toEqual([
      'ar ratePlan FLEX name: مرن',
      'de roomType DBL name: Doppelzimmer Komfort',
    ]);

    const again = await run(
      '  de: { roomTypes: { DBL: { name: Doppelzimmer Komfort } } }\n  ar: { ratePlans: { FLEX: { name: مرن } } }\n',
    );
    expect(again.report.changes).toEqual([]);
  });
});
