import { basketTotals, type TotalsItem } from './basket-totals.ts';
import { daysBetween } from '../shared/clock.ts';
import { roundMoney } from '../shared/money.ts';
import { ratePrice, serviceCharge, type ServiceChargeType } from './pricing.ts';
import type { IsoDate, RatePolicy, RatePrices } from '../shared/types.ts';
import { grossAmount } from '../shared/vat.ts';

/**
 * How a property quotes prices: its currency and VAT (spec §3 StandardVatRate, IsStandardTaxExclusive).
 * The one representation of the VAT flag inside the code; `priceTaxOf` reads it from a property.
 */
export type PriceTax = { currency: string; vatRate: number; vatInclusive: boolean };

export function priceTaxOf(property: {
  Currency: string;
  StandardVatRate: number;
  IsStandardTaxExclusive: boolean;
}): PriceTax {
  return {
    currency: property.Currency,
    vatRate: property.StandardVatRate,
    vatInclusive: !property.IsStandardTaxExclusive,
  };
}

/** What the guest pays for a net amount: VAT added when the hotel quotes it exclusive, rounded to the currency. */
export function grossPrice(net: number, tax: PriceTax): number {
  return roundMoney(grossAmount(net, tax.vatRate, tax.vatInclusive), tax.currency);
}

/** One extra on a room as pricing reads it. */
export type QuotedService = {
  ChargeType: ServiceChargeType;
  ChargePerPerson: boolean;
  Price: number;
  Quantity: number;
};

/** One room of a booking as pricing reads it: the stay, its guests, the searched rate and the extras. */
export type RoomToQuote = {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  adults: number;
  children: number;
  infants: number;
  rate: RatePrices & RatePolicy;
  services: readonly QuotedService[];
};

/** Spec §3/§9 totals of one room (totalRoomCost, totalServiceCost, totalVatAmount, totalRoomPayment). */
export type RoomQuote = {
  nights: number;
  /** What the guest pays for the room, VAT included, rounded. */
  roomCost: number;
  servicesCost: number;
  /** Each extra's charge in the order given, VAT included, rounded. */
  serviceCosts: number[];
  total: number;
  vat: number;
  dueNow: number;
  dueLater: number;
  /** The unrounded net costs and payment policy, for the booking's totals. */
  item: TotalsItem;
};

export type BookingTotals = {
  total: number;
  vat: number;
  dueNow: number;
  dueLater: number;
  dueAtHotel: number;
};

const totalsOptions = (tax: PriceTax, today: IsoDate, discount = 0) => ({
  currency: tax.currency,
  vat: { StandardVatRate: tax.vatRate, IsStandardTaxExclusive: !tax.vatInclusive },
  today,
  discount,
});

/**
 * The money rule of a room, one copy for Rooms & Rates, checkout, JSON-LD and the reference API's
 * re-pricing: rate price for the occupancy plus each extra's charge, VAT per the property, and the
 * rate's payment policy for a booking made `today`.
 */
export function quoteRoom(room: RoomToQuote, tax: PriceTax, today: IsoDate): RoomQuote {
  const nights = daysBetween(room.dateFrom, room.dateTo);
  const stay = { nights, adults: room.adults, children: room.children };
  const serviceNets = room.services.map((service) =>
    serviceCharge(service, { ...stay, quantity: service.Quantity }),
  );
  const item: TotalsItem = {
    DateOfArrival: room.dateFrom,
    totalRoomCost: ratePrice(room.rate, {
      adults: room.adults,
      children: room.children,
      infants: room.infants,
    }),
    totalServiceCost: serviceNets.reduce((sum, net) => sum + net, 0),
    serviceNets,
    policy: room.rate.Policy?.PaymentPolicyConfiguration ?? null,
  };
  const totals = basketTotals([item], totalsOptions(tax, today));
  const serviceCosts = serviceNets.map((net) => grossPrice(net, tax));
  return {
    nights,
    roomCost: grossPrice(item.totalRoomCost, tax),
    servicesCost: roundMoney(
      serviceCosts.reduce((sum, cost) => sum + cost, 0),
      tax.currency,
    ),
    serviceCosts,
    total: totals.totalCost,
    vat: totals.totalVat,
    dueNow: totals.paymentNow,
    dueLater: totals.paymentLater,
    item,
  };
}

/** The booking's grand totals from its rooms' quotes, less a gift voucher `discount`, with what is left to pay at the hotel. */
export function quoteBooking(
  items: readonly TotalsItem[],
  tax: PriceTax,
  today: IsoDate,
  discount = 0,
): BookingTotals {
  const totals = basketTotals(items, totalsOptions(tax, today, discount));
  const { totalCost: total, totalVat: vat, paymentNow: dueNow, paymentLater: dueLater } = totals;
  return {
    total,
    vat,
    dueNow,
    dueLater,
    dueAtHotel: roundMoney(total - dueNow - dueLater, tax.currency),
  };
}
