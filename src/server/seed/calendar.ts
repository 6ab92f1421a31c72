import type { nightlyRates, roomInventory } from '../db/schema/index.ts';
import { addDays, addMonths, daysBetween, eachDay, type IsoDate } from './dates.ts';
import { noise } from './random.ts';
import type { PropertySeed } from './types.ts';

/** Nights before the seed day that get rows too (recent stays, time-zone slack). */
export const DAYS_BEFORE_SEED_DAY = 7;
/** 36 months of availability plus the extra month the calendar shows (spec §9), plus slack for departures. */
export const MONTHS_AFTER_SEED_DAY = 37;

export interface CalendarWindow {
  readonly from: IsoDate;
  /** Exclusive. */
  readonly to: IsoDate;
}

export function calendarWindow(seedDay: IsoDate): CalendarWindow {
  return {
    from: addDays(seedDay, -DAYS_BEFORE_SEED_DAY),
    to: addDays(addMonths(seedDay, MONTHS_AFTER_SEED_DAY), 7),
  };
}

export interface CalendarIds {
  readonly propertyId: number;
  readonly roomTypeIds: ReadonlyMap<string, number>;
  readonly ratePlanIds: ReadonlyMap<string, number>;
}

export type NightlyRateRow = typeof nightlyRates.$inferInsert;
export type InventoryRow = typeof roomInventory.$inferInsert;

/**
 * Every night's rates and inventory for one property: a pure function of the seed, the ids and the
 * seed day, so the same day always yields the same rows.
 */
export function buildCalendar(
  seed: PropertySeed,
  ids: CalendarIds,
  seedDay: IsoDate,
): { rates: NightlyRateRow[]; inventory: InventoryRow[] } {
  const { from, to } = calendarWindow(seedDay);
  const days = eachDay(from, to);
  const { calendar } = seed;
  const rates: NightlyRateRow[] = [];
  const inventory: InventoryRow[] = [];
  for (const roomType of seed.roomTypes) {
    const roomTypeId = idOf(ids.roomTypeIds, roomType.code);
    for (const date of days) {
      const day = daysBetween(seedDay, date);
      const available = calendar.availableRooms(roomType, date, day);
      inventory.push({
        roomTypeId,
        date,
        propertyId: ids.propertyId,
        availableRooms: Math.max(0, Math.min(roomType.inventory, available)),
      });
    }
    for (const plan of seed.ratePlans) {
      if (plan.roomTypes && !plan.roomTypes.includes(roomType.code)) continue;
      const ratePlanId = idOf(ids.ratePlanIds, plan.code);
      const supplement = (amount: number) => calendar.roundPrice(amount * plan.priceFactor);
      for (const date of days) {
        const day = daysBetween(seedDay, date);
        const jitter = 1 + (noise(seed.property.code, roomType.code, date) - 0.5) * 0.06;
        rates.push({
          roomTypeId,
          ratePlanId,
          date,
          propertyId: ids.propertyId,
          baseRate: calendar.roundPrice(
            roomType.baseRate * calendar.priceFactor(date) * plan.priceFactor * jitter,
          ),
          baseNumberOfAdults: roomType.baseAdults,
          costPerRoom: 0,
          costPerAdult: supplement(roomType.extraAdult),
          costPerChild: supplement(roomType.child),
          costPerInfant: supplement(roomType.infant),
          perPersonCostPerAdult: plan.perPerson?.adult ?? 0,
          perPersonCostPerChild: plan.perPerson?.child ?? 0,
          perPersonCostPerInfant: plan.perPerson?.infant ?? 0,
          minLengthOfStay: calendar.minLengthOfStay(date, day),
          closed: plan.isOpen ? !plan.isOpen(date) : false,
        });
      }
    }
  }
  return { rates, inventory };
}

function idOf(map: ReadonlyMap<string, number>, code: string): number {
  const id = map.get(code);
  if (id === undefined) throw new Error(`Seed refers to unknown code ${code}`);
  return id;
}
