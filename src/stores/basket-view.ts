import {
  quoteBooking,
  quoteRoom,
  type BookingTotals,
  type PriceTax,
  type RoomQuote,
  type RoomToQuote,
} from '../domain/booking/room-quote.ts';
import type { BasketItem } from './basket.ts';

/** A room's totals, with each extra's charge (VAT per the property, in the room's order). */
export type ItemTotals = Omit<RoomQuote, 'item'>;
export type BasketTotals = BookingTotals;

/** A basket item as the domain's room quote reads it. */
export function roomToQuote(item: BasketItem): RoomToQuote {
  return {
    dateFrom: item.dateOfArrival,
    dateTo: item.dateOfDeparture,
    adults: item.numberOfAdults,
    children: item.numberOfChildren,
    infants: item.numberOfInfants,
    rate: item.rate,
    services: item.services,
  };
}

/** Spec §3/§9 totals of one room (totalRoomCost, totalServiceCost, totalVatAmount, totalRoomPayment). */
export function itemTotals(item: BasketItem, tax: PriceTax, today: string): ItemTotals {
  const { item: _net, ...totals } = quoteRoom(roomToQuote(item), tax, today);
  return totals;
}

/** The booking's grand totals, less a gift voucher `discount`, with what is left to pay at the hotel. */
export function basketTotals(
  items: readonly (BasketItem | null)[],
  tax: PriceTax,
  today: string,
  discount = 0,
): BasketTotals {
  const quoted = items.flatMap((item) =>
    item ? [quoteRoom(roomToQuote(item), tax, today).item] : [],
  );
  return quoteBooking(quoted, tax, today, discount);
}

/**
 * The lines a room's total is made of: the room and each extra, VAT included in each. A total
 * shown in another currency is the sum of these lines as shown (`Price`'s `parts`).
 */
export function totalLines(totals: Pick<ItemTotals, 'roomCost' | 'serviceCosts'>): number[] {
  return [totals.roomCost, ...totals.serviceCosts];
}
