import { cancellationFee, type CancellationTerms } from '../manage/cancellation-terms.ts';
import { addDays } from '../shared/clock.ts';
import { roundMoney } from '../shared/money.ts';
import type { AutomaticPaymentType, IsoDate } from '../shared/types.ts';

/** One room's share of a charge taken without the guest. */
export interface ChargeShare {
  readonly itemId: number;
  readonly amount: number;
}

/** A charge due on a hotel-local day, for some of the booking's rooms. */
export interface DueCharge {
  readonly dueOn: IsoDate;
  readonly amount: number;
  readonly rooms: readonly ChargeShare[];
}

/** A room as its rate's payment schedule reads it. */
export interface ScheduledRoom {
  readonly itemId: number;
  readonly dateFrom: IsoDate;
  /** What the room still owes before arrival (`reservation_items.amount_due_later`). */
  readonly dueLater: number;
  readonly paymentType: AutomaticPaymentType;
  readonly daysBeforeArrival: number;
}

/**
 * The rate's charges before arrival that have fallen due by `today` (hotel-local): each room of a
 * `BeforeArrival` rate owes what it still has due later on its arrival minus the rate's days before
 * arrival (as `paymentDue` set the charge date at booking). Rooms due on the same day are one
 * charge; a day already past is still due up to the arrival day (a job that did not run catches
 * up), never after it: the guest has arrived and pays at the desk, and bookings from before the
 * charges were taken online are not charged for stays long over.
 */
export function chargesDueBeforeArrival(
  rooms: readonly ScheduledRoom[],
  today: IsoDate,
  currency: string,
): DueCharge[] {
  const byDay = new Map<IsoDate, ChargeShare[]>();
  for (const room of rooms) {
    const amount = roundMoney(room.dueLater, currency);
    if (room.paymentType !== 'BeforeArrival' || amount <= 0) continue;
    const dueOn = addDays(room.dateFrom, -Math.max(0, room.daysBeforeArrival));
    if (dueOn > today || today > room.dateFrom) continue;
    byDay.set(dueOn, [...(byDay.get(dueOn) ?? []), { itemId: room.itemId, amount }]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([dueOn, shares]) => ({ dueOn, amount: total(shares, currency), rooms: shares }));
}

/** A room as a no-show's fee reads it: its terms, its stay and costs, and what it already paid. */
export interface NoShowRoom {
  readonly itemId: number;
  readonly terms: CancellationTerms;
  readonly dateFrom: IsoDate;
  readonly dateTo: IsoDate;
  readonly total: number;
  readonly roomCost: number;
  readonly paid: number;
  readonly voucher: number;
}

/**
 * What a no-show is charged: each room's late-cancellation fee (its rate's terms on the arrival
 * day, when the free period is over), less what the room already paid and its voucher, as a
 * cancellation keeps its fee from those first. Nothing when they already cover it.
 */
export function noShowCharge(rooms: readonly NoShowRoom[], currency: string): ChargeShare[] {
  return rooms
    .map((room) => {
      const fee = cancellationFee(room.terms, room, room.dateFrom, currency);
      return {
        itemId: room.itemId,
        amount: Math.max(0, roundMoney(fee - room.paid - room.voucher, currency)),
      };
    })
    .filter((share) => share.amount > 0);
}

/** A room's online money once its share of a charge is taken: paid, and no longer due later. */
export function takeShare(
  room: { readonly paid: number; readonly dueLater: number },
  amount: number,
  currency: string,
): { paid: number; dueLater: number } {
  return {
    paid: roundMoney(room.paid + amount, currency),
    dueLater: Math.max(0, roundMoney(room.dueLater - amount, currency)),
  };
}

export const total = (shares: readonly ChargeShare[], currency: string): number =>
  roundMoney(
    shares.reduce((sum, share) => sum + share.amount, 0),
    currency,
  );
