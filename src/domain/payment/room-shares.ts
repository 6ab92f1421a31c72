import type { RoomMoney } from '../manage/room-money.ts';
import { roundMoney } from '../shared/money.ts';

/** One room at booking: its price (rounded) and its rate's payment policy on it (`paymentDue`, unrounded). */
export interface BookedRoom {
  readonly owed: number;
  readonly now: number;
  readonly later: number;
}

/** The booking's money as charged and stored. */
export interface BookedMoney {
  readonly currency: string;
  readonly discount: number;
  readonly amountPaid: number;
  readonly amountDueLater: number;
  /** Nothing was charged online: what would have been is invoiced, with what is due later. */
  readonly invoiced: boolean;
}

/**
 * Each room's money as booked. The voucher comes off what the rooms are charged now first, room by
 * room, then off what is charged later, then off what is paid at the hotel, as the basket's totals
 * take it (`basketTotals`). Each amount is rounded per room; the cents the booking's single
 * rounding leaves over go to the first room that can hold them, so the rooms add up to exactly
 * what the booking charged and scheduled.
 */
export function roomShares(rooms: readonly BookedRoom[], booking: BookedMoney): RoomMoney[] {
  const money = (amount: number) => Math.max(0, roundMoney(amount, booking.currency));
  let left = Math.max(0, booking.discount);
  const take = (amount: number) => {
    const taken = Math.min(Math.max(0, amount), left);
    left -= taken;
    return taken;
  };
  const offNow = rooms.map((room) => take(room.now));
  const offLater = rooms.map((room) => take(room.later));
  const offRest = rooms.map((room) => take(room.owed - room.now - room.later));
  const shares = rooms.map((room, i) => {
    const voucher = Math.min(room.owed, money(offNow[i]! + offLater[i]! + offRest[i]!));
    const now = Math.min(money(room.owed - voucher), money(room.now - offNow[i]!));
    const later = Math.min(money(room.owed - voucher - now), money(room.later - offLater[i]!));
    // Each is rounded on its own; held inside the room so its parts never pass its price.
    return booking.invoiced
      ? { owed: room.owed, voucher, paid: 0, dueLater: money(now + later) }
      : { owed: room.owed, voucher, paid: now, dueLater: money(later) };
  });
  const paid = settle(shares, 'paid', booking.amountPaid, booking.currency);
  return settle(paid, 'dueLater', booking.amountDueLater, booking.currency);
}

/**
 * Moves the cents between the rooms' rounded `part` and the booking's `target` into the first
 * room that can take them without its parts passing its price.
 */
function settle(
  shares: readonly RoomMoney[],
  part: 'paid' | 'dueLater',
  target: number,
  currency: string,
): RoomMoney[] {
  const gap = roundMoney(target - shares.reduce((sum, share) => sum + share[part], 0), currency);
  const index = shares.findIndex((share) => {
    const value = share[part] + gap;
    return (
      value >= 0 &&
      roundMoney(share.voucher + share.paid + share.dueLater + gap, currency) <= share.owed
    );
  });
  return shares.map((share, i) =>
    i === index && gap !== 0
      ? { ...share, [part]: roundMoney(share[part] + gap, currency) }
      : share,
  );
}
