import { addDays, daysBetween } from '../shared/clock.ts';
import { availabilityCacheRange, type DayAvailability } from './availability.ts';
import type { IsoDate } from '../shared/types.ts';

/** Spec §9: at most this many alternative stays are offered. */
export const MAX_ALTERNATIVE_STAYS = 10;

/** A stay offered instead of the requested one (spec §3 "Alternative stay"); `totalCost` unrounded. */
export interface AlternativeStay {
  fromDate: IsoDate;
  toDate: IsoDate;
  numberOfNights: number;
  /** Nightly minimum rates of the cheapest rate plan open on every night, × rooms. */
  totalCost: number;
}

export interface AlternativeStayRequest {
  /** Nights the guest wants. */
  nights: number;
  /** Rooms the guest wants. */
  rooms: number;
  /** The requested stay, which is left out of the alternatives. */
  fromDate: IsoDate;
  toDate: IsoDate;
}

/**
 * The calendar dates to look for alternatives in: from two weeks before the requested arrival (not
 * before the hotel's today) to a month after the requested departure (not past the availability
 * cache's end).
 */
export function alternativeStaysRange(
  stay: { arrive: IsoDate; depart: IsoDate },
  today: IsoDate,
): { fromDate: IsoDate; toDate: IsoDate } {
  const earliest = addDays(stay.arrive, -14);
  const latest = addDays(stay.depart, 30);
  const end = availabilityCacheRange(today).toDate;
  return { fromDate: earliest > today ? earliest : today, toDate: latest < end ? latest : end };
}

// Rates without a plan id are grouped as one anonymous plan.
const planKey = (ratePlanId: number | null | undefined): string =>
  ratePlanId == null ? '*' : String(ratePlanId);

/** Cheapest nightly rate per plan on a night, for plans whose minimum stay `nights` meets. */
function openPlans(row: DayAvailability, nights: number, onArrival: boolean): Map<string, number> {
  const plans = new Map<string, number>();
  for (const rate of row.Rates ?? []) {
    // The minimum length of stay is the rule of the arrival night.
    if (onArrival && (rate.MinLengthOfStay ?? 1) > nights) continue;
    const key = planKey(rate.RatePlanId);
    plans.set(key, Math.min(plans.get(key) ?? Number.POSITIVE_INFINITY, rate.MinimumRate));
  }
  return plans;
}

/** The cheapest cost of a stay starting at `from`, or undefined when it cannot be booked. */
function stayCost(
  byDate: ReadonlyMap<IsoDate, DayAvailability>,
  from: IsoDate,
  request: AlternativeStayRequest,
): number | undefined {
  let totals: Map<string, number> | undefined;
  for (let night = 0; night < request.nights; night += 1) {
    const row = byDate.get(addDays(from, night));
    if (!row || row.AvailableRooms < request.rooms) return undefined;
    const plans = openPlans(row, request.nights, night === 0);
    const next = new Map<string, number>();
    for (const [key, price] of plans) {
      const sofar = totals ? totals.get(key) : 0;
      if (sofar !== undefined) next.set(key, sofar + price);
    }
    if (next.size === 0) return undefined;
    totals = next;
  }
  return totals ? Math.min(...totals.values()) * request.rooms : undefined;
}

/**
 * Spec §5/§9 alternative stays: stays of the wanted number of nights on consecutive calendar
 * nights, each with enough rooms, where one rate plan is open every night and its minimum length
 * of stay on the arrival night is met. Sorted by how close the arrival is to the requested one
 * (earlier first on a tie), at most 10, the requested stay itself left out.
 */
export function alternativeStays(
  rows: readonly DayAvailability[],
  request: AlternativeStayRequest,
  limit = MAX_ALTERNATIVE_STAYS,
): AlternativeStay[] {
  if (request.nights < 1 || request.rooms < 1) return [];
  const byDate = new Map(rows.map((row) => [row.DateOfStay, row]));
  const stays: AlternativeStay[] = [];
  for (const fromDate of byDate.keys()) {
    const toDate = addDays(fromDate, request.nights);
    if (fromDate === request.fromDate && toDate === request.toDate) continue;
    const totalCost = stayCost(byDate, fromDate, request);
    if (totalCost !== undefined)
      stays.push({ fromDate, toDate, numberOfNights: request.nights, totalCost });
  }
  const distance = (stay: AlternativeStay): number =>
    Math.abs(daysBetween(request.fromDate, stay.fromDate));
  return stays
    .sort((a, b) => distance(a) - distance(b) || (a.fromDate < b.fromDate ? -1 : 1))
    .slice(0, limit);
}
