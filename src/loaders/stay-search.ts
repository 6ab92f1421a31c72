import { serverApi, serverApiIn } from './server-api.ts';
import { DEFAULT_LOCALE, languageCodeOf, type Locale } from '../i18n/locale.ts';
import { loadBookConfig, loadExchange } from './property.ts';
import { redirect, type Redirect } from './page.ts';
import { isApiError } from '../api/api-error.ts';
import { AvailabilityCalendarSchema } from '../api/contract/availability-calendar.ts';
import {
  AvailabilitySearchResultSchema,
  type AvailabilitySearchResult,
} from '../api/contract/availability-search.ts';
import type { BookConfig } from '../api/contract/book.ts';
import type { Property } from '../api/contract/property.ts';
import type { ExchangeRates } from '../domain/shared/money.ts';
import { alternativeStays, alternativeStaysRange } from '../domain/booking/alternative-stays.ts';
import { addDays, daysBetween, hotelClock } from '../domain/shared/clock.ts';
import { roundMoney } from '../domain/shared/money.ts';
import type { AlternativeStayLink as AlternativeStay } from '../site/alternative-stay-link.ts';
import {
  maxRoomsAllowed,
  searchProblem,
  type SearchProblem,
} from '../domain/search/search-validity.ts';
import { parseSearchQuery } from '../site/parse-search-query.ts';
import { defaultRoom } from '../site/room-occupancy.ts';
import { toSearchParams, type SearchQuery } from '../site/search-query.ts';
import * as urls from '../site/urls.ts';

export type StaySearch =
  | Redirect
  | {
      kind: 'results';
      config: BookConfig;
      query: SearchQuery & { arrive: string; depart: string };
      result: AvailabilitySearchResult;
      exchange: ExchangeRates | null;
      alternatives: AlternativeStay[];
      /** Nothing offered only because of the arrival's minimum stay: the longer stay to search instead. */
      minimumStay: MinimumStayFix | null;
      today: string;
    };

export type MinimumStayFix = { nights: number; depart: string; url: string };

/**
 * Everything the Rooms & Rates page renders for the URL's search (spec §2): a redirect to the
 * search page with the reason when the search is not possible, else the search results, display
 * exchange rates and — when nothing is offered — alternative stays from the availability calendar.
 */
export async function loadStaySearch(
  property: Property,
  url: URL,
  now: Date,
  /** The page's language: the hotel's texts come in it and the links to other stays keep it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<StaySearch> {
  const code = property.PropertyCode;
  // Asked for at once, beside the configuration and the search (it never fails: prices then stay
  // in the hotel's currency): behind API_UPSTREAM every call is a round trip to the hotel's API.
  const exchange = loadExchange(property);
  const config = await loadBookConfig(property, locale);
  // The same default room as the search form's: children and infants only when searchable.
  const query = parseSearchQuery(url.searchParams, defaultRoom(property));
  const clock = hotelClock(now, property.TimeZone);
  const back = (reason: SearchProblem) =>
    redirect(`${urls.withQuery(urls.book(code), toSearchParams(query))}&reason=${reason}`);
  const problem = searchProblem(query, {
    maxRooms: maxRoomsAllowed(property, config),
    now: clock,
    sameDay: config.SameDayBookingRestriction,
  });
  if (problem || !query.arrive || !query.depart) return back(problem ?? 'dates');
  const stay = { ...query, arrive: query.arrive, depart: query.depart };

  let result: AvailabilitySearchResult;
  try {
    // In the page's language: the hotel's room and rate texts where it translated them.
    result = await serverApiIn(locale).post(
      'Availability/Search',
      {
        PropertyId: code,
        LanguageCode: languageCodeOf(locale),
        PromoCode: query.promo ?? null,
        RatePlanCode: query.rate ?? null,
        DateFrom: stay.arrive,
        DateTo: stay.depart,
        LocationId: query.location ?? null,
        Rooms: query.rooms.map((r) => ({
          NumberOfAdults: r.adults,
          NumberOfChildren: r.children,
          NumberOfInfants: r.infants,
        })),
      },
      AvailabilitySearchResultSchema,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 400) return back('dates');
    throw error;
  }

  const [rates, alternatives] = await Promise.all([
    exchange,
    result.RoomTypes.length > 0
      ? Promise.resolve([])
      : loadAlternatives(property, stay, clock.today, locale),
  ]);
  const minimumStay = result.MinimumStayNights
    ? (() => {
        const depart = addDays(stay.arrive, result.MinimumStayNights);
        return {
          nights: result.MinimumStayNights,
          depart,
          url: urls.withQuery(
            urls.localised(locale, urls.roomsAndRates(property.PropertyCode)),
            toSearchParams({ ...stay, depart }),
          ),
        };
      })()
    : null;
  return {
    kind: 'results',
    config,
    query: stay,
    result,
    exchange: rates,
    alternatives,
    minimumStay,
    today: clock.today,
  };
}

/** Up to 10 other stays of the same length around the requested dates (spec §5, §9). */
async function loadAlternatives(
  property: Property,
  query: SearchQuery & { arrive: string; depart: string },
  today: string,
  locale: Locale | undefined,
): Promise<AlternativeStay[]> {
  const nights = daysBetween(query.arrive, query.depart);
  const { fromDate, toDate } = alternativeStaysRange(query, today);
  try {
    const rows = await serverApi.get('Availability', AvailabilityCalendarSchema, {
      propertyId: property.PropertyCode,
      fromDate,
      toDate,
      languageCode: 'en',
    });
    return alternativeStays(rows, {
      nights,
      rooms: query.rooms.length,
      fromDate: query.arrive,
      toDate: query.depart,
    }).map((stay) => ({
      ...stay,
      totalCost: roundMoney(stay.totalCost, property.Currency),
      url: urls.withQuery(
        urls.localised(locale, urls.roomsAndRates(property.PropertyCode)),
        toSearchParams({ ...query, arrive: stay.fromDate, depart: stay.toDate }),
      ),
    }));
  } catch {
    return [];
  }
}
