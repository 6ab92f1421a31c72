import { and, gte, inArray, lt } from 'drizzle-orm';
import { ratePrice } from '../../../domain/booking/pricing.ts';
import type { Executor } from '../../db/client.ts';
import { nightlyRates } from '../../db/schema/index.ts';

/** A room's stay as its nightly rates are looked up: type, plan, dates and guests. */
export interface StayItem {
  readonly roomTypeId: number;
  readonly ratePlanId: number;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

/**
 * Each night's own price for a room's guests, from the nightly rates as they are now (0 when the
 * night has none): the proportions a stay's price is shared over its nights in. One query for
 * every room.
 */
export async function loadNightPrices(
  db: Executor,
  items: readonly StayItem[],
): Promise<(item: StayItem, night: string) => number> {
  if (!items.length) return () => 0;
  const from = items.reduce((min, item) => (item.dateFrom < min ? item.dateFrom : min), '9999');
  const to = items.reduce((max, item) => (item.dateTo > max ? item.dateTo : max), '0000');
  const rows = await db
    .select()
    .from(nightlyRates)
    .where(
      and(
        inArray(nightlyRates.roomTypeId, [...new Set(items.map((item) => item.roomTypeId))]),
        inArray(nightlyRates.ratePlanId, [...new Set(items.map((item) => item.ratePlanId))]),
        gte(nightlyRates.date, from),
        lt(nightlyRates.date, to),
      ),
    );
  const byKey = new Map(
    rows.map((row) => [`${row.roomTypeId}|${row.ratePlanId}|${row.date}`, row]),
  );
  return (item, night) => {
    const row = byKey.get(`${item.roomTypeId}|${item.ratePlanId}|${night}`);
    if (!row) return 0;
    return ratePrice(
      {
        BaseRate: row.baseRate,
        BaseNumberOfAdults: row.baseNumberOfAdults,
        CostPerRoom: row.costPerRoom,
        CostPerAdult: row.costPerAdult,
        CostPerChild: row.costPerChild,
        CostPerInfant: row.costPerInfant,
        PerPersonCostPerAdult: row.perPersonCostPerAdult,
        PerPersonCostPerChild: row.perPersonCostPerChild,
        PerPersonCostPerInfant: row.perPersonCostPerInfant,
      },
      item,
    );
  };
}
