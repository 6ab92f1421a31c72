import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/shared/clock.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { Executor } from '../../db/client.ts';
import { nightlyRates, roomInventory } from '../../db/schema/index.ts';
import { PRICE_COLUMNS, type SellableNight } from './calendar-nights.ts';
import type { StayInventory, StayPrices, StayRateTotals } from './stay-rows.ts';

/**
 * Nightly inventory and rates held in memory, one calendar month per chunk, so a stay search does
 * not touch the database. Every write to `room_inventory` or `nightly_rates` — bookings,
 * amendments, cancellations, seeding, by this process or another on the same PostgreSQL — fires
 * a trigger that notifies `stayfront_nights` with the months it changed, and `invalidate` drops
 * those months (migrations 0012 and 0018); a month is also read again once it is `NIGHTS_MAX_AGE_MS`
 * old. The booking transaction stays the authority: a stale read can show a room that has just
 * gone, never sell it.
 */
export interface NightStore {
  stayInventory(
    db: Executor,
    propertyId: number,
    from: IsoDate,
    to: IsoDate,
  ): Promise<Map<number, StayInventory>>;
  stayRateTotals(
    db: Executor,
    propertyId: number,
    from: IsoDate,
    to: IsoDate,
  ): Promise<StayRateTotals[]>;
  /** Rooms left per night (summed over room types) over [from, to], as `loadRoomsPerNight` reads them. */
  roomsPerNight(
    db: Executor,
    propertyId: number,
    from: IsoDate,
    to: IsoDate,
  ): Promise<Map<IsoDate, number>>;
  /** Open nights of room types with a room left over [from, to], as `loadSellableNights` reads them. */
  sellableNights(
    db: Executor,
    propertyId: number,
    from: IsoDate,
    to: IsoDate,
    excludedPlans: readonly number[],
  ): Promise<SellableNight[]>;
  /** Forgets the changed nights (all when none are named). */
  invalidate(changes?: readonly NightsChange[]): void;
}

/** Nights that changed: one month of a property's (`YYYY-MM`), or all of them when no month is named. */
export interface NightsChange {
  readonly propertyId: number;
  readonly month?: string;
}

/**
 * The notification channel of the triggers (migrations 0012 and 0018); the payload is
 * comma-separated `propertyId:YYYY-MM` pairs, or property ids alone for a change too wide to list.
 */
export const NIGHTS_CHANNEL = 'stayfront_nights';

/**
 * One room type × rate plan on one night. Prices in hundredths (money columns have two decimals),
 * in `StayPrices` order, so sums are exact as SQL's numeric sums are.
 */
interface RateNight {
  readonly closed: boolean;
  readonly minLengthOfStay: number;
  readonly maxLengthOfStay: number | null;
  readonly closedToArrival: boolean;
  readonly closedToDeparture: boolean;
  readonly baseNumberOfAdults: number;
  readonly cents: readonly number[];
}

interface Month {
  /** room type → date → rooms left */
  readonly inventory: Map<number, Map<IsoDate, number>>;
  /** `roomTypeId:ratePlanId` → date → night */
  readonly rates: Map<string, Map<IsoDate, RateNight>>;
  /**
   * Its open nights with a room left, on every plan: made when a calendar first reads the month,
   * kept while the month is (a write replaces the month). A 36-month calendar made them anew on
   * every call, ~20,000 objects: a third of its time and most of its garbage.
   */
  sellable?: readonly SellableNight[];
  /** Rooms left per night over its room types, made and kept the same way. */
  roomsPerNight?: ReadonlyMap<IsoDate, number>;
}

const monthOf = (date: IsoDate): string => date.slice(0, 7);
const firstOfMonth = (month: string): IsoDate => `${month}-01`;
const nextMonth = (month: string): string => monthOf(addDays(`${month}-28`, 4));

/** The months a range [from, to) touches. */
function monthsOf(from: IsoDate, to: IsoDate): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); firstOfMonth(month) < to; month = nextMonth(month))
    months.push(month);
  return months;
}

/**
 * A month's nightly rates as one JSON array of tuples: some 700 rows, and one JSON value decodes
 * several times faster than as many result rows (a cold 36-month calendar spent most of its time
 * decoding rows). Prices in `StayPrices` order.
 */
const RATE_COLUMNS = [
  nightlyRates.roomTypeId,
  nightlyRates.ratePlanId,
  nightlyRates.date,
  nightlyRates.closed,
  nightlyRates.minLengthOfStay,
  nightlyRates.maxLengthOfStay,
  nightlyRates.closedToArrival,
  nightlyRates.closedToDeparture,
  nightlyRates.baseNumberOfAdults,
  ...PRICE_COLUMNS,
];
type RateTuple = [
  number,
  number,
  IsoDate,
  boolean,
  number,
  number | null,
  boolean,
  boolean,
  number,
  ...(number | string)[],
];

async function loadMonth(db: Executor, propertyId: number, month: string): Promise<Month> {
  const from = firstOfMonth(month);
  const to = firstOfMonth(nextMonth(month));
  const [inventoryRows, rateRows] = await Promise.all([
    db
      .select({
        roomTypeId: roomInventory.roomTypeId,
        date: roomInventory.date,
        available: roomInventory.availableRooms,
      })
      .from(roomInventory)
      .where(
        and(
          eq(roomInventory.propertyId, propertyId),
          gte(roomInventory.date, from),
          lt(roomInventory.date, to),
        ),
      ),
    db
      .select({
        nights: sql<unknown>`json_agg(json_build_array(${sql.join(RATE_COLUMNS, sql`, `)}))`,
      })
      .from(nightlyRates)
      .where(
        and(
          eq(nightlyRates.propertyId, propertyId),
          gte(nightlyRates.date, from),
          lt(nightlyRates.date, to),
        ),
      ),
  ]);
  const inventory = new Map<number, Map<IsoDate, number>>();
  for (const row of inventoryRows) {
    let nights = inventory.get(row.roomTypeId);
    if (!nights) inventory.set(row.roomTypeId, (nights = new Map<IsoDate, number>()));
    nights.set(row.date, row.available);
  }
  const rates = new Map<string, Map<IsoDate, RateNight>>();
  const json = rateRows[0]?.nights;
  const tuples: unknown = (typeof json === 'string' ? JSON.parse(json) : json) ?? [];
  if (!Array.isArray(tuples)) throw new Error('Unexpected nightly rates from the database.');
  for (const tuple of tuples as RateTuple[]) {
    const [
      roomTypeId,
      ratePlanId,
      date,
      closed,
      minLengthOfStay,
      maxLengthOfStay,
      closedToArrival,
      closedToDeparture,
      baseNumberOfAdults,
      ...prices
    ] = tuple;
    const key = `${roomTypeId}:${ratePlanId}`;
    let nights = rates.get(key);
    if (!nights) rates.set(key, (nights = new Map<IsoDate, RateNight>()));
    nights.set(date, {
      closed,
      minLengthOfStay,
      maxLengthOfStay,
      closedToArrival,
      closedToDeparture,
      baseNumberOfAdults,
      cents: prices.map((price) => Math.round(Number(price) * 100)),
    });
  }
  return { inventory, rates };
}

function roomsPerNightOf(month: Month): ReadonlyMap<IsoDate, number> {
  if (month.roomsPerNight) return month.roomsPerNight;
  const rooms = new Map<IsoDate, number>();
  for (const nights of month.inventory.values())
    for (const [date, available] of nights) rooms.set(date, (rooms.get(date) ?? 0) + available);
  return (month.roomsPerNight = rooms);
}

function sellableOf(month: Month): readonly SellableNight[] {
  if (month.sellable) return month.sellable;
  const sellable: SellableNight[] = [];
  for (const [key, nights] of month.rates) {
    const [roomTypeId, ratePlanId] = key.split(':').map(Number) as [number, number];
    const inventory = month.inventory.get(roomTypeId);
    for (const [date, night] of nights) {
      if (night.closed || !((inventory?.get(date) ?? 0) > 0)) continue;
      const price = (index: number) => night.cents[index]! / 100;
      sellable.push({
        date,
        roomTypeId,
        ratePlanId,
        minLengthOfStay: night.minLengthOfStay,
        BaseNumberOfAdults: night.baseNumberOfAdults,
        BaseRate: price(0),
        CostPerRoom: price(1),
        CostPerAdult: price(2),
        CostPerChild: price(3),
        CostPerInfant: price(4),
        PerPersonCostPerAdult: price(5),
        PerPersonCostPerChild: price(6),
        PerPersonCostPerInfant: price(7),
      });
    }
  }
  return (month.sellable = sellable);
}

/**
 * The longest a month is held without being read again: notifications drop changed months at once,
 * this bounds what a notification missed for any reason (a connection being re-established) costs.
 */
export const NIGHTS_MAX_AGE_MS = 2 * 60_000;

interface HeldMonth {
  readonly loading: Promise<Month>;
  /** When its load started (the store's clock). */
  readonly at: number;
}

export function createNightStore({
  maxAgeMs = NIGHTS_MAX_AGE_MS,
  now = () => performance.now(),
}: { maxAgeMs?: number; now?: () => number } = {}): NightStore {
  // A month is held from the moment its load starts, so an invalidation also drops a load under way
  // when its nights changed: that load's result is never kept.
  const months = new Map<number, Map<string, HeldMonth>>();

  async function monthsFor(
    db: Executor,
    propertyId: number,
    from: IsoDate,
    to: IsoDate,
  ): Promise<Month[]> {
    let held = months.get(propertyId);
    if (!held) months.set(propertyId, (held = new Map<string, HeldMonth>()));
    const store = held;
    const time = now();
    return Promise.all(
      monthsOf(from, to).map((month) => {
        const hit = store.get(month);
        if (hit && time - hit.at < maxAgeMs) return hit.loading;
        const entry = { loading: loadMonth(db, propertyId, month), at: time };
        store.set(month, entry);
        // A failed load must not stay cached.
        entry.loading.catch(() => {
          if (store.get(month) === entry) store.delete(month);
        });
        return entry.loading;
      }),
    );
  }

  /**
   * Each night of [from, to) with the loaded month that holds it, in date order (`loaded` follows
   * `monthsOf(from, to)`). A stay looks its few nights up instead of scanning whole months: that
   * scan, once per room type and per rate, was ~2.5 % of a results page's CPU.
   */
  function stayDays(loaded: readonly Month[], from: IsoDate, to: IsoDate): [IsoDate, Month][] {
    const days: [IsoDate, Month][] = [];
    let index = 0;
    let month = monthOf(from);
    for (let date = from; date < to; date = addDays(date, 1)) {
      if (monthOf(date) !== month) {
        month = monthOf(date);
        index += 1;
      }
      days.push([date, loaded[index]!]);
    }
    return days;
  }

  return {
    async stayInventory(db, propertyId, from, to) {
      const loaded = await monthsFor(db, propertyId, from, to);
      const days = stayDays(loaded, from, to);
      const roomTypes = new Set(loaded.flatMap((month) => [...month.inventory.keys()]));
      const result = new Map<number, StayInventory>();
      for (const roomTypeId of roomTypes) {
        let nights = 0;
        let minAvailable = Number.POSITIVE_INFINITY;
        for (const [date, month] of days) {
          const available = month.inventory.get(roomTypeId)?.get(date);
          if (available === undefined) continue;
          nights += 1;
          minAvailable = Math.min(minAvailable, available);
        }
        if (nights > 0) result.set(roomTypeId, { nights, minAvailable });
      }
      return result;
    },

    async stayRateTotals(db, propertyId, from, to) {
      // One day past the stay: the departure day's row says whether it is closed to departure.
      const loaded = await monthsFor(db, propertyId, from, addDays(to, 1));
      const days = stayDays(loaded, from, to);
      const departureMonth = loaded.at(-1)!;
      const keys = new Set(loaded.flatMap((month) => [...month.rates.keys()]));
      const totals: StayRateTotals[] = [];
      for (const key of keys) {
        let rows = 0;
        let openNights = 0;
        let arrivalMinLengthOfStay: number | null = null;
        let arrivalMaxLengthOfStay: number | null = null;
        let arrivalClosedToArrival = false;
        let baseNumberOfAdults = 0;
        const cents = [0, 0, 0, 0, 0, 0, 0, 0];
        for (const [date, month] of days) {
          const night = month.rates.get(key)?.get(date);
          if (!night) continue;
          rows += 1;
          if (!night.closed) openNights += 1;
          if (date === from) {
            arrivalMinLengthOfStay = night.minLengthOfStay;
            arrivalMaxLengthOfStay = night.maxLengthOfStay;
            arrivalClosedToArrival = night.closedToArrival;
          }
          baseNumberOfAdults = Math.max(baseNumberOfAdults, night.baseNumberOfAdults);
          for (let index = 0; index < cents.length; index++) cents[index]! += night.cents[index]!;
        }
        if (rows === 0) continue;
        const [roomTypeId, ratePlanId] = key.split(':').map(Number) as [number, number];
        const sum = (index: number) => cents[index]! / 100;
        const prices: StayPrices = {
          BaseRate: sum(0),
          CostPerRoom: sum(1),
          CostPerAdult: sum(2),
          CostPerChild: sum(3),
          CostPerInfant: sum(4),
          PerPersonCostPerAdult: sum(5),
          PerPersonCostPerChild: sum(6),
          PerPersonCostPerInfant: sum(7),
        };
        totals.push({
          roomTypeId,
          ratePlanId,
          openNights,
          arrivalMinLengthOfStay,
          arrivalMaxLengthOfStay,
          arrivalClosedToArrival,
          departureClosedToDeparture:
            departureMonth.rates.get(key)?.get(to)?.closedToDeparture ?? false,
          baseNumberOfAdults,
          prices,
        });
      }
      return totals;
    },

    async roomsPerNight(db, propertyId, from, to) {
      const loaded = await monthsFor(db, propertyId, from, addDays(to, 1));
      const rooms = new Map<IsoDate, number>();
      for (const month of loaded) {
        for (const [date, available] of roomsPerNightOf(month))
          if (date >= from && date <= to) rooms.set(date, available);
      }
      return rooms;
    },

    async sellableNights(db, propertyId, from, to, excludedPlans) {
      const loaded = await monthsFor(db, propertyId, from, addDays(to, 1));
      const excluded = new Set(excludedPlans);
      const sellable: SellableNight[] = [];
      for (const month of loaded) {
        for (const night of sellableOf(month))
          if (night.date >= from && night.date <= to && !excluded.has(night.ratePlanId))
            sellable.push(night);
      }
      return sellable;
    },

    invalidate(changes) {
      if (!changes) return months.clear();
      for (const { propertyId, month } of changes) {
        if (month === undefined) months.delete(propertyId);
        else months.get(propertyId)?.delete(month);
      }
    },
  };
}

const CHANGE = /^(\d+)(?::(\d{4}-\d{2}))?$/;

/** The changes a `stayfront_nights` payload names; an empty one, or one with any part unreadable, means all. */
export function changesOfNotification(payload: string): NightsChange[] | undefined {
  const changes: NightsChange[] = [];
  for (const part of payload.split(',')) {
    const [, id, month] = CHANGE.exec(part.trim()) ?? [];
    const propertyId = Number(id);
    if (!Number.isSafeInteger(propertyId) || propertyId <= 0) return undefined;
    changes.push(month === undefined ? { propertyId } : { propertyId, month });
  }
  return changes;
}
