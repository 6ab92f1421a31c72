import { roundMoney } from '../shared/money.ts';

/** One room's money, rounded, in the property's currency. */
export interface RoomMoney {
  /** What the room costs: its nights and extras, or its cancellation fee once cancelled. */
  readonly owed: number;
  /** The part of `owed` a gift voucher covers. */
  readonly voucher: number;
  /** Paid online for this room. */
  readonly paid: number;
  /** Charged before arrival, or invoiced. */
  readonly dueLater: number;
}

/** What is left to pay at the hotel for a room. */
export const roomDueAtHotel = (room: RoomMoney, currency: string): number =>
  roundMoney(room.owed - room.voucher - room.paid - room.dueLater, currency);

/**
 * What happens to one room. `now` and `later` are its rate's payment policy applied to the new
 * `owed` for a change made today (`domain/payment/payment.ts` `paymentDue`), before any voucher.
 */
export type RoomChange =
  | { readonly kind: 'Unchanged' }
  | { readonly kind: 'Cancelled'; readonly fee: number }
  | {
      readonly kind: 'Changed';
      readonly owed: number;
      readonly now: number;
      readonly later: number;
    };

/** How the booking can be paid: invoiced bookings and bookings without a card are never charged online. */
export interface HowPaid {
  readonly currency: string;
  readonly invoiced: boolean;
  readonly canCharge: boolean;
}

export interface RoomMove {
  readonly after: RoomMoney;
  /** Charged now for this room. */
  readonly charge: number;
  /** Refunded now of what this room paid. */
  readonly refund: number;
}

/**
 * How a change of one room moves that room's money, and only its own. An unchanged room keeps
 * everything. A cancelled room owes its fee, kept from its voucher and what it paid first; the
 * rest of what it paid is refunded, a fee beyond it is charged now. A changed room pays its own
 * rate's share of the new price: a rise is charged, a fall refunded, from this room alone. Its
 * voucher covers at most what it owes, taken off what is charged now first, as at booking.
 * Without a card or on an invoice nothing is charged: the shortfall is invoiced with what is due
 * later, or else left to pay at the hotel.
 */
export function moveRoomMoney(before: RoomMoney, change: RoomChange, how: HowPaid): RoomMove {
  if (change.kind === 'Unchanged') return { after: before, charge: 0, refund: 0 };
  const money = (amount: number) => Math.max(0, roundMoney(amount, how.currency));
  const owed = money(change.kind === 'Cancelled' ? change.fee : change.owed);
  const voucher = Math.min(before.voucher, owed);
  const payable = money(owed - voucher);
  let online = payable;
  let later = 0;
  if (change.kind === 'Changed') {
    online = Math.min(payable, money(change.now - voucher));
    later = Math.min(
      money(payable - online),
      money(change.later - Math.max(0, voucher - change.now)),
    );
  }
  const charges = how.canCharge && !how.invoiced;
  const paid = charges ? online : Math.min(before.paid, online);
  const dueLater = how.invoiced ? money(later + online - paid) : later;
  return {
    after: { owed, voucher, paid, dueLater },
    charge: money(paid - before.paid),
    refund: money(before.paid - paid),
  };
}
