import { loadBookConfig, loadProperty } from './property.ts';
import { lastCalendarDate } from '../domain/booking/availability.ts';
import { hotelClock } from '../domain/shared/clock.ts';
import { maxRoomsAllowed } from '../domain/search/search-validity.ts';
import { defaultRoom, occupancyRules } from '../site/room-occupancy.ts';
import { themeColour } from '../site/theme-css.ts';
import type { WidgetConfig } from '../site/widget-config.ts';

/**
 * The widget's settings for a property: its colours, bookable dates and the search form's limits;
 * null when the code is unknown.
 */
export async function loadWidgetConfig(
  code: string | undefined,
  now: Date,
): Promise<WidgetConfig | null> {
  const property = await loadProperty(code);
  if (!property) return null;
  const config = await loadBookConfig(property);
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
