import type { Rate, RoomTypeOffer } from '../api/contract/availability-search.ts';
import { showAvailabilityBadge } from '../domain/booking/availability.ts';
import { isRoomTypeOffered, qualifyingRates } from '../domain/booking/offers.ts';
import { originalRatePrice, ratePrice } from '../domain/booking/pricing.ts';
import { grossPrice, type PriceTax } from '../domain/booking/room-quote.ts';
import type { Occupancy } from '../domain/shared/types.ts';

export type { PriceTax } from '../domain/booking/room-quote.ts';

export type RateView = {
  rate: Rate;
  /** Stay price for this room's occupancy with every mandatory charge (VAT too), property currency. */
  price: number;
  /** The price before promotion, only when it is higher than `price`. */
  wasPrice: number | null;
};

export type OfferView = {
  offer: RoomTypeOffer;
  rates: RateView[];
  /** Lowest of `rates` ("from"). */
  fromPrice: number;
  fromWasPrice: number | null;
  roomsLeft: number;
  /** "Only N left" when few remain. */
  fewLeft: boolean;
  /** Longest minimum stay among the offered rates (1 = none), for the badge. */
  minStay: number;
};

/**
 * What Rooms & Rates lists for one searched room (spec §5): the room types offered for its
 * occupancy with the rooms still free, each with its qualifying rates priced for that occupancy
 * (domain pricing, rounded once for display), cheapest first.
 */
export function offersForRoom(
  offers: readonly RoomTypeOffer[],
  occupancy: Occupancy,
  roomsLeft: Readonly<Record<string, number>>,
  tax: PriceTax,
): OfferView[] {
  // Prices shown are what the guest pays: VAT is added here when the hotel quotes it exclusive.
  const gross = (amount: number) => grossPrice(amount, tax);
  return offers
    .filter((offer) => isRoomTypeOffered(offer, occupancy, roomsLeft))
    .map((offer) => {
      const rates = qualifyingRates(offer, occupancy)
        .map((rate): RateView => {
          const price = gross(ratePrice(rate, occupancy));
          const original = gross(originalRatePrice(rate, occupancy));
          return { rate, price, wasPrice: original > price ? original : null };
        })
        .sort((a, b) => a.price - b.price);
      const cheapest = rates[0] as RateView;
      const left = roomsLeft[String(offer.RoomType.RoomTypeId)] ?? 0;
      return {
        offer,
        rates,
        fromPrice: cheapest.price,
        fromWasPrice: cheapest.wasPrice,
        roomsLeft: left,
        fewLeft: showAvailabilityBadge(left),
        minStay: Math.max(1, ...rates.map((r) => r.rate.MinLengthOfStay)),
      };
    })
    .sort((a, b) => a.fromPrice - b.fromPrice);
}

/** Whether two views of one room type show the same: same offer and rates, same prices and badges. */
export function sameOfferView(a: OfferView, b: OfferView): boolean {
  return (
    a.offer === b.offer &&
    a.fromPrice === b.fromPrice &&
    a.fromWasPrice === b.fromWasPrice &&
    a.roomsLeft === b.roomsLeft &&
    a.fewLeft === b.fewLeft &&
    a.minStay === b.minStay &&
    a.rates.length === b.rates.length &&
    a.rates.every((rate, i) => {
      const other = b.rates[i];
      return (
        other !== undefined &&
        rate.rate === other.rate &&
        rate.price === other.price &&
        rate.wasPrice === other.wasPrice
      );
    })
  );
}

/**
 * `views`, each replaced by the one shown before for its room type when it shows the same, so a
 * card that did not change is the same object and is not drawn again (the next room's
 * list after a choice). `shown` keeps what was last returned, by room type.
 */
export function reuseOfferViews(views: OfferView[], shown: Map<number, OfferView>): OfferView[] {
  return views.map((view) => {
    const id = view.offer.RoomType.RoomTypeId;
    const before = shown.get(id);
    if (before && sameOfferView(before, view)) return before;
    shown.set(id, view);
    return view;
  });
}
