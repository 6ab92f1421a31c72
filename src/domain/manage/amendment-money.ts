import { roundMoney } from '../shared/money.ts';
import {
  moveRoomMoney,
  type HowPaid,
  type RoomChange,
  type RoomMove,
  type RoomMoney,
} from './room-money.ts';

/** The booking's money before a change, as stored. */
export interface BookingMoney {
  /** What the booking costs (rooms, extras and fees of cancelled rooms, less any voucher). */
  readonly total: number;
  readonly discount: number;
  readonly amountPaid: number;
  readonly amountDueLater: number;
}

/** A change's money: each room's own move, and the booking's sums of them. */
export interface AmendmentMoney {
  readonly rooms: readonly RoomMove[];
  readonly newTotal: number;
  readonly difference: number;
  /** The voucher still in use. */
  readonly discount: number;
  /** Fees of the rooms this change cancels (inside `newTotal`). */
  readonly fee: number;
  /** Charged to the card now: the rooms' charges less their refunds. */
  readonly chargeNow: number;
  /** Refunded to the original payment now: the rooms' refunds less their charges. */
  readonly refund: number;
  readonly amountPaid: number;
  readonly amountDueLater: number;
  /** Left to pay at the hotel. */
  readonly amountDueAtHotel: number;
}

/**
 * How a change moves money: every room by its own rule (`moveRoomMoney`), so a room that did not
 * change moves nothing; the booking adds the rooms' differences to what it held, and the card
 * sees one movement, the rooms' charges net of their refunds.
 */
export function amendmentMoney(
  booking: BookingMoney,
  rooms: readonly { readonly before: RoomMoney; readonly change: RoomChange }[],
  how: HowPaid,
): AmendmentMoney {
  const money = (amount: number) => roundMoney(amount, how.currency);
  const moves = rooms.map(({ before, change }) => moveRoomMoney(before, change, how));
  const sum = (part: (move: RoomMove, index: number) => number) =>
    money(moves.reduce((total, move, index) => total + part(move, index), 0));
  const owedDelta = sum(
    ({ after }, i) =>
      after.owed - after.voucher - (rooms[i]!.before.owed - rooms[i]!.before.voucher),
  );
  const charged = sum((move) => move.charge);
  const refunded = sum((move) => move.refund);
  const newTotal = money(booking.total + owedDelta);
  const amountPaid = money(booking.amountPaid + charged - refunded);
  const amountDueLater = money(
    booking.amountDueLater + sum(({ after }, i) => after.dueLater - rooms[i]!.before.dueLater),
  );
  return {
    rooms: moves,
    newTotal,
    difference: owedDelta,
    discount: money(
      booking.discount + sum(({ after }, i) => after.voucher - rooms[i]!.before.voucher),
    ),
    fee: sum(({ after }, i) => (rooms[i]!.change.kind === 'Cancelled' ? after.owed : 0)),
    chargeNow: money(Math.max(0, charged - refunded)),
    refund: money(Math.max(0, refunded - charged)),
    amountPaid,
    amountDueLater,
    amountDueAtHotel: money(newTotal - amountPaid - amountDueLater),
  };
}
