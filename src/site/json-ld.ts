import type { Property } from '../api/contract/property.ts';

// JSON-LD sits inside a <script> element: `<` must not be able to close it.
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function absolute(url: string | null, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/** schema.org `Hotel` for search engines: name, address, telephone, image, star rating. */
export function hotelJsonLd(property: Property, origin: string): string {
  const { Address: address } = property;
  return safeJson({
    '@context': 'https://schema.org',
    '@type': 'Hotel',
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
    ...(property.HotelRating ? { starRating: { '@type': 'Rating', ratingValue: property.HotelRating } } : {}),
    currenciesAccepted: property.Currency,
  });
}
