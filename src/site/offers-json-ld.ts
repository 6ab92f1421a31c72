import type { RoomTypeOffer } from '../api/contract/availability-search.ts';
import type { Property } from '../api/contract/property.ts';
import type { PriceTax } from '../domain/booking/room-quote.ts';
import { offersForRoom } from './offer-view.ts';
import type { RoomOccupancy } from './search-query.ts';

/**
 * schema.org `HotelRoom` + `Offer` for the searched stay, priced exactly as the page shows them
 * (the first room's occupancy, VAT included).
 */
export function offersJsonLd(
  property: Property,
  offers: readonly RoomTypeOffer[],
  query: { arrive: string; depart: string; rooms: RoomOccupancy[] },
  tax: PriceTax,
  origin: string,
): string {
  const occupancy = query.rooms[0] ?? { adults: 1, children: 0, infants: 0 };
  const views = offersForRoom(offers, occupancy, Object.fromEntries(offers.map((o) => [String(o.RoomType.RoomTypeId), 1])), tax);
  const graph = views.map((view) => ({
    '@type': 'HotelRoom',
    name: view.offer.RoomType.Name,
    description: view.offer.RoomType.Description,
    ...(view.offer.RoomType.ImageUrl ? { image: new URL(view.offer.RoomType.ImageUrl, origin).href } : {}),
    occupancy: { '@type': 'QuantitativeValue', maxValue: view.offer.RoomType.MaximumOccupancy },
    containedInPlace: { '@type': 'Hotel', name: property.PropertyName },
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
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
