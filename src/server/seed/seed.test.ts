import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { type Database, type DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { CHEAP_SCRYPT, rowsOf, TEST_NOW, TEST_SEED_DAY } from '../testing/fixtures.ts';
import { addDays, addMonths, dayOfWeek } from './dates.ts';
import { DEMO_ACCOUNT, seedDatabase, seededDay } from './index.ts';
import { resetDatabase } from './reset.ts';
import { openEmptyDatabase } from '../testing/empty-database.ts';

let handle: DatabaseHandle;
let db: Database;
const seed = () => seedDatabase(db, { now: () => TEST_NOW, passwordCost: CHEAP_SCRYPT });

beforeAll(async () => {
  handle = await openEmptyDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

/** A fingerprint of the demo data that must not change between identical seeds (timestamps and salts left out). */
async function fingerprint(): Promise<Record<string, unknown>> {
  const digest = async (query: SQL) => (await rowsOf<{ md5: string }>(db, query))[0]?.md5;
  return {
    rates: await digest(
      sql`select md5(string_agg(r::text, ',' order by room_type_id, rate_plan_id, date)) from nightly_rates r`,
    ),
    inventory: await digest(
      sql`select md5(string_agg(i::text, ',' order by room_type_id, date)) from room_inventory i`,
    ),
    properties: await digest(
      sql`select md5(string_agg(concat_ws('|', id, code, name, book_settings::text, theme::text), ',' order by id)) from properties`,
    ),
    rooms: await digest(
      sql`select md5(string_agg(concat_ws('|', id, property_id, code, inventory), ',' order by id)) from room_types`,
    ),
    services: await digest(
      sql`select md5(string_agg(concat_ws('|', id, code, price, starting_inventory), ',' order by id)) from services`,
    ),
    cards: await digest(
      sql`select md5(string_agg(concat_ws('|', id, token, last4, expiry_month, expiry_year), ',' order by id)) from saved_cards`,
    ),
  };
}

const countOf = async (
  table:
    | typeof t.nightlyRates
    | typeof t.properties
    | typeof t.accounts
    | typeof t.roomInventory
    | typeof t.countries,
) => (await db.select({ n: count() }).from(table))[0]?.n;

describe('seedDatabase', () => {
  it('seeds once, and a second run changes nothing', async () => {
    const first = await seed();
    expect(first).toMatchObject({ seeded: true, seedDay: TEST_SEED_DAY });
    expect(await seededDay(db)).toBe(TEST_SEED_DAY);
    const before = {
      ...(await fingerprint()),
      properties: await countOf(t.properties),
      rates: await countOf(t.nightlyRates),
      accounts: await countOf(t.accounts),
    };

    const second = await seed();
    expect(second.seeded).toBe(false);
    expect({
      ...(await fingerprint()),
      properties: await countOf(t.properties),
      rates: await countOf(t.nightlyRates),
      accounts: await countOf(t.accounts),
    }).toEqual(before);
    expect(before.properties).toBe(3);
    expect(before.accounts).toBe(1);
  });

  it('rebuilds identical data (same rows, same ids) after a reset on the same day', async () => {
    const before = await fingerprint();
    await resetDatabase(handle);
    expect(await seededDay(db)).toBeNull();
    expect((await seed()).seeded).toBe(true);
    expect(await fingerprint()).toEqual(before);
  });

  it('has daily inventory and rates from the seed day to beyond 36 months for every room type and rate plan', async () => {
    const rooms = await db.select().from(t.roomTypes);
    expect(rooms.length).toBe(11);
    const coverage = await rowsOf<{ first: string; last: string }>(
      db,
      sql`
      select room_type_id, min(date)::text as first, max(date)::text as last, count(*)::int as nights
      from room_inventory group by room_type_id`,
    );
    expect(coverage).toHaveLength(11);
    for (const row of coverage) {
      expect(row.first <= TEST_SEED_DAY).toBe(true);
      expect(row.last >= addMonths(TEST_SEED_DAY, 37)).toBe(true);
    }
    const plansWithoutRates = await rowsOf(
      db,
      sql`
      select p.code from rate_plans p where not exists (select 1 from nightly_rates r where r.rate_plan_id = p.id)`,
    );
    expect(plansWithoutRates).toEqual([]);
  });
});

describe('demo scenarios', () => {
  const property = async (code: string) =>
    (await db.select().from(t.properties).where(eq(t.properties.code, code)))[0]!;
  const inventoryOn = async (propertyId: number, date: string) =>
    db
      .select({ code: t.roomTypes.code, available: t.roomInventory.availableRooms })
      .from(t.roomInventory)
      .innerJoin(t.roomTypes, eq(t.roomTypes.id, t.roomInventory.roomTypeId))
      .where(and(eq(t.roomInventory.propertyId, propertyId), eq(t.roomInventory.date, date)));

  it('The Grand London: upgrades, a promo-only winter rate unlocked by WINTER10, extras of every charge type', async () => {
    const grand = await property('GRANDLDN');
    const upgrades = await rowsOf(
      db,
      sql`
      select f.code as "from", u.code as "to" from room_type_upgrades x
      join room_types f on f.id = x.from_room_type_id join room_types u on u.id = x.to_room_type_id
      where f.property_id = ${grand.id} order by f.sort_order, x.sort_order`,
    );
    expect(upgrades).toContainEqual({ from: 'CLDBL', to: 'DLXKNG' });
    expect(upgrades).toContainEqual({ from: 'DLXKNG', to: 'JRSTE' });

    const [promo] = await db
      .select({
        discount: t.promoCodes.discountPercentage,
        plan: t.ratePlans.code,
        promoOnly: t.ratePlans.promoOnly,
      })
      .from(t.promoCodes)
      .innerJoin(t.ratePlans, eq(t.ratePlans.id, t.promoCodes.ratePlanId))
      .where(eq(t.promoCodes.code, 'WINTER10'));
    expect(promo).toEqual({ discount: 10, plan: 'WINTER', promoOnly: true });
    const winterNights = await rowsOf<{ closed: boolean }>(
      db,
      sql`
      select r.closed, count(*)::int as n from nightly_rates r join rate_plans p on p.id = r.rate_plan_id
      where p.code = 'WINTER' and p.property_id = ${grand.id} and extract(month from r.date) in (7, 1) group by r.closed, extract(month from r.date) order by 1`,
    );
    expect(winterNights.map((row) => row.closed)).toEqual([false, true]);

    const extras = await db.select().from(t.services).where(eq(t.services.propertyId, grand.id));
    expect(new Set(extras.map((service) => service.chargeType))).toEqual(
      new Set(['PerStay', 'PerDay', 'PerQuantity']),
    );
    expect(extras.some((service) => service.chargePerPerson)).toBe(true);
    expect(
      extras.filter((service) => service.startingInventory === 0).map((service) => service.code),
    ).toEqual(['LATECO']);
    expect(extras.filter((service) => (service.startingInventory ?? 0) > 0).length).toBeGreaterThan(
      1,
    );

    const nonRefundableIsCheaper = await rowsOf(
      db,
      sql`
      select bool_and(n.base_rate < f.base_rate) as cheaper from nightly_rates n
      join rate_plans np on np.id = n.rate_plan_id and np.code = 'NRF'
      join nightly_rates f on f.room_type_id = n.room_type_id and f.date = n.date
      join rate_plans fp on fp.id = f.rate_plan_id and fp.code = 'FLEX'
      where n.property_id = ${grand.id}`,
    );
    expect(nonRefundableIsCheaper[0]).toEqual({ cheaper: true });
  });

  it('Seaside Cape Town: sold-out nights, a single cottage left, longer minimum stays at weekends', async () => {
    const seaside = await property('SEASIDECPT');
    const soldOut = await inventoryOn(seaside.id, addDays(TEST_SEED_DAY, 14));
    expect(soldOut.length).toBe(3);
    expect(soldOut.every((row) => row.available === 0)).toBe(true);

    const singleCottage = await rowsOf<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from room_inventory i join room_types r on r.id = i.room_type_id
      where r.code = 'GRDCOT' and i.available_rooms = 1`,
    );
    expect(singleCottage[0]?.n).toBeGreaterThan(100);

    const friday = [...Array(7).keys()]
      .map((offset) => addDays('2026-03-02', offset))
      .find((date) => dayOfWeek(date) === 5)!;
    const [rate] = await db
      .select({ minStay: t.nightlyRates.minLengthOfStay })
      .from(t.nightlyRates)
      .where(and(eq(t.nightlyRates.propertyId, seaside.id), eq(t.nightlyRates.date, friday)));
    expect(rate?.minStay).toBe(2);
  });

  it('the demo account has a scrypt password, a Visa ending 4242 (no card number) and may choose the payment method', async () => {
    const [account] = await db
      .select()
      .from(t.accounts)
      .where(eq(t.accounts.email, DEMO_ACCOUNT.email));
    expect(account).toMatchObject({ canChoosePaymentMethod: true, emailConfirmed: true });
    expect(account!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword(DEMO_ACCOUNT.password, account!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong password', account!.passwordHash)).toBe(false);
    const cards = await db
      .select()
      .from(t.savedCards)
      .where(eq(t.savedCards.accountId, account!.id));
    expect(cards).toEqual([
      expect.objectContaining({ last4: '4242', token: 'tok_demo_visa_4242' }),
    ]);
    await expect(
      db
        .insert(t.savedCards)
        .values({ ...cards[0]!, id: undefined, token: 'tok_x', last4: '4242424242424242' }),
    ).rejects.toThrow();
  });

  it('refuses negative availability, so bookings can never oversell', async () => {
    const [row] = await db.select().from(t.roomInventory).limit(1);
    await expect(
      db
        .update(t.roomInventory)
        .set({ availableRooms: -1 })
        .where(
          and(eq(t.roomInventory.roomTypeId, row!.roomTypeId), eq(t.roomInventory.date, row!.date)),
        ),
    ).rejects.toThrow();
  });
});
