import { expect, test } from '@playwright/test';
import { isoDaysFromToday, roomsAndRatesUrl } from './fixtures/booking.ts';
import { structuredDataErrors } from './fixtures/structured-data.ts';

// Every JSON-LD block is valid schema.org (release 30.0), checked by a maintained validator.

const arrive = isoDaysFromToday(60);
const depart = isoDaysFromToday(62);

test.describe('structured data', () => {
  for (const [name, path] of [
    ['the Book page', '/Book/GRANDLDN'],
    ['Rooms & Rates', roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0')],
    [
      'Rooms & Rates in another hotel and currency',
      roomsAndRatesUrl('SEASIDECPT', arrive, depart, '2-1-0'),
    ],
    ['group search results', `/BookGroup/COASTAL?arrive=${arrive}&depart=${depart}&adults=2`],
  ] as const) {
    test(`${name} has no schema.org errors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
      expect(await structuredDataErrors(await page.content())).toEqual([]);
    });
  }

  test('a room on Rooms & Rates is a product with offers, in a hotel with its address, map position, price range and star rating', async ({
    page,
    baseURL,
  }) => {
    await page.goto(roomsAndRatesUrl('GRANDLDN', arrive, depart, '2-0-0'));
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@graph': Array<Record<string, unknown>> };
    const room = data['@graph'].find((node) => node['@type'] !== 'Hotel')!;
    expect(room['@type']).toEqual(['HotelRoom', 'Product']);
    expect((room['offers'] as unknown[]).length).toBeGreaterThan(0);
    // The room names its hotel by `@id`; the hotel is described once in the same graph.
    const { '@id': hotelId } = room['containedInPlace'] as { '@id': string };
    expect(hotelId).toBe(`${new URL(baseURL!).origin}/Book/GRANDLDN#hotel`);
    const hotel = data['@graph'].find((node) => node['@id'] === hotelId) as Record<
      string,
      Record<string, unknown>
    > & { '@type': string; priceRange: string; image: string };
    expect(hotel['@type']).toBe('Hotel');
    expect(hotel['address']).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '1 Strand',
      addressLocality: 'London',
      addressCountry: 'GB',
    });
    expect(hotel['geo']).toMatchObject({
      '@type': 'GeoCoordinates',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(hotel['starRating']).toEqual({ '@type': 'Rating', ratingValue: 5, bestRating: 5 });
    expect(hotel.priceRange).toMatch(/^£[\d,.]+–£[\d,.]+$/);
    // Absolute addresses come from the configured public origin.
    expect(hotel.image).toMatch(new RegExp(`^${new URL(baseURL!).origin}/`));
  });
});
