import { hotelClock } from '../domain/shared/clock.ts';
import { zoneOffset } from '../domain/shared/zone-offset.ts';
import { maxRoomsAllowed, parseSearchProblem } from '../domain/search/search-validity.ts';
import { hotelJsonLd } from '../site/json-ld.ts';
import { parseSearchQuery, urlFields } from '../site/parse-search-query.ts';
import { publicOrigin } from '../serving/public-origin.ts';
import { heroSrcset } from '../site/responsive-image.ts';
import { picturePreload } from '../site/webp.ts';
import { defaultRoom, occupancyRules } from '../site/room-occupancy.ts';
import { searchReasonMessage } from '../site/search-reason.ts';
import { localeOf, withProperty, type PageRequest } from './page.ts';
import { loadBookConfig } from './property.ts';

/**
 * The Book page (spec §2 /Book/{code}): the property, its hero picture's sizes for the head's
 * preload, and the search form — its limits, what the URL asked for and, when Rooms & Rates sent
 * the guest back, why. Spec §2: the booking configuration is loaded before the page is entered.
 */
export function loadBookPage(page: PageRequest, now: Date) {
  return withProperty(page, async (property) => {
    const [heroSet, config] = await Promise.all([
      heroSrcset(property.PropertyImageUrl),
      loadBookConfig(property, localeOf(page)),
    ]);
    // Decision: the stricter of the property's and the booking configuration's room maximum (as Rooms & Rates).
    const maxRooms = maxRoomsAllowed(property, config);
    const params = page.url.searchParams;
    const reason = parseSearchProblem(params.get('reason'));
    return {
      kind: 'page',
      property,
      hero: property.PropertyImageUrl
        ? picturePreload(property.PropertyImageUrl, heroSet)
        : undefined,
      jsonLd: hotelJsonLd(property, publicOrigin()),
      config,
      search: {
        now: now.toISOString(),
        zoneOffset: zoneOffset(now, property.TimeZone),
        rules: occupancyRules(property, maxRooms),
        defaultRoom: defaultRoom(property),
        query: parseSearchQuery(params, defaultRoom(property)),
        present: urlFields(params),
        reason:
          reason &&
          searchReasonMessage(reason, {
            today: hotelClock(now, property.TimeZone).today,
            maxRooms,
            sameDayMessage: config.SameDayBookingRestriction.Message,
          }),
        locations: config.Locations.map(({ Id, Name }) => ({ Id, Name })),
        offers: config.Offers.map(({ Id, Name, Description, RatePlanCode, PromoCode }) => ({
          Id,
          Name,
          Description,
          RatePlanCode,
          PromoCode,
        })),
      },
    } as const;
  });
}
