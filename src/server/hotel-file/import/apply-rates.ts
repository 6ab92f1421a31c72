import { eq, sql } from 'drizzle-orm';
import { hotelClock } from '../../../domain/shared/clock.ts';
import type { Database } from '../../db/client.ts';
import { properties, ratePlans, roomTypes } from '../../db/schema/index.ts';
import { nightsOf, type NightRate } from '../nights.ts';
import type { RateLine } from '../rates-csv.ts';
import { changedFields } from './diff.ts';
import { stayRulesOf } from './stay-rules.ts';
import { ImportReport, Rollback } from './changes.ts';
import { IMPORT_LOCK_ID, type ImportOptions, type ImportResult } from './import.ts';
import {
  bookedRooms,
  inventoryRowKey,
  loadInventory,
  loadRates,
  rateRowKey,
  writeInventory,
  writeRates,
} from './night-rows.ts';

/**
 * Applies a rates spreadsheet to one hotel in one transaction: base rates, rooms to sell and
 * stay rules (minimum and maximum stay, closed to arrival or departure) from today on. A night must already have a price (from the hotel file) for the
 * spreadsheet to change it; its other price parts stay. The nightly triggers tell running servers.
 */
export async function applyRates(
  db: Database,
  propertyCode: string,
  lines: readonly RateLine[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const report = new ImportReport();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
      const [property] = await tx
        .select()
        .from(properties)
        .where(sql`upper(${properties.code}) = ${propertyCode.toUpperCase()}`);
      if (!property) {
        report.refuse(`no hotel ${propertyCode}`);
        throw new Rollback(report);
      }
      const today = hotelClock((options.now ?? (() => new Date()))(), property.timeZone).today;
      const rooms = await tx.select().from(roomTypes).where(eq(roomTypes.propertyId, property.id));
      const plans = await tx.select().from(ratePlans).where(eq(ratePlans.propertyId, property.id));
      const roomIds = new Map(rooms.map((row) => [row.code, row.id]));
      const planIds = new Map(plans.map((row) => [row.code, row.id]));
      // Only the nights the lines name are read: a year of updates need not load three.
      const last = lines.reduce((max, line) => (line.to > max ? line.to : max), today);
      const held = await loadRates(tx, property.id, today, last);
      const booked = await bookedRooms(tx, property.id, today);
      const heldRooms = await loadInventory(tx, property.id, today, last);
      const rates = new Map<string, NightRate>();
      const left = new Map<string, number>();
      const unpriced = new Set<number>();
      for (const line of lines) {
        const roomTypeId = roomIds.get(line.roomType);
        const ratePlanId = line.ratePlan === undefined ? undefined : planIds.get(line.ratePlan);
        if (roomTypeId === undefined)
          report.refuse(`line ${line.line}: no room type ${line.roomType}`);
        if (line.ratePlan !== undefined && ratePlanId === undefined)
          report.refuse(`line ${line.line}: no rate plan ${line.ratePlan}`);
        if (line.currency !== undefined && line.currency !== property.currency)
          report.refuse(
            `line ${line.line}: prices in ${line.currency}, the hotel's currency is ${property.currency}`,
          );
        if (line.to < today)
          report.refuse(`line ${line.line}: ${line.to} is in the past (today is ${today})`);
        if (roomTypeId === undefined || (line.ratePlan !== undefined && ratePlanId === undefined))
          continue;
        const planList = ratePlanId === undefined ? plans.map((plan) => plan.id) : [ratePlanId];
        for (const night of nightsOf(line, today)) {
          if (line.rooms !== undefined) {
            const key = inventoryRowKey(roomTypeId, night);
            const value = Math.max(0, line.rooms - (booked.get(key) ?? 0));
            if (heldRooms.get(key) !== value) left.set(key, value);
          }
          const rules = stayRulesOf(line);
          const extra = line.extraGuestPrices;
          const priced =
            line.price !== undefined || line.priceByGuests !== undefined || extra !== undefined;
          if (!priced && !Object.keys(rules).length) continue;
          for (const planId of planList) {
            const key = rateRowKey(roomTypeId, planId, night);
            const current = rates.get(key) ?? held.get(key);
            if (!current) {
              if (priced)
                report.refuse(
                  `line ${line.line}: ${line.roomType} ${line.ratePlan} has no price on ${night}; give it one in the hotel file first`,
                );
              continue;
            }
            const price =
              line.price ??
              line.priceByGuests?.get(current.baseNumberOfAdults) ??
              line.priceByGuests?.get(0);
            if (line.priceByGuests && price === undefined) {
              // Once per line: a year of nights would otherwise repeat it 365 times.
              if (!unpriced.has(line.line))
                report.refuse(
                  `line ${line.line}: no price for the ${current.baseNumberOfAdults} guests the base rate of ${line.roomType} ${line.ratePlan} covers on ${night}`,
                );
              unpriced.add(line.line);
              continue;
            }
            const next = {
              ...current,
              ...(price === undefined ? {} : { baseRate: Math.round(price * 100) / 100 }),
              ...(extra?.adult === undefined ? {} : { costPerAdult: extra.adult }),
              ...(extra?.child === undefined ? {} : { costPerChild: extra.child }),
              ...(extra?.infant === undefined ? {} : { costPerInfant: extra.infant }),
              ...rules,
            };
            if (changedFields(current, next).length) rates.set(key, next);
          }
        }
      }
      if (report.refusals.length) throw new Rollback(report);
      await writeRates(tx, property.id, rates);
      await writeInventory(tx, property.id, left);
      if (rates.size) report.change(`nightly prices: ${rates.size} nights changed`);
      if (left.size) report.change(`rooms to sell: ${left.size} nights changed`);
      if (options.dryRun) throw new Rollback(report);
    });
  } catch (error) {
    if (error instanceof Rollback) return { report, applied: false };
    throw error;
  }
  return { report, applied: true };
}
