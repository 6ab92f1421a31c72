import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import {
  cancellationReasons,
  countries,
  creditCardTypes,
  exchangeRates,
} from '../db/schema/index.ts';
import {
  CANCELLATION_REASONS,
  COUNTRIES,
  CREDIT_CARD_TYPES,
  UNITS_PER_USD,
} from './data/reference.ts';
import type { IsoDate } from './dates.ts';
import { insertInBatches } from './insert.ts';

/** Countries, card types, cancellation reasons and exchange rates: what every hotel needs. */
export async function seedReferenceData(tx: Transaction, day: IsoDate): Promise<void> {
  await insertInBatches(
    tx,
    countries,
    COUNTRIES.map(([code, name, dialCode]) => ({ code, name, dialCode })),
  );
  await insertInBatches(
    tx,
    creditCardTypes,
    CREDIT_CARD_TYPES.map(([code, name], index) => ({ code, name, sortOrder: index })),
  );
  await insertInBatches(
    tx,
    cancellationReasons,
    CANCELLATION_REASONS.map(([name, requiresComment], index) => ({
      propertyId: null,
      name,
      requiresComment,
      sortOrder: index,
    })),
  );
  await insertInBatches(
    tx,
    exchangeRates,
    Object.entries(UNITS_PER_USD).map(([currency, unitsPerUsd]) => ({
      currency,
      unitsPerUsd,
      ratesDate: day,
    })),
  );
}

/** Seeds the reference data unless the database holds it already (a live start, an import). */
export async function ensureReferenceData(tx: Transaction, day: IsoDate): Promise<boolean> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(countries);
  if (Number(row?.count ?? 0) > 0) return false;
  await seedReferenceData(tx, day);
  return true;
}
