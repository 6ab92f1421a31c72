import { basketTotals as domainBasketTotals, type TotalsItem } from '../../domain/basket-totals.ts';
import { daysBetween } from '../../domain/clock.ts';
import { roundMoney } from '../../domain/money.ts';
import { ratePrice, serviceCharge } from '../../domain/pricing.ts';
import { grossAmount } from '../../domain/vat.ts';
import type { BasketItem } from '../../stores/basket.ts';
import type { PriceTax } from './offer-view.ts';

export type ItemTotals = {
  nights: number;
  /** What the guest pays for the room, VAT included. */
  roomCost: number;
  servicesCost: number;
  total: number;
  vat: number;
  dueNow: number;
  dueLater: number;
};

/** A basket item as the domain's totals rule reads it: unrounded net costs and the rate's policy. */
function totalsItem(item: BasketItem): TotalsItem {
  const nights = daysBetween(item.dateOfArrival, item.dateOfDeparture);
  const stay = { nights, adults: item.numberOfAdults, children: item.numberOfChildren };
  return {
    DateOfArrival: item.dateOfArrival,
    totalRoomCost: ratePrice(item.rate, { adults: item.numberOfAdults, children: item.numberOfChildren, infants: item.numberOfInfants }),
    totalServiceCost: item.services.reduce((sum, service) => sum + serviceCharge(service, { ...stay, quantity: service.Quantity }), 0),
    policy: item.rate.Policy.PaymentPolicyConfiguration,
  };
}

function options(tax: PriceTax, today: string, discount = 0) {
  return { currency: tax.currency, vat: { StandardVatRate: tax.vatRate, IsStandardTaxExclusive: !tax.vatInclusive }, today, discount };
}

/** Spec §3/§9 totals of one room (totalRoomCost, totalServiceCost, totalVatAmount, totalRoomPayment). */
export function itemTotals(item: BasketItem, tax: PriceTax, today: string): ItemTotals {
  const net = totalsItem(item);
  const totals = domainBasketTotals([net], options(tax, today));
  const gross = (amount: number) => roundMoney(grossAmount(amount, tax.vatRate, tax.vatInclusive), tax.currency);
  return {
    nights: daysBetween(item.dateOfArrival, item.dateOfDeparture),
    roomCost: gross(net.totalRoomCost),
    servicesCost: gross(net.totalServiceCost),
    total: totals.totalCost,
    vat: totals.totalVat,
    dueNow: totals.paymentNow,
    dueLater: totals.paymentLater,
  };
}

export type BasketTotals = { total: number; vat: number; dueNow: number; dueLater: number; dueAtHotel: number };

/** The booking's grand totals, less a gift voucher `discount`, with what is left to pay at the hotel. */
export function basketTotals(items: readonly (BasketItem | null)[], tax: PriceTax, today: string, discount = 0): BasketTotals {
  const totals = domainBasketTotals(items.flatMap((item) => (item ? [totalsItem(item)] : [])), options(tax, today, discount));
  const { totalCost: total, totalVat: vat, paymentNow: dueNow, paymentLater: dueLater } = totals;
  return { total, vat, dueNow, dueLater, dueAtHotel: roundMoney(total - dueNow - dueLater, tax.currency) };
}
