import { roomsRemaining } from '../domain/booking/offers.ts';
import { priceTaxOf } from '../domain/booking/room-quote.ts';
import { daysBetween } from '../domain/shared/clock.ts';
import { leanOffers } from '../site/lean-offers.ts';
import { listedRooms, offersJsonLd } from '../site/offers-json-ld.ts';
import { promoBanner } from '../site/promo-banner.ts';
import { publicOrigin } from '../serving/public-origin.ts';
import { toSearchParams } from '../site/search-query.ts';
import * as urls from '../site/urls.ts';
import { picturePreload } from '../site/webp.ts';
import { localeOf, withProperty, type PageRequest } from './page.ts';
import { loadStaySearch } from './stay-search.ts';

/**
 * The Rooms & Rates page (spec §2): back to the search page with the reason when the search cannot
 * run, else everything its first screen shows — the offers (JSON-LD in the head, the island's
 * props without the answer's repetitions), the promo code's banner and the change-search link.
 */
export function loadRoomsAndRatesPage(page: PageRequest, now: Date) {
  return withProperty(page, async (property) => {
    const locale = localeOf(page);
    const data = await loadStaySearch(property, page.url, now, locale);
    if (data.kind === 'redirect') return data;
    const code = property.PropertyCode;
    const { query, result, config } = data;
    const tax = priceTaxOf(property);
    const searchParams = toSearchParams({ ...query, currency: undefined });
    const changeSearchUrl = urls.withQuery(urls.localised(locale, urls.book(code)), searchParams);
    // The island gets the search answer without its repetitions (each upgrade's rates, each plan's words).
    const lean = leanOffers(result.RoomTypes);
    const rooms = listedRooms(result.RoomTypes, query, tax);
    // The first of them with a room left is the first the island lists, and on a phone the page's
    // largest picture: asked for from the head, it starts with the first bytes, not after the styles.
    const first = rooms.find(
      (view) =>
        roomsRemaining(result.NumberOfRoomsPerRoomTypeId, view.offer.RoomType.RoomTypeId) > 0,
    );
    return {
      kind: 'page',
      property,
      firstPicture: first?.offer.RoomType.ImageUrl
        ? picturePreload(first.offer.RoomType.ImageUrl)
        : undefined,
      jsonLd: offersJsonLd(property, rooms, query, tax, publicOrigin()),
      query,
      exchange: data.exchange,
      promo: promoBanner(query.promo, result, query.rooms),
      changeSearchUrl,
      island: {
        tax,
        config: {
          showMinimumStay: config.ShowMinimumLengthOfStayNotification,
          showOccupancy: config.ShowRoomTypeOccupancy,
          askRoomConfiguration: config.ShowRoomConfigurationQuestion,
          noAvailabilityMessage: config.NoAvailabilityMessage,
        },
        search: {
          arrive: query.arrive,
          depart: query.depart,
          nights: daysBetween(query.arrive, query.depart),
          rooms: query.rooms,
          searchKey: searchParams.toString(),
          changeSearchUrl,
          checkoutUrl: urls.localised(locale, urls.checkout(code)),
        },
        result: {
          RoomTypes: lean.offers,
          NumberOfRoomsPerRoomTypeId: result.NumberOfRoomsPerRoomTypeId,
          Message: result.Message,
        },
        leftOut: lean.leftOut,
        alternatives: data.alternatives,
        minimumStay: data.minimumStay,
        today: data.today,
        chosen: query.room ? { roomTypeCode: query.room, ratePlanCode: query.rate } : undefined,
      },
    } as const;
  });
}
