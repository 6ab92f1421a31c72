import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database } from '../db/client.ts';
import {
  hotelTexts,
  offers,
  promoCodes,
  properties,
  ratePlans,
  restaurants,
  roomTypes,
  services,
} from '../db/schema/index.ts';
import { seedDatabase } from '../seed/index.ts';
import { CHEAP_SCRYPT, rowsOf } from '../testing/fixtures.ts';
import { importHotelFile } from './import/import.ts';
import { readHotelFile } from './read.ts';
import { openEmptyDatabase } from '../testing/empty-database.ts';

const NOW = new Date('2026-12-01T10:00:00Z');

interface NightRow {
  room: string;
  plan: string;
  date: string;
  base_rate: number;
  base_number_of_adults: number;
  cost_per_adult: number;
  cost_per_child: number;
  per_person_cost_per_adult: number;
  min_length_of_stay: number;
}

/** The Grand London as the reference API reads it, without ids. */
async function grandLondon(db: Database) {
  const [property] = await db.select().from(properties).where(eq(properties.code, 'GRANDLDN'));
  const { id: propertyId, createdAt: _created, bookSettings, ...facts } = property!;
  const { RestaurantBookingDefaultRestaurant: _restaurant, ...settings } = bookSettings;
  const strip = <T extends { id: number; propertyId: number }>(rows: T[]) =>
    rows.map(({ id: _id, propertyId: _p, ...row }) => row);
  const plans = await db.select().from(ratePlans).where(eq(ratePlans.propertyId, propertyId));
  const planCode = new Map(plans.map((plan) => [plan.id, plan.code]));
  const nights = await rowsOf<NightRow>(
    db,
    sql`select rt.code as room, rp.code as plan, to_char(n.date, 'YYYY-MM-DD') as date, n.base_rate::float as base_rate,
          n.base_number_of_adults, n.cost_per_adult::float as cost_per_adult, n.cost_per_child::float as cost_per_child,
          n.per_person_cost_per_adult::float as per_person_cost_per_adult, n.min_length_of_stay
        from nightly_rates n join room_types rt on rt.id = n.room_type_id join rate_plans rp on rp.id = n.rate_plan_id
        where n.property_id = ${propertyId} and not n.closed and n.date between '2026-12-01' and '2027-11-30'
        order by 1, 2, 3`,
  );
  return {
    facts,
    settings,
    roomTypes: strip(await db.select().from(roomTypes).where(eq(roomTypes.propertyId, propertyId))),
    ratePlans: strip(plans),
    extras: strip(await db.select().from(services).where(eq(services.propertyId, propertyId))),
    promoCodes: strip(
      await db.select().from(promoCodes).where(eq(promoCodes.propertyId, propertyId)),
    ).map(({ ratePlanId, ...promo }) => ({ ...promo, ratePlan: planCode.get(ratePlanId!) })),
    offers: strip(await db.select().from(offers).where(eq(offers.propertyId, propertyId))),
    restaurants: strip(
      await db.select().from(restaurants).where(eq(restaurants.propertyId, propertyId)),
    ),
    texts: await db
      .select({
        locale: hotelTexts.locale,
        subject: hotelTexts.subject,
        code: hotelTexts.code,
        field: hotelTexts.field,
        text: hotelTexts.text,
      })
      .from(hotelTexts)
      .where(eq(hotelTexts.propertyId, propertyId))
      .orderBy(hotelTexts.locale, hotelTexts.subject, hotelTexts.code, hotelTexts.field),
    nights,
  };
}

async function inFreshDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openEmptyDatabase();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe('examples/grand-london.yaml against the demo seed', () => {
  it('gives the same hotel, rooms, rates and extras; prices within the seed’s ±3 % noise', async () => {
    const seeded = await inFreshDatabase(async (db) => {
      await seedDatabase(db, { now: () => NOW, passwordCost: CHEAP_SCRYPT });
      return grandLondon(db);
    });
    const read = await readHotelFile('examples/grand-london.yaml', { today: '2026-12-01' });
    if (!read.ok || read.kind !== 'hotel') throw new Error('The example does not pass the check.');
    const imported = await inFreshDatabase(async (db) => {
      const { applied } = await importHotelFile(db, read.file, { now: () => NOW });
      expect(applied).toBe(true);
      return grandLondon(db);
    });
    const { nights: seededNights, ...seededRest } = seeded;
    const { nights: importedNights, ...importedRest } = imported;
    expect(importedRest).toEqual(seededRest);
    expect(seededRest.texts.filter((row) => row.locale === 'de').length).toBeGreaterThan(30);
    // The same nights are sold on the same room types and rate plans ...
    expect(seededNights.length).toBeGreaterThan(6000);
    const key = (night: NightRow) => `${night.room}/${night.plan}/${night.date}`;
    expect(importedNights.map(key)).toEqual(seededNights.map(key));
    // ... with the same price parts and minimum stays; the seed adds up to ±3 % noise per night.
    seededNights.forEach((night, index) => {
      const { base_rate: base, ...parts } = importedNights[index]!;
      const { base_rate: seedBase, ...seedParts } = night;
      expect(parts).toEqual(seedParts);
      expect(Math.abs(base - seedBase) / seedBase).toBeLessThan(0.035);
    });
  }, 120_000);
});
