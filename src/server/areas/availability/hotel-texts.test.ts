import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilitySearchResultSchema } from '../../../api/contract/availability-search.ts';
import { BookConfigSchema } from '../../../api/contract/book.ts';
import { PropertySchema } from '../../../api/contract/property.ts';
import { RoomTypeConfigurationListSchema } from '../../../api/contract/room-type-configuration.ts';
import { ServiceListSchema } from '../../../api/contract/services.ts';
import { addDays } from '../../../domain/shared/clock.ts';
import { ReservationConfirmationSchema } from '../../../api/contract/reservation.ts';
import { hotelTexts, properties, reservations } from '../../db/schema/index.ts';
import { demoConfirmationToken } from '../../seed/demo-token.ts';
import type { ReferenceApi } from '../../runtime.ts';
import { openTestApi } from '../../testing/seeded-api.ts';
import { call, postJson, TEST_SEED_DAY } from '../../testing/fixtures.ts';

// The Grand London's seed carries German and Arabic texts; French is not translated.
let api: ReferenceApi;
beforeAll(async () => {
  process.env['ADMIN_KEY'] = 'test-admin-key';
  api = await openTestApi();
});
afterAll(async () => {
  delete process.env['ADMIN_KEY'];
  await api?.close();
});

const stay = {
  PropertyId: 'GRANDLDN',
  DateFrom: addDays(TEST_SEED_DAY, 20),
  DateTo: addDays(TEST_SEED_DAY, 22),
  Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
};
const headersIn = (language?: string): Record<string, string> =>
  language ? { 'Content-Language': language } : {};

async function search(language?: string, body: Record<string, unknown> = {}) {
  const answer = await call(
    api,
    '/api/Availability/Search',
    postJson({ ...stay, ...body }, headersIn(language)),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = v.parse(AvailabilitySearchResultSchema, answer.body);
  const room = (code: string) => result.RoomTypes.find((o) => o.RoomType.RoomTypeCode === code)!;
  const rate = (roomCode: string, plan: string) =>
    room(roomCode).Rates.find((r) => r.RatePlanCode === plan)!;
  return { result, room, rate };
}

describe('the hotel’s own texts in the request’s language', () => {
  it('the same search answers German texts to Content-Language de, English to en', async () => {
    const german = await search('de');
    const english = await search('en-GB');
    expect(german.room('CLDBL').RoomType).toMatchObject({
      Name: 'Klassisches Doppelzimmer',
      Description:
        'Ein ruhiges Zimmer mit 22 m², Doppelbett, Regendusche und Blick auf den Innenhof.',
    });
    expect(english.room('CLDBL').RoomType.Name).toBe('Classic Double');
    expect(german.rate('CLDBL', 'BB')).toMatchObject({
      Name: 'Übernachtung mit Frühstück',
      IncludedMeal: 'Englisches Frühstück inklusive',
    });
    expect(english.rate('CLDBL', 'BB')).toMatchObject({
      Name: 'Bed & Breakfast',
      IncludedMeal: 'Full English breakfast included',
    });
    // Only the texts change: prices and availability are the same answer.
    expect(german.result.NumberOfRoomsPerRoomTypeId).toEqual(
      english.result.NumberOfRoomsPerRoomTypeId,
    );
    expect(german.rate('CLDBL', 'BB')).toMatchObject({
      RatePlanId: english.rate('CLDBL', 'BB').RatePlanId,
    });
  });

  it('falls back to the default language’s texts for a language the hotel did not translate', async () => {
    const french = await search('fr');
    expect(french.room('CLDBL').RoomType.Name).toBe('Classic Double');
    expect(french.rate('CLDBL', 'FLEX').Name).toBe('Flexible Rate');
  });

  it('reads the request’s LanguageCode when it names no Content-Language', async () => {
    const arabic = await search(undefined, { LanguageCode: 'ar' });
    expect(arabic.room('CLDBL').RoomType.Name).toBe('غرفة مزدوجة كلاسيكية');
    expect((await search(undefined)).room('CLDBL').RoomType.Name).toBe('Classic Double');
  });

  it('translates the booking configuration’s policies and the extras', async () => {
    const config = async (language: string) =>
      v.parse(
        BookConfigSchema,
        (await call(api, '/api/Book/Config/GRANDLDN', { headers: headersIn(language) })).body,
      );
    expect((await config('de')).CustomTermsAndConditionsLabel).toBe(
      'Ich akzeptiere die Buchungsbedingungen für Firmenkunden',
    );
    expect((await config('en-GB')).CustomTermsAndConditionsLabel).toBe(
      'I accept the corporate booking terms',
    );
    const property = async (language: string) =>
      v.parse(
        PropertySchema,
        (await call(api, '/api/Property/GRANDLDN', { headers: headersIn(language) })).body,
      );
    expect(await property('de')).toMatchObject({
      AdultOccupancyLabel: 'Erwachsene',
      ChildOccupancyLabel: 'Kinder (2–12)',
    });
    expect((await property('en-GB')).ChildOccupancyLabel).toBe('Children (2–12)');
    expect((await config('de')).Offers.map((offer) => offer.Name)).toEqual([
      'Winterauszeit',
      'Übernachtung mit Frühstück',
    ]);
    expect((await config('de')).BookingIncentives.map((incentive) => incentive.Title)).toEqual([
      'Bestpreisgarantie',
      'Kostenloses WLAN',
      'Flexibel buchen',
    ]);
    expect((await config('fr')).Offers.map((offer) => offer.Name)).toEqual([
      'Winter Escape',
      'Bed & Breakfast',
    ]);
    const { room, rate } = await search('en-GB');
    const query = new URLSearchParams({
      propertyId: 'GRANDLDN',
      roomTypeId: String(room('CLDBL').RoomType.RoomTypeId),
      ratePlanId: String(rate('CLDBL', 'FLEX').RatePlanId),
      dateOfArrival: stay.DateFrom,
      dateOfDeparture: stay.DateTo,
    });
    const services = async (language: string) =>
      v
        .parse(
          ServiceListSchema,
          (await call(api, `/api/Service/Get?${query}`, { headers: headersIn(language) })).body,
        )
        .Services.find((service) => service.Code === 'PARK')!;
    expect(await services('de')).toMatchObject({
      Name: 'Parkservice',
      Description: 'Sicheres Parken mit Parkservice, pro Nacht.',
    });
    expect((await services('en-GB')).Name).toBe('Valet parking');
    const beds = async (language: string) =>
      v
        .parse(
          RoomTypeConfigurationListSchema,
          (
            await call(
              api,
              `/api/RoomTypeConfiguration/Get?propertyId=GRANDLDN&roomTypeId=${room('SUPTWN').RoomType.RoomTypeId}`,
              { headers: headersIn(language) },
            )
          ).body,
        )[0]!
        .DropdownOptions.map((option) => option.Name);
    expect(await beds('de')).toEqual(['Zwei Einzelbetten', 'Zusammengestellte Betten']);
    expect(await beds('fr')).toEqual(['Twin beds', 'Beds pushed together']);
    // The browser's calls name no language: the page they come from does.
    const fromPage = async (path: string) =>
      v
        .parse(
          ServiceListSchema,
          (
            await call(api, `/api/Service/Get?${query}&languageCode=en`, {
              headers: { Referer: `http://stayfront.test${path}` },
            })
          ).body,
        )
        .Services.find((service) => service.Code === 'PARK')!.Name;
    expect(await fromPage('/ar/Book/GRANDLDN/Rooms-And-Rates')).toBe('خدمة صف السيارات');
    expect(await fromPage('/Book/GRANDLDN/Rooms-And-Rates')).toBe('Valet parking');
  });

  it('shows a booking in its own language, whatever the page asks for', async () => {
    const confirmation = async () =>
      v.parse(
        ReservationConfirmationSchema,
        (
          await call(
            api,
            `/api/Reservation/Confirmation?propertyId=GRANDLDN&referenceNumber=${demoConfirmationToken('GL-7Q4K9P')}`,
          )
        ).body,
      ).Rooms[0];
    expect(await confirmation()).toMatchObject({
      RoomTypeName: 'Deluxe King',
      RatePlanName: 'Flexible Rate',
      Services: [{ Name: 'Full English breakfast' }],
    });
    await api.database.db
      .update(reservations)
      .set({ languageCode: 'de' })
      .where(eq(reservations.reservationNumber, 'GL-7Q4K9P'));
    expect(await confirmation()).toMatchObject({
      RoomTypeName: 'Deluxe-Zimmer mit Kingsize-Bett',
      RatePlanName: 'Flexibler Tarif',
      Services: [{ Name: 'Englisches Frühstück' }],
    });
  });

  it('serves every language’s cached texts until the property is flushed', async () => {
    const db = api.database.db;
    const [london] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.code, 'GRANDLDN'));
    await search('de');
    await search('ar');
    for (const [locale, text] of [
      ['de', 'Doppelzimmer Klassik'],
      ['ar', 'غرفة مزدوجة'],
    ] as const)
      await db
        .update(hotelTexts)
        .set({ text })
        .where(
          and(
            eq(hotelTexts.propertyId, london!.id),
            eq(hotelTexts.locale, locale),
            eq(hotelTexts.subject, 'roomType'),
            eq(hotelTexts.code, 'CLDBL'),
            eq(hotelTexts.field, 'name'),
          ),
        );
    expect((await search('de')).room('CLDBL').RoomType.Name).toBe('Klassisches Doppelzimmer');
    const flushed = await call(api, '/api/StaticData/GRANDLDN/flush', {
      method: 'POST',
      headers: { authorization: 'Bearer test-admin-key' },
    });
    expect(flushed.status).toBe(200);
    expect((await search('de')).room('CLDBL').RoomType.Name).toBe('Doppelzimmer Klassik');
    expect((await search('ar')).room('CLDBL').RoomType.Name).toBe('غرفة مزدوجة');
  });
});
