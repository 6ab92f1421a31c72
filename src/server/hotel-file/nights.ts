import { addDays } from '../../domain/shared/clock.ts';
import type { HotelFile } from './hotel-file.ts';
import { WEEKDAYS, type Weekday } from './fields.ts';

/** One night of one room type on one rate plan, as `nightly_rates` holds it. */
export interface NightRate {
  baseRate: number;
  baseNumberOfAdults: number;
  costPerRoom: number;
  costPerAdult: number;
  costPerChild: number;
  costPerInfant: number;
  perPersonCostPerAdult: number;
  perPersonCostPerChild: number;
  perPersonCostPerInfant: number;
  minLengthOfStay: number;
  maxLengthOfStay: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

interface Ranged {
  readonly from: string;
  readonly to: string;
  readonly weekdays?: readonly Weekday[] | undefined;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The nights of a range from `today` on, on its weekdays. */
export function nightsOf(range: Ranged, today: string): string[] {
  const days = new Set(range.weekdays ?? WEEKDAYS);
  const nights: string[] = [];
  for (
    let night = range.from < today ? today : range.from;
    night <= range.to;
    night = addDays(night, 1)
  )
    if (days.has(WEEKDAYS[new Date(`${night}T00:00:00Z`).getUTCDay()]!)) nights.push(night);
  return nights;
}

export const rateKey = (roomType: string, ratePlan: string, night: string) =>
  `${roomType}|${ratePlan}|${night}`;
export const roomKey = (roomType: string, night: string) => `${roomType}|${night}`;

/** Every priced night from `today` on, restrictions applied; keyed by `rateKey`. */
export function ratesOf(file: HotelFile, today: string): Map<string, NightRate> {
  const rates = new Map<string, NightRate>();
  for (const price of file.prices) {
    for (const night of nightsOf(price, today)) {
      rates.set(rateKey(price.roomType, price.ratePlan, night), {
        baseRate: cents(price.baseRate),
        baseNumberOfAdults: price.baseAdults,
        costPerRoom: cents(price.perRoom),
        costPerAdult: cents(price.perAdult),
        costPerChild: cents(price.perChild),
        costPerInfant: cents(price.perInfant),
        perPersonCostPerAdult: cents(price.perPerson.adult),
        perPersonCostPerChild: cents(price.perPerson.child),
        perPersonCostPerInfant: cents(price.perPerson.infant),
        minLengthOfStay: 1,
        maxLengthOfStay: null,
        closed: false,
        closedToArrival: false,
        closedToDeparture: false,
      });
    }
  }
  // Later restrictions win over earlier ones where they cover the same night.
  for (const restriction of file.restrictions) {
    const nights = new Set(nightsOf(restriction, today));
    for (const [key, rate] of rates) {
      const [roomType, ratePlan, night] = key.split('|') as [string, string, string];
      if (!nights.has(night)) continue;
      if (restriction.roomType !== undefined && restriction.roomType !== roomType) continue;
      if (restriction.ratePlan !== undefined && restriction.ratePlan !== ratePlan) continue;
      if (restriction.minStay !== undefined) rate.minLengthOfStay = restriction.minStay;
      if (restriction.maxStay !== undefined) rate.maxLengthOfStay = restriction.maxStay;
      if (restriction.closed !== undefined) rate.closed = restriction.closed;
      if (restriction.closedToArrival !== undefined)
        rate.closedToArrival = restriction.closedToArrival;
      if (restriction.closedToDeparture !== undefined)
        rate.closedToDeparture = restriction.closedToDeparture;
    }
  }
  return rates;
}

/** Rooms to sell per room type on every night it has a price; keyed by `roomKey`. */
export function roomsToSellOf(
  file: HotelFile,
  rates: ReadonlyMap<string, NightRate>,
  today: string,
): Map<string, number> {
  const rooms = new Map<string, number>();
  const inventory = new Map(file.roomTypes.map((room) => [room.code, room.rooms]));
  for (const key of rates.keys()) {
    const [roomType, , night] = key.split('|') as [string, string, string];
    rooms.set(roomKey(roomType, night), inventory.get(roomType) ?? 0);
  }
  for (const entry of file.roomsToSell)
    for (const night of nightsOf(entry, today)) {
      const key = roomKey(entry.roomType, night);
      if (rooms.has(key)) rooms.set(key, entry.rooms);
    }
  return rooms;
}
