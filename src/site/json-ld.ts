import type { Property } from '../api/contract/property.ts';
import { escapeWideForJson } from '../serving/wide-characters.ts';

// JSON-LD sits inside a <script> element: `<` must not be able to close it.
export function safeJson(value: unknown): string {
  return escapeWideForJson(JSON.stringify(value));
}

function absolute(url: string | null, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/**
 * The schema.org `Hotel` node: name, contact, pictures, postal address, map position, star rating
 * (out of 5) and, where prices are on the page, their range. Shared by the Book page and the
 * hotel each Rooms & Rates room belongs to.
 */
export function hotelNode(
  property: Property,
  origin: string,
  priceRange?: string,
): Record<string, unknown> {
  const { Address: address } = property;
  return {
    '@type': 'Hotel',
    '@id': hotelId(property, origin),
    name: property.PropertyName,
    url: property.WebsiteUrl ?? undefined,
    telephone: property.Telephone,
    email: property.Email,
    image: absolute(property.PropertyImageUrl, origin),
    logo: absolute(property.LogoFileUrl, origin),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.Street,
      addressLocality: address.City,
      addressRegion: address.StateOrCounty ?? undefined,
      postalCode: address.ZipCode,
      addressCountry: address.CountryCode,
    },
    ...(property.Geo
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: property.Geo.Latitude,
            longitude: property.Geo.Longitude,
          },
        }
      : {}),
    ...(property.HotelRating
      ? { starRating: { '@type': 'Rating', ratingValue: property.HotelRating, bestRating: 5 } }
      : {}),
    ...(priceRange ? { priceRange } : {}),
    currenciesAccepted: property.Currency,
  };
}

/** The hotel's node name: its Book page, so every page's graph speaks of the same hotel. */
function hotelId(property: Property, origin: string): string {
  return `${new URL(`/Book/${encodeURIComponent(property.PropertyCode)}`, origin).href}#hotel`;
}

/** schema.org `Hotel` for search engines (the Book page). */
export function hotelJsonLd(property: Property, origin: string): string {
  return safeJson({ '@context': 'https://schema.org', ...hotelNode(property, origin) });
}

/** schema.org `ItemList` of the group's hotels with the priced stay as an `Offer` (group search results). */
export function groupResultsJsonLd(
  lines: readonly {
    PropertyName: string;
    PropertyAddress: string | null;
    PropertyImageUrl: string | null;
    HotelRating: number | null;
    Available: boolean;
    TotalCost: number | null;
    Currency: string;
    url: string;
  }[],
  origin: string,
): string {
  return safeJson({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: lines.map((line, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Hotel',
        name: line.PropertyName,
        address: line.PropertyAddress ?? undefined,
        image: absolute(line.PropertyImageUrl, origin),
        ...(line.HotelRating
          ? { starRating: { '@type': 'Rating', ratingValue: line.HotelRating, bestRating: 5 } }
          : {}),
        ...(line.Available && line.TotalCost !== null
          ? {
              makesOffer: {
                '@type': 'Offer',
                price: line.TotalCost.toFixed(2),
                priceCurrency: line.Currency,
                url: absolute(line.url, origin),
                availability: 'https://schema.org/InStock',
              },
            }
          : {}),
      },
    })),
  });
}
