import { roundMoney } from '../shared/money.ts';
import { paymentDue } from '../payment/payment.ts';
import { grossAmount, vatAmount } from '../shared/vat.ts';
import type { IsoDate, PaymentPolicyConfiguration } from '../shared/types.ts';

/** One room of the basket as the totals need it; costs unrounded, in the property currency. */
export interface TotalsItem {
  DateOfArrival: IsoDate;
  totalRoomCost: number;
  totalServiceCost: number;
  /** Each extra's net cost, when known: the room's total is its lines as shown, each rounded. */
  serviceNets?: readonly number[];
  /** The booked rate's `Policy.PaymentPolicyConfiguration`. */
  policy?: PaymentPolicyConfiguration | null;
}

/** Property VAT settings (spec §3 "Property"). */
export interface VatSettings {
  StandardVatRate: number;
  IsStandardTaxExclusive: boolean;
}

/** Totals of a basket, each rounded once to the currency's minor unit. */
export interface BasketTotals {
  /** What the guest pays for the stay: rooms and extras, VAT added when prices exclude it, less the voucher discount. */
  totalCost: number;
  totalVat: number;
  /** Charged when booking. */
  paymentNow: number;
  /** Charged automatically before arrival. */
  paymentLater: number;
}

/**
 * What a guest pays for one room: its room and each extra as shown (VAT per the property, each
 * rounded), added up, so the lines a guest reads always make the room's total and the rooms the
 * booking's.
 */
export function roomGross(item: TotalsItem, vat: VatSettings, currency: string): number {
  const line = (net: number) =>
    roundMoney(grossAmount(net, vat.StandardVatRate, !vat.IsStandardTaxExclusive), currency);
  const extras = item.serviceNets ?? (item.totalServiceCost ? [item.totalServiceCost] : []);
  return roundMoney(
    extras.reduce((sum, net) => sum + line(net), line(item.totalRoomCost)),
    currency,
  );
}

/**
 * Basket totals (spec §9): per room, its total as its lines are shown (`roomGross`) and the VAT of
 * rooms plus extras; the payment policy applied to that room's total for a booking made `today`.
 * A voucher discount lowers the total and is taken off what is charged now first, then off what
 * is charged later. VAT and the payments are added up in full precision and rounded once.
 */
export function basketTotals(
  items: readonly TotalsItem[],
  options: { currency: string; vat: VatSettings; today: IsoDate; discount?: number },
): BasketTotals {
  const { StandardVatRate: rate, IsStandardTaxExclusive: exclusive } = options.vat;
  let gross = 0;
  let vat = 0;
  let now = 0;
  let later = 0;
  for (const item of items) {
    const net = item.totalRoomCost + item.totalServiceCost;
    const itemGross = roomGross(item, options.vat, options.currency);
    gross += itemGross;
    vat += vatAmount(net, rate, !exclusive);
    const split = paymentDue(item.policy, itemGross, item.DateOfArrival, options.today);
    now += split.now;
    later += split.later;
  }
  const discount = Math.max(0, options.discount ?? 0);
  const offNow = Math.min(now, discount);
  const offLater = Math.min(later, discount - offNow);
  const round = (amount: number): number => roundMoney(amount, options.currency);
  return {
    totalCost: round(Math.max(0, gross - discount)),
    totalVat: round(vat),
    paymentNow: round(now - offNow),
    paymentLater: round(later - offLater),
  };
}
