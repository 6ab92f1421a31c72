import type { Rate, RoomTypeOffer } from '../../api/contract/availability-search.ts';
import { showAvailabilityBadge } from '../../domain/availability.ts';
import { roundMoney } from '../../domain/money.ts';
import { isRoomTypeOffered, qualifyingRates } from '../../domain/offers.ts';
import { originalRatePrice, ratePrice } from '../../domain/pricing.ts';
import { grossAmount } from '../../domain/vat.ts';
import type { Occupancy } from '../../domain/types.ts';

/** How a property quotes prices: its currency and VAT (spec §3 StandardVatRate, IsStandardTaxExclusive). */
export type PriceTax = { currency: string; vatRate: number; vatInclusive: boolean };

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
  const { currency, vatRate, vatInclusive } = tax;
  // Prices shown are what the guest pays: VAT is added here when the hotel quotes it exclusive.
  const gross = (amount: number) => roundMoney(grossAmount(amount, vatRate, vatInclusive), currency);
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
