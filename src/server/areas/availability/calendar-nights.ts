import { and, eq, gt, gte, lte, notInArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { Executor } from '../../db/client.ts';
import { nightlyRates, roomInventory } from '../../db/schema/index.ts';
import type { StayPrices } from './stay-rows.ts';

/** A night's open row of one room type on one rate plan, with a room of that type left. */
export interface SellableNight extends StayPrices {
  readonly date: IsoDate;
  readonly roomTypeId: number;
  readonly ratePlanId: number;
  readonly minLengthOfStay: number;
  /** The base adults, beside the price components `ratePrice` reads. */
  readonly BaseNumberOfAdults: number;
}

/** Rooms left per night over [from, to], summed over room types. */
export async function loadRoomsPerNight(
  db: Executor,
  propertyId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<IsoDate, number>> {
  const rows = await db
    .select({
      date: roomInventory.date,
      rooms: sql<number>`sum(${roomInventory.availableRooms})`.mapWith(Number),
    })
    .from(roomInventory)
    .where(
      and(
        eq(roomInventory.propertyId, propertyId),
        gte(roomInventory.date, from),
        lte(roomInventory.date, to),
      ),
    )
    .groupBy(roomInventory.date);
  return new Map(rows.map((row) => [row.date, row.rooms]));
}

// The tuple `toSellableNight` decodes, in this order.
/** A nightly rate's price columns, in `StayPrices` order. */
export const PRICE_COLUMNS = [
  nightlyRates.baseRate,
  nightlyRates.costPerRoom,
  nightlyRates.costPerAdult,
  nightlyRates.costPerChild,
  nightlyRates.costPerInfant,
  nightlyRates.perPersonCostPerAdult,
  nightlyRates.perPersonCostPerChild,
  nightlyRates.perPersonCostPerInfant,
];

const NIGHT_COLUMNS = [
  nightlyRates.date,
  nightlyRates.roomTypeId,
  nightlyRates.ratePlanId,
  nightlyRates.minLengthOfStay,
  nightlyRates.baseNumberOfAdults,
  ...PRICE_COLUMNS,
];

/**
 * The open rows of room types with a room left, as one JSON array of tuples: a 36-month window is
 * some 20,000 rows, and one JSON value decodes several times faster than as many result rows.
 */
export async function loadSellableNights(
  db: Executor,
  propertyId: number,
  from: IsoDate,
  to: IsoDate,
  excludedPlans: readonly number[],
): Promise<SellableNight[]> {
  const columns = sql.join(NIGHT_COLUMNS, sql`, `);
  const [row] = await db
    .select({ nights: sql<unknown>`json_agg(json_build_array(${columns}))` })
    .from(nightlyRates)
    .innerJoin(
      roomInventory,
      and(
        eq(roomInventory.roomTypeId, nightlyRates.roomTypeId),
        eq(roomInventory.date, nightlyRates.date),
      ),
    )
    .where(
      and(
        eq(nightlyRates.propertyId, propertyId),
        gte(nightlyRates.date, from),
        lte(nightlyRates.date, to),
        eq(nightlyRates.closed, false),
        gt(roomInventory.availableRooms, 0),
        excludedPlans.length ? notInArray(nightlyRates.ratePlanId, [...excludedPlans]) : undefined,
      ),
    );
  const tuples =
    typeof row?.nights === 'string' ? (JSON.parse(row.nights) as unknown) : row?.nights;
  return Array.isArray(tuples) ? tuples.map(toSellableNight) : [];
}

/** Decodes one `[date, ...NIGHT_COLUMNS]` tuple. */
function toSellableNight(tuple: unknown): SellableNight {
  if (
    !Array.isArray(tuple) ||
    tuple.length !== NIGHT_COLUMNS.length ||
    typeof tuple[0] !== 'string'
  )
    throw new Error('Unexpected nightly rate tuple from the database.');
  const n = (index: number): number => Number(tuple[index]);
  return {
    date: tuple[0],
    roomTypeId: n(1),
    ratePlanId: n(2),
    minLengthOfStay: n(3),
    BaseNumberOfAdults: n(4),
    BaseRate: n(5),
    CostPerRoom: n(6),
    CostPerAdult: n(7),
    CostPerChild: n(8),
    CostPerInfant: n(9),
    PerPersonCostPerAdult: n(10),
    PerPersonCostPerChild: n(11),
    PerPersonCostPerInfant: n(12),
  };
}
