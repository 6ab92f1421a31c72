import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '../../db/client.ts';
import { parseHotelText } from '../read.ts';
import { hotelOf, IMPORT_NOW } from '../testing/import-kit.ts';
import { SMALL_HOTEL_YAML } from '../testing/small-hotel.ts';
import { importGroupFile } from './import-group.ts';
import { importHotelFile } from './import.ts';
import { openEmptyDatabase } from '../../testing/empty-database.ts';

const COLOURS = [
  'primary',
  'secondary',
  'accent',
  'tertiary',
  'dark',
  'darkPage',
  'positive',
  'negative',
  'info',
  'warning',
  'lightPage',
  'brandPrimary',
];
const THEME = `{ ${COLOURS.map((name) => `${name}: "#224466"`).join(', ')} }`;

const groupFile = (hotels: string) => {
  const result = parseHotelText(
    `group:\n  code: north\n  name: Northern Inns\n  theme: ${THEME}\n  areas:\n    - { name: Yorkshire, hotels: [${hotels}] }\n`,
  );
  if (!result.ok || result.kind !== 'group') throw new Error(JSON.stringify(result));
  return result.file;
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openEmptyDatabase();
  await importHotelFile(handle.db, hotelOf(SMALL_HOTEL_YAML), { now: () => IMPORT_NOW });
});
afterAll(async () => {
  await handle.close();
});

describe('importGroupFile', () => {
  it('refuses a hotel that was not imported, and writes nothing', async () => {
    const { applied, report } = await importGroupFile(handle.db, groupFile('test1, nowhere'));
    expect(applied).toBe(false);
    expect(report.refusals).toEqual([
      'group.areas[0].hotels[1]: no hotel NOWHERE; import its hotel file first',
    ]);
  });

  it('adds the group with its area and hotels, then changes nothing', async () => {
    const first = await importGroupFile(handle.db, groupFile('test1'));
    expect(first.report.changes).toEqual([
      'group NORTH: added',
      'area Yorkshire: added',
      'group NORTH: hotels changed',
    ]);
    expect((await importGroupFile(handle.db, groupFile('test1'))).report.changes).toEqual([]);
  });
});
