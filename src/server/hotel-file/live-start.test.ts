import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, properties, reservations } from '../db/schema/index.ts';
import type { ReferenceApi } from '../runtime.ts';
import { seedDatabase } from '../seed/index.ts';
import { CHEAP_SCRYPT, call } from '../testing/fixtures.ts';
import { openTestApi } from '../testing/seeded-api.ts';
import { importHotelFile } from './import/import.ts';
import { isLiveStart } from './live-start.ts';
import { hotelOf, IMPORT_NOW } from './testing/import-kit.ts';
import { searchRates } from './testing/search.ts';
import { SMALL_HOTEL_YAML } from './testing/small-hotel.ts';

describe('isLiveStart', () => {
  it('is on with DEMO_MODE=off or HOTEL_FILES, off otherwise', () => {
    expect(isLiveStart({ DEMO_MODE: 'off' })).toBe(true);
    expect(isLiveStart({ HOTEL_FILES: 'hotel.yaml' })).toBe(true);
    expect(isLiveStart({ DEMO_MODE: 'on' })).toBe(false);
    expect(isLiveStart({})).toBe(false);
  });
});

describe('a live start from HOTEL_FILES', () => {
  let folder: string;
  let api: ReferenceApi;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'stayfront-hotel-'));
    const file = path.join(folder, 'test-inn.yaml');
    await writeFile(file, SMALL_HOTEL_YAML);
    api = await openTestApi({ HOTEL_FILES: file }, { now: () => IMPORT_NOW });
  });
  afterAll(async () => {
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('has the file’s hotel and no demo hotel, account or booking', async () => {
    const { db } = api.database;
    expect(
      (await db.select({ code: properties.code }).from(properties)).map((row) => row.code),
    ).toEqual(['TEST1']);
    expect((await db.select({ n: count() }).from(accounts))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(reservations))[0]!.n).toBe(0);
    expect((await call(api, '/api/Property/GRANDLDN')).status).toBe(404);
  });

  it('never seeds the demo into it', async () => {
    const result = await seedDatabase(api.database.db, {
      now: () => IMPORT_NOW,
      passwordCost: CHEAP_SCRYPT,
    });
    expect(result).toMatchObject({ seeded: false, realHotels: ['TEST1'] });
  });

  it('serves a re-import at once: new prices and a new name', async () => {
    expect(await searchRates(api, 'TEST1', '2030-01-10', '2030-01-12')).toEqual({
      'DBL/FLEX': 200,
    });
    const name = async () =>
      ((await call(api, '/api/Property/TEST1')).body as { PropertyName: string }).PropertyName;
    expect(await name()).toBe('Test Inn');
    const changed = SMALL_HOTEL_YAML.replace('baseRate: 100', 'baseRate: 125').replace(
      'name: Test Inn',
      'name: Test Inn and Spa',
    );
    const { applied } = await importHotelFile(api.database.db, hotelOf(changed), {
      now: () => IMPORT_NOW,
    });
    expect(applied).toBe(true);
    expect(await searchRates(api, 'TEST1', '2030-01-10', '2030-01-12')).toEqual({
      'DBL/FLEX': 250,
    });
    expect(await name()).toBe('Test Inn and Spa');
  });
});
