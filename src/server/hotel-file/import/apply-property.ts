import { and, eq, inArray, sql } from 'drizzle-orm';
import { FIELD_PRESETS } from '../../../domain/pre-check-in/guest-fields.ts';
import type { Transaction } from '../../db/client.ts';
import {
  countries,
  creditCardTypes,
  exchangeRates,
  locations,
  preCheckInSettings,
  properties,
  propertyCreditCardTypes,
} from '../../db/schema/index.ts';
import type { HotelFile } from '../hotel-file.ts';
import type { ImportReport } from './changes.ts';
import { byName, type ImportContext } from './context.ts';
import { changedFields, diffByKey } from './diff.ts';
import { propertyRowOf } from './property-row.ts';

/** Refusals about reference data the file names: countries and currencies the database must know. */
export async function checkReferenceData(
  tx: Transaction,
  file: HotelFile,
  report: ImportReport,
): Promise<void> {
  const { address, displayCurrencies } = file.property;
  const [country] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, address.country));
  if (!country)
    report.refuse(`property.address.country: ${address.country} is not a country Stayfront knows`);
  const known = new Set(
    (await tx.select({ currency: exchangeRates.currency }).from(exchangeRates)).map(
      (row) => row.currency,
    ),
  );
  displayCurrencies.forEach((currency, index) => {
    if (!known.has(currency))
      report.refuse(
        `property.displayCurrencies[${index}]: ${currency} has no exchange rate in Stayfront`,
      );
  });
}

/** Adds or updates the property row; returns its id. */
export async function applyProperty(
  tx: Transaction,
  file: HotelFile,
  report: ImportReport,
): Promise<number> {
  const [current] = await tx
    .select()
    .from(properties)
    .where(sql`upper(${properties.code}) = ${file.property.code}`);
  // The default restaurant keeps the id it had; applyRestaurants sets it when it changes.
  const row = propertyRowOf(file, current?.bookSettings.RestaurantBookingDefaultRestaurant ?? null);
  if (!current) {
    const [inserted] = await tx.insert(properties).values(row).returning({ id: properties.id });
    report.change(`property ${row.code}: added`);
    return inserted!.id;
  }
  const fields = changedFields(current, row);
  if (fields.length) {
    await tx.update(properties).set(row).where(eq(properties.id, current.id));
    report.change(`property ${row.code}: changed (${fields.join(', ')})`);
  }
  return current.id;
}

export async function applyCards(ctx: ImportContext): Promise<void> {
  const { tx, propertyId } = ctx;
  const cards = await tx
    .select({ id: creditCardTypes.id, code: creditCardTypes.code })
    .from(creditCardTypes);
  const wanted = new Set(
    cards
      .filter((card) => ctx.file.property.policies.acceptedCards.includes(card.code as never))
      .map((card) => card.id),
  );
  const held = new Set(
    (
      await tx
        .select({ id: propertyCreditCardTypes.creditCardTypeId })
        .from(propertyCreditCardTypes)
        .where(eq(propertyCreditCardTypes.propertyId, propertyId))
    ).map((row) => row.id),
  );
  const add = [...wanted].filter((id) => !held.has(id));
  const remove = [...held].filter((id) => !wanted.has(id));
  if (add.length)
    await tx
      .insert(propertyCreditCardTypes)
      .values(add.map((creditCardTypeId) => ({ propertyId, creditCardTypeId })));
  if (remove.length)
    await tx
      .delete(propertyCreditCardTypes)
      .where(
        and(
          eq(propertyCreditCardTypes.propertyId, propertyId),
          inArray(propertyCreditCardTypes.creditCardTypeId, remove),
        ),
      );
  if (add.length || remove.length) ctx.report.change('accepted cards: changed');
}

/** Locations by name; returns name → id. */
export async function applyLocations(ctx: ImportContext): Promise<Map<string, number>> {
  const { tx, propertyId } = ctx;
  const existing = await tx
    .select({ id: locations.id, name: locations.name, sortOrder: locations.sortOrder })
    .from(locations)
    .where(eq(locations.propertyId, propertyId));
  const diff = diffByKey(
    existing,
    ctx.file.locations.map((name, sortOrder) => ({ name, sortOrder })),
    byName,
  );
  ctx.report.diff('location', diff, byName);
  const ids = new Map(diff.same.map(({ id, row }) => [row.name, id]));
  for (const row of diff.added) {
    const [inserted] = await tx
      .insert(locations)
      .values({ propertyId, ...row })
      .returning({ id: locations.id });
    ids.set(row.name, inserted!.id);
  }
  for (const { id, row } of diff.changed) {
    await tx.update(locations).set(row).where(eq(locations.id, id));
    ids.set(row.name, id);
  }
  if (diff.removed.length)
    await tx.delete(locations).where(
      inArray(
        locations.id,
        diff.removed.map((row) => row.id),
      ),
    );
  return ids;
}

export async function applyPreCheckIn(ctx: ImportContext): Promise<void> {
  const setting = ctx.file.preCheckIn;
  const { tx, propertyId } = ctx;
  const [current] = await tx
    .select()
    .from(preCheckInSettings)
    .where(eq(preCheckInSettings.propertyId, propertyId));
  if (!setting) {
    if (current) {
      await tx.delete(preCheckInSettings).where(eq(preCheckInSettings.propertyId, propertyId));
      ctx.report.change('pre-check-in: removed');
    }
    return;
  }
  const row = {
    preset: setting.preset,
    fields: { ...FIELD_PRESETS[setting.preset] } as Record<string, string>,
    opensDaysBeforeArrival: setting.opensDaysBeforeArrival,
    retentionDays: setting.retentionDays,
  };
  if (!current) {
    await tx.insert(preCheckInSettings).values({ propertyId, ...row });
    ctx.report.change('pre-check-in: added');
  } else if (changedFields(current, row).length) {
    await tx
      .update(preCheckInSettings)
      .set(row)
      .where(eq(preCheckInSettings.propertyId, propertyId));
    ctx.report.change(`pre-check-in: changed (${changedFields(current, row).join(', ')})`);
  }
}
