import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '../../db/client.ts';
import { nightlyRates, properties, roomTypes } from '../../db/schema/index.ts';
import { insertBooking } from '../testing/booking-row.ts';
import { hotelOf, idsOf, IMPORT_NOW, roomsLeft } from '../testing/import-kit.ts';
import { SMALL_HOTEL_YAML } from '../testing/small-hotel.ts';
import { realHotelBookings } from '../../seed/real-hotels.ts';
import { importHotelFile } from './import.ts';
import { openEmptyDatabase } from '../../testing/empty-database.ts';

const TWIN = `  - code: TWN
    name: Twin
    description: Two beds.
    photos: [{ url: /images/rooms/suptwn.jpg, alt: Two single beds }]
    occupancy: { maximum: 2, adults: 2, children: 0 }
    rooms: 2
`;
const WITH_TWIN = SMALL_HOTEL_YAML.replace('ratePlans:', `${TWIN}ratePlans:`).concat(
  '  - { roomType: TWN, ratePlan: FLEX, from: "2030-01-01", to: "2030-01-31", baseRate: 90, baseAdults: 2 }\n',
);

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openEmptyDatabase();
});
afterEach(async () => {
  await handle.close();
});

const run = (text: string, dryRun = false) =>
  importHotelFile(handle.db, hotelOf(text), { now: () => IMPORT_NOW, dryRun });

describe('importHotelFile', () => {
  it('adds a hotel, and a second import of the same file changes nothing', async () => {
    const first = await run(WITH_TWIN);
    expect(first.applied).toBe(true);
    expect(first.report.changes).toContain('property TEST1: added');
    expect(first.report.changes).toContain('nightly prices: 62 nights added');
    expect(first.report.changes).toContain('rooms to sell: 62 nights changed');
    const second = await run(WITH_TWIN);
    expect(second.report.changes).toEqual([]);
    expect(second.report.refusals).toEqual([]);
  });

  it('keeps every photo with its alt text and the size, and a change to them is a change', async () => {
    const twoPhotos = WITH_TWIN.replace(
      'photos: [{ url: /images/rooms/suptwn.jpg, alt: Two single beds }]',
      `photos:
      - { url: /images/rooms/suptwn.jpg, alt: Two single beds }
      - { url: /images/grandldn-hero.jpg, alt: The hotel’s front }
    size: { squareMetres: 24 }`,
    );
    await run(twoPhotos);
    const twin = async () =>
      (await handle.db.select().from(roomTypes).where(eq(roomTypes.code, 'TWN')))[0]!;
    expect(await twin()).toMatchObject({
      imageUrl: '/images/rooms/suptwn.jpg',
      photos: [
        { url: '/images/rooms/suptwn.jpg', alt: 'Two single beds' },
        { url: '/images/grandldn-hero.jpg', alt: 'The hotel’s front' },
      ],
      sizeSquareMetres: 24,
    });
    const changed = await run(twoPhotos.replace('alt: The hotel’s front', 'alt: The lobby'));
    expect(changed.report.changes).toEqual(['room type TWN: changed (photos)']);
    expect((await twin()).photos[1]).toEqual({
      url: '/images/grandldn-hero.jpg',
      alt: 'The lobby',
    });
  });

  it('on a dry run reports the changes and writes nothing', async () => {
    const result = await run(WITH_TWIN, true);
    expect(result.applied).toBe(false);
    expect(result.report.changes).toContain('room type TWN: added');
    expect((await handle.db.select({ n: count() }).from(properties))[0]!.n).toBe(0);
  });

  it('updates what changed and takes booked rooms off the rooms to sell', async () => {
    await run(WITH_TWIN);
    const ids = await idsOf(handle.db, 'TEST1');
    await insertBooking(handle.db, {
      propertyId: ids.propertyId,
      roomTypeId: ids.room('DBL'),
      ratePlanId: ids.plan('FLEX'),
      from: '2030-01-10',
      to: '2030-01-12',
    });
    const result = await run(WITH_TWIN.replace('baseRate: 100', 'baseRate: 110'));
    expect(result.report.changes).toEqual([
      'nightly prices: 31 nights changed',
      'rooms to sell: 2 nights changed',
    ]);
    expect(await roomsLeft(handle.db, ids.room('DBL'), '2030-01-10')).toBe(2);
    expect(await roomsLeft(handle.db, ids.room('DBL'), '2030-01-12')).toBe(3);
  });

  it('refuses to remove a room type that bookings use, and changes nothing', async () => {
    await run(WITH_TWIN);
    const ids = await idsOf(handle.db, 'TEST1');
    await insertBooking(handle.db, {
      propertyId: ids.propertyId,
      roomTypeId: ids.room('TWN'),
      ratePlanId: ids.plan('FLEX'),
      from: '2030-01-10',
      to: '2030-01-11',
    });
    // A real hotel's bookings: the demo seed and its --reset refuse to run over them.
    expect(await realHotelBookings(handle.db)).toEqual(['TEST1']);
    const before = await handle.db.select({ n: count() }).from(nightlyRates);
    const result = await run(SMALL_HOTEL_YAML.replace('name: Test Inn', 'name: Test Inn 2'));
    expect(result.applied).toBe(false);
    expect(result.report.refusals).toEqual([
      'room type TWN: bookings use it, so it cannot be removed; keep it in the file',
    ]);
    expect(await handle.db.select({ n: count() }).from(nightlyRates)).toEqual(before);
    expect((await handle.db.select({ name: properties.name }).from(properties))[0]!.name).toBe(
      'Test Inn',
    );
  });

  it('removes a room type no booking uses', async () => {
    await run(WITH_TWIN);
    const result = await run(SMALL_HOTEL_YAML);
    expect(result.report.changes).toContain('room type TWN: removed');
    expect(result.applied).toBe(true);
  });

  it('refuses a country or display currency Stayfront does not know', async () => {
    const result = await run(
      SMALL_HOTEL_YAML.replace('country: GB', 'country: XX').replace('[GBP, EUR]', '[GBP, XYZ]'),
    );
    expect(result.report.refusals).toEqual([
      'property.address.country: XX is not a country Stayfront knows',
      'property.displayCurrencies[1]: XYZ has no exchange rate in Stayfront',
    ]);
  });

  it('keeps the languages the hotel offers, every one when it names none', async () => {
    await run(SMALL_HOTEL_YAML);
    const languagesOf = async () =>
      (await handle.db.select({ languages: properties.languages }).from(properties))[0]?.languages;
    expect(await languagesOf()).toBeNull();
    await run(
      SMALL_HOTEL_YAML.replace('displayCurrencies:', 'languages: [de, ar]\n  displayCurrencies:'),
    );
    expect(await languagesOf()).toEqual(['de', 'ar']);
  });
});
