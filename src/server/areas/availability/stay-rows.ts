import { and, eq, gte, lt, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { StayRestrictions } from '../../../domain/search/stay-restrictions.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { Executor } from '../../db/client.ts';
import { nightlyRates, roomInventory } from '../../db/schema/index.ts';

/** A room type's inventory over the nights of a stay. */
export interface StayInventory {
  /** Nights that have an inventory row. */
  readonly nights: number;
  /** The fewest rooms left on any of those nights. */
  readonly minAvailable: number;
}

/** The price components of a rate, named as the contract's Rate fields. */
export interface StayPrices {
  readonly BaseRate: number;
  readonly CostPerRoom: number;
  readonly CostPerAdult: number;
  readonly CostPerChild: number;
  readonly CostPerInfant: number;
  readonly PerPersonCostPerAdult: number;
  readonly PerPersonCostPerChild: number;
  readonly PerPersonCostPerInfant: number;
}

/** One room type × rate plan over the nights of a stay. */
export interface StayRateTotals {
  readonly roomTypeId: number;
  readonly ratePlanId: number;
  /** Nights with an open (not closed) row. */
  readonly openNights: number;
  /** The arrival night's minimum length of stay; null without an arrival-night row. */
  readonly arrivalMinLengthOfStay: number | null;
  /** The arrival night's maximum length of stay; null without one. */
  readonly arrivalMaxLengthOfStay: number | null;
  /** Whether the arrival night is closed to arrival. */
  readonly arrivalClosedToArrival: boolean;
  /** Whether the departure day (the row dated the stay's last day + 1) is closed to departure. */
  readonly departureClosedToDeparture: boolean;
  /** Constant per room type in practice; the largest over the nights if it ever varies. */
  readonly baseNumberOfAdults: number;
  /** Stay totals: each component summed over the nights (exact numeric sums in SQL). */
  readonly prices: StayPrices;
}

/** The restrictions a stay's rows put on it, for the domain rule. */
export const restrictionsOf = (totals: StayRateTotals): StayRestrictions => ({
  minLengthOfStay: totals.arrivalMinLengthOfStay,
  maxLengthOfStay: totals.arrivalMaxLengthOfStay,
  closedToArrival: totals.arrivalClosedToArrival,
  closedToDeparture: totals.departureClosedToDeparture,
});

/** Per room type: nights with inventory and the fewest rooms left, over [from, to). One indexed query. */
export async function loadStayInventory(
  db: Executor,
  propertyId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, StayInventory>> {
  const rows = await db
    .select({
      roomTypeId: roomInventory.roomTypeId,
      nights: sql<number>`count(*)`.mapWith(Number),
      minAvailable: sql<number>`min(${roomInventory.availableRooms})`.mapWith(Number),
    })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.propertyId, propertyId),
        gte(roomInventory.date, from),
        lt(roomInventory.date, to),
      ),
    )
    .groupBy(roomInventory.roomTypeId);
  return new Map(rows.map(({ roomTypeId, ...rest }) => [roomTypeId, rest]));
}

/**
 * Per room type × rate plan: stay totals of the nightly rows over [from, to), and the departure
 * day's row (dated `to`) for closed to departure. One indexed query.
 */
export function loadStayRateTotals(
  db: Executor,
  propertyId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<StayRateTotals[]> {
  const stay = sql`${nightlyRates.date} < ${to}`;
  const arrival = sql`${nightlyRates.date} = ${from}`;
  const total = (column: AnyColumn) =>
    sql<number>`sum(${column}) filter (where ${stay})`.mapWith(Number);
  return db
    .select({
      roomTypeId: nightlyRates.roomTypeId,
      ratePlanId: nightlyRates.ratePlanId,
      openNights:
        sql<number>`count(*) filter (where ${stay} and not ${nightlyRates.closed})`.mapWith(Number),
      arrivalMinLengthOfStay: sql<
        number | null
      >`max(${nightlyRates.minLengthOfStay}) filter (where ${arrival})`.mapWith(Number),
      arrivalMaxLengthOfStay: sql<
        number | null
      >`max(${nightlyRates.maxLengthOfStay}) filter (where ${arrival})`.mapWith(Number),
      arrivalClosedToArrival: sql<boolean>`coalesce(bool_or(${nightlyRates.closedToArrival}) filter (where ${arrival}), false)`,
      departureClosedToDeparture: sql<boolean>`coalesce(bool_or(${nightlyRates.closedToDeparture}) filter (where ${nightlyRates.date} = ${to}), false)`,
      baseNumberOfAdults:
        sql<number>`max(${nightlyRates.baseNumberOfAdults}) filter (where ${stay})`.mapWith(Number),
      prices: {
        BaseRate: total(nightlyRates.baseRate),
        CostPerRoom: total(nightlyRates.costPerRoom),
        CostPerAdult: total(nightlyRates.costPerAdult),
        CostPerChild: total(nightlyRates.costPerChild),
        CostPerInfant: total(nightlyRates.costPerInfant),
        PerPersonCostPerAdult: total(nightlyRates.perPersonCostPerAdult),
        PerPersonCostPerChild: total(nightlyRates.perPersonCostPerChild),
        PerPersonCostPerInfant: total(nightlyRates.perPersonCostPerInfant),
      },
    })
    .from(nightlyRates)
    .where(
      and(
        eq(nightlyRates.propertyId, propertyId),
        gte(nightlyRates.date, from),
        lte(nightlyRates.date, to),
      ),
    )
    .groupBy(nightlyRates.roomTypeId, nightlyRates.ratePlanId)
    .having(sql`count(*) filter (where ${stay}) > 0`);
}
