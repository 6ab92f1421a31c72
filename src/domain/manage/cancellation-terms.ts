import { addDays, daysBetween, hotelClock } from '../shared/clock.ts';
import { roundMoney } from '../shared/money.ts';
import type { IsoDate } from '../shared/types.ts';

/** What a late cancellation costs: a share of the room's total, its first night, or all of it. */
export type CancellationPenalty =
  { kind: 'Percent'; percent: number } | { kind: 'FirstNight' } | { kind: 'Full' };

/**
 * A rate plan's cancellation policy as data: non-refundable, or free until `freeUntilDaysBefore`
 * days before arrival (hotel-local days) and then the penalty.
 */
export type CancellationTerms =
  | { nonRefundable: true }
  | { nonRefundable: false; freeUntilDaysBefore: number; penalty: CancellationPenalty };

/** One room as the policy reads it: its arrival, nights and what it costs (VAT included). */
export interface RoomCharges {
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
  /** Room and extras. */
  readonly total: number;
  /** The room alone, spread evenly over its nights for "first night". */
  readonly roomCost: number;
}

/**
 * The last hotel-local day a cancellation is free, or null when it never is. "Free until 2 days
 * before arrival" keeps the whole of that day free: arrival 10 June → free through 7 June,
 * charged from 8 June, the hotel's midnight being the moment it changes.
 */
export function lastFreeDay(terms: CancellationTerms, arrival: IsoDate): IsoDate | null {
  if (terms.nonRefundable) return null;
  return addDays(arrival, -terms.freeUntilDaysBefore - 1);
}

/** The fee for cancelling `room` on the hotel-local day `today` (0 inside the free period). */
export function cancellationFee(
  terms: CancellationTerms,
  room: RoomCharges,
  today: IsoDate,
  currency: string,
): number {
  const lastFree = lastFreeDay(terms, room.dateFrom);
  if (lastFree !== null && today <= lastFree) return 0;
  if (terms.nonRefundable) return roundMoney(room.total, currency);
  const { penalty } = terms;
  switch (penalty.kind) {
    case 'Full':
      return roundMoney(room.total, currency);
    case 'Percent':
      return roundMoney((room.total * Math.min(100, Math.max(0, penalty.percent))) / 100, currency);
    case 'FirstNight':
      return roundMoney(
        room.roomCost / Math.max(1, daysBetween(room.dateFrom, room.dateTo)),
        currency,
      );
  }
}

/** The same fee at an instant, read on the hotel's clock (its time zone decides the day). */
export function cancellationFeeAt(
  terms: CancellationTerms,
  room: RoomCharges,
  now: Date,
  timeZone: string,
  currency: string,
): number {
  return cancellationFee(terms, room, hotelClock(now, timeZone).today, currency);
}
