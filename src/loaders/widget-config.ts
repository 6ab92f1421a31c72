import { serverApi } from './server-api.ts';
import { BookConfigSchema } from '../api/contract/book.ts';
import type { Property } from '../api/contract/property.ts';
import { lastCalendarDate } from '../domain/booking/availability.ts';
import { hotelClock } from '../domain/shared/clock.ts';
import { maxRoomsAllowed } from '../domain/search/search-validity.ts';
import { defaultRoom, occupancyRules } from '../site/room-occupancy.ts';
import { themeColour } from '../site/theme-css.ts';
import type { WidgetConfig } from '../site/widget-config.ts';

/** The widget's settings for a property: its colours, bookable dates and the search form's limits. */
export async function loadWidgetConfig(property: Property, now: Date): Promise<WidgetConfig> {
  const config = await serverApi.get(
    `Book/Config/${encodeURIComponent(property.PropertyCode)}`,
    BookConfigSchema,
  );
  const rules = occupancyRules(property, maxRoomsAllowed(property, config));
  const today = hotelClock(now, property.TimeZone).today;
  const room = defaultRoom(property);
  return {
    code: property.PropertyCode,
    name: property.PropertyName,
    colours: {
      primary: themeColour(property.Theme, 'Primary', '#1f3a5f'),
      text: themeColour(property.Theme, 'Dark', '#1d1d1f'),
    },
    today,
    lastDate: lastCalendarDate(today),
    maxRooms: rules.maxRooms,
    adults: { min: Math.max(1, rules.adults.min), max: Math.min(rules.adults.max, 9) },
    children: { min: 0, max: Math.min(rules.children.max, 9) },
    defaultRoom: { adults: Math.max(1, room.adults), children: room.children },
    promo: !config.HidePromoCodeOnLandingPage,
  };
}
