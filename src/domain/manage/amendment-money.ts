import { roundMoney } from '../shared/money.ts';

/** A booking's money before a change, and what it costs after it. */
export interface AmendmentTotals {
  readonly currency: string;
  /** What the booking cost before (rooms, extras and earlier fees, less any voucher). */
  readonly oldTotal: number;
  /** What it costs after the change, cancellation fees included. */
  readonly newTotal: number;
  readonly amountPaid: number;
  readonly amountDueLater: number;
  /** Fees of rooms cancelled by this change (already inside `newTotal`). */
  readonly fee: number;
}

/** What the guest sees before confirming: the difference, and what moves now. */
export interface AmendmentMoney {
  readonly difference: number;
  /** Charged to the card now. */
  readonly chargeNow: number;
  /** Refunded to the original payment now. */
  readonly refund: number;
  readonly amountPaid: number;
  readonly amountDueLater: number;
  /** Left to pay at the hotel. */
  readonly amountDueAtHotel: number;
}

/**
 * How a change moves money. The booking keeps the share it had paid online (a paid-in-full booking
 * stays paid in full, a 30% deposit stays 30%) and its share due before arrival; a cancellation fee
 * is kept out of what was paid first. A rise is charged now for the paid share, a fall refunded.
 */
export function amendmentMoney(totals: AmendmentTotals): AmendmentMoney {
  const { currency, oldTotal, newTotal, amountPaid, amountDueLater, fee } = totals;
  const money = (amount: number) => roundMoney(amount, currency);
  const paidShare = oldTotal > 0 ? Math.min(1, amountPaid / oldTotal) : 0;
  const laterShare = oldTotal > 0 ? Math.min(1 - paidShare, amountDueLater / oldTotal) : 0;
  const staying = Math.max(0, newTotal - fee);
  const shouldHavePaid = money(Math.min(newTotal, staying * paidShare + fee));
  const chargeNow = money(Math.max(0, shouldHavePaid - amountPaid));
  const refund = money(Math.max(0, amountPaid - shouldHavePaid));
  const paid = money(amountPaid + chargeNow - refund);
  const dueLater = money(Math.min(newTotal - paid, staying * laterShare));
  return {
    difference: money(newTotal - oldTotal),
    chargeNow,
    refund,
    amountPaid: paid,
    amountDueLater: Math.max(0, dueLater),
    amountDueAtHotel: Math.max(0, money(newTotal - paid - Math.max(0, dueLater))),
  };
}
