import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from '../auth/password.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import {
  accounts,
  appSettings,
  companies,
  creditCardTypes,
  propertyGroupAreas,
  propertyGroupMembers,
  propertyGroups,
  savedCards,
} from '../db/schema/index.ts';
import { toIsoDate, type IsoDate } from './dates.ts';
import { coastalGroup } from './data/coastal.ts';
import { seedChannelManagers } from './channel-managers.ts';
import { seedDemoReservations } from './demo-reservations.ts';
import { seedPaymentRequests } from './pay-by-link.ts';
import { seedPreCheckInSettings } from './pre-check-in.ts';
import { grandLondon } from './data/grand-london.ts';
import { lagosBay } from './data/lagos-bay.ts';
import { seasideCapeTown } from './data/seaside-cape-town.ts';
import { importedHotels } from '../hotel-file/import/marker.ts';
import { seedReferenceData } from './reference-data.ts';
import { seedProperty } from './property.ts';
import type { PropertySeed } from './types.ts';

export const DEMO_PROPERTIES: readonly PropertySeed[] = [grandLondon, seasideCapeTown, lagosBay];
export const DEMO_ACCOUNT = {
  email: 'guest@example.com',
  password: 'Stayfront-Demo-2026!',
} as const;

/** app_settings key holding the day the demo data was built around; its presence means "seeded". */
export const SEED_DAY_KEY = 'seed.day';
// Arbitrary constant for pg_advisory_xact_lock: two servers starting on one PostgreSQL seed once.
const SEED_LOCK_ID = 727_001;

export interface SeedOptions {
  /** Clock for "today"; dates in the demo data are relative to it (UTC day). */
  readonly now?: () => Date;
  /** scrypt cost for the demo password; tests pass a cheap one. */
  readonly passwordCost?: ScryptCost;
}

export interface SeedResult {
  /** False when the database already held the demo data or a real hotel (nothing was written). */
  readonly seeded: boolean;
  /** Why nothing was seeded although the demo data is not there: the hotels imported from files. */
  readonly realHotels?: readonly string[];
  readonly seedDay: IsoDate;
  readonly milliseconds: number;
}

/** The day the demo data was seeded around, or null when the database is not seeded. */
export async function seededDay(db: Executor): Promise<IsoDate | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SEED_DAY_KEY));
  return row?.value ?? null;
}

/**
 * Writes the demo data of ARCHITECTURE.md in one transaction. Idempotent: does nothing when the
 * database is already seeded. Deterministic: the same seed day gives the same rows and ids on a fresh database.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const seedDay = toIsoDate((options.now ?? (() => new Date()))());
  if ((await seededDay(db)) !== null)
    return { seeded: false, seedDay, milliseconds: performance.now() - started };
  // A database holding a hotel imported from its file is a real hotel's: demo guests, bookings
  // and the published demo password never go into it.
  const realHotels = await importedHotels(db);
  if (realHotels.length)
    return { seeded: false, realHotels, seedDay, milliseconds: performance.now() - started };
  // Slow on purpose (KDF); computed before the transaction so the connection is not held meanwhile.
  const passwordHash = await hashPassword(
    DEMO_ACCOUNT.password,
    options.passwordCost ?? DEFAULT_SCRYPT_COST,
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await seededDay(tx)) !== null || (await importedHotels(tx)).length) return false;
    await seedReferenceData(tx, seedDay);
    const propertyIds = new Map<string, number>();
    for (const property of DEMO_PROPERTIES)
      propertyIds.set(property.property.code, await seedProperty(tx, property, seedDay));
    await seedGroup(tx, propertyIds);
    await seedDemoAccount(tx, passwordHash, seedDay);
    await seedDemoReservations(tx, seedDay);
    await seedPreCheckInSettings(tx);
    await seedPaymentRequests(tx, seedDay);
    await seedChannelManagers(tx, [...propertyIds.keys()]);
    await tx.insert(appSettings).values({ key: SEED_DAY_KEY, value: seedDay });
    return true;
  });
  return { seeded, seedDay, milliseconds: performance.now() - started };
}

async function seedGroup(tx: Transaction, propertyIds: ReadonlyMap<string, number>): Promise<void> {
  const { areas, ...group } = coastalGroup;
  const [row] = await tx.insert(propertyGroups).values(group).returning({ id: propertyGroups.id });
  const groupId = row!.id;
  let sortOrder = 0;
  for (const [index, [name, codes]] of areas.entries()) {
    const [area] = await tx
      .insert(propertyGroupAreas)
      .values({ groupId, name, sortOrder: index })
      .returning({ id: propertyGroupAreas.id });
    for (const code of codes) {
      const propertyId = propertyIds.get(code);
      if (propertyId === undefined) throw new Error(`Group member ${code} was not seeded`);
      await tx
        .insert(propertyGroupMembers)
        .values({ groupId, propertyId, areaId: area!.id, sortOrder: sortOrder++ });
    }
  }
}

async function seedDemoAccount(
  tx: Transaction,
  passwordHash: string,
  seedDay: IsoDate,
): Promise<void> {
  const [acme] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Consulting Ltd'));
  const [account] = await tx
    .insert(accounts)
    .values({
      email: DEMO_ACCOUNT.email,
      passwordHash,
      firstName: 'Alex',
      lastName: 'Morgan',
      telephone: '+447700900123',
      receiveBrandOffers: true,
      canChoosePaymentMethod: true,
      companyId: acme?.id ?? null,
      emailConfirmed: true,
    })
    .returning({ id: accounts.id });
  const [visa] = await tx
    .select({ id: creditCardTypes.id })
    .from(creditCardTypes)
    .where(eq(creditCardTypes.code, 'visa'));
  await tx.insert(savedCards).values({
    accountId: account!.id,
    token: 'tok_demo_visa_4242',
    creditCardTypeId: visa!.id,
    last4: '4242',
    expiryMonth: 12,
    expiryYear: Number(seedDay.slice(0, 4)) + 3,
    nameOnCard: 'Alex Morgan',
  });
}
