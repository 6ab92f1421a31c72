import type { RoomTypeOffer } from '../api/contract/availability-search.ts';
import type { Property } from '../api/contract/property.ts';
import type { PriceTax } from '../domain/booking/room-quote.ts';
import { formatMoney } from '../i18n/currency.ts';
import { hotelNode, safeJson } from './json-ld.ts';
import { offersForRoom, type OfferView } from './offer-view.ts';
import type { RoomOccupancy } from './search-query.ts';

/**
 * The rooms Rooms & Rates lists for room 1 (its occupancy, cheapest first, VAT included), every
 * room type counted as bookable: what search engines are told the hotel offers for the stay.
 */
export function listedRooms(
  offers: readonly RoomTypeOffer[],
  query: { rooms: RoomOccupancy[] },
  tax: PriceTax,
): OfferView[] {
  const occupancy = query.rooms[0] ?? { adults: 1, children: 0, infants: 0 };
  return offersForRoom(
    offers,
    occupancy,
    Object.fromEntries(offers.map((o) => [String(o.RoomType.RoomTypeId), 1])),
    tax,
  );
}

/** schema.org `HotelRoom` + `Offer` for the searched stay, priced exactly as the page shows them. */
export function offersJsonLd(
  property: Property,
  views: readonly OfferView[],
  query: { arrive: string; depart: string },
  tax: PriceTax,
  origin: string,
): string {
  const prices = views.flatMap((view) => view.rates.map((rate) => rate.price));
  // Data for machines: the same in every language, with no direction marks (the spec's forms).
  const amount = (value: number) => formatMoney(value, tax.currency, null);
  const priceRange = prices.length
    ? `${amount(Math.min(...prices))}–${amount(Math.max(...prices))}`
    : undefined;
  const hotel = hotelNode(property, origin, priceRange);
  // The hotel once, each room pointing at it by its `@id`.
  const inHotel = { '@id': hotel['@id'] };
  // A room with offers is a Product too: schema.org gives `offers` to products, not to places.
  const rooms = views.map((view) => ({
    '@type': ['HotelRoom', 'Product'],
    name: view.offer.RoomType.Name,
    description: view.offer.RoomType.Description,
    ...(view.offer.RoomType.ImageUrl
      ? { image: new URL(view.offer.RoomType.ImageUrl, origin).href }
      : {}),
    occupancy: { '@type': 'QuantitativeValue', maxValue: view.offer.RoomType.MaximumOccupancy },
    containedInPlace: inHotel,
    offers: view.rates.map((rate) => ({
      '@type': 'Offer',
      name: rate.rate.Name,
      price: rate.price.toFixed(2),
      priceCurrency: tax.currency,
      availability: 'https://schema.org/InStock',
      availabilityStarts: query.arrive,
      availabilityEnds: query.depart,
    })),
  }));
  return safeJson({ '@context': 'https://schema.org', '@graph': [hotel, ...rooms] });
}
