import {
  availabilityCacheRange,
  type DayAvailability,
  isCalendarDateDisabled,
  lastCalendarDate,
  minimumStayFor,
  type RoomsByDate,
} from '../booking/availability.ts';
import { addDays } from '../shared/clock.ts';
import type { IsoDate } from '../shared/types.ts';

/** The dates a search can cover. */
export type SearchWindow = { today: IsoDate; lastArrival: IsoDate; lastDeparture: IsoDate };

/**
 * Decision: spec §9 lets the calendar reach today + 3 years + 1 month, but availability (and so a
 * search, which Rooms & Rates refuses with `window`) only covers 36 months from today. Offering a
 * date no search can answer would only lead to an error, so the calendar stops at the earlier of
 * the two: the last departure is the end of the 36 months, the last arrival the night before.
 */
export function searchWindow(today: IsoDate): SearchWindow {
  const reach = addDays(lastCalendarDate(today), 1);
  const cache = availabilityCacheRange(today).toDate;
  const lastDeparture = cache < reach ? cache : reach;
  return { today, lastArrival: addDays(lastDeparture, -1), lastDeparture };
}

/** Spec §9 arrival rule (domain) inside the search window. */
export function isArrivalDisabled(
  date: IsoDate,
  window: SearchWindow,
  rooms: RoomsByDate,
): boolean {
  return date > window.lastArrival || isCalendarDateDisabled(date, window.today, rooms);
}

/** What a calendar day shows besides its number. */
export type DayFacts = {
  /** Lowest nightly price over the rates, property currency; undefined with no rooms or rates. */
  lowestRate: number | undefined;
  /** Shortest minimum stay over the rates, when above one night (the minimum-stay hint). */
  minStay: number | undefined;
};

export function dayFacts(row: DayAvailability): DayFacts {
  const minStay = minimumStayFor(row);
  const rates = row.Rates ?? [];
  const open = row.AvailableRooms > 0 && rates.length > 0;
  return {
    lowestRate: open ? Math.min(...rates.map((r) => r.MinimumRate)) : undefined,
    minStay: minStay !== undefined && minStay > 1 ? minStay : undefined,
  };
}

/**
 * The latest departure for an arrival: the morning after the last bookable night before the first
 * night with no rooms, or the window's last departure. Worked out once per arrival, so each day of
 * the grid is one comparison; inside the window it agrees with the domain's
 * `isDepartureDateDisabled` (tested), which walks the nights for every date.
 */
export function lastDepartureFor(
  arrive: IsoDate,
  window: SearchWindow,
  rooms: RoomsByDate,
): IsoDate {
  for (let night = arrive; night < window.lastDeparture; night = addDays(night, 1)) {
    if (isCalendarDateDisabled(night, window.today, rooms)) return night;
  }
  return window.lastDeparture;
}

/**
 * Spec §9 for the day under the pointer while a departure is chosen: days after the arrival are
 * open up to {@link lastDepartureFor}; days on or before it start a new stay (arrival rule).
 */
export function isDepartureDisabled(
  date: IsoDate,
  arrive: IsoDate,
  lastDeparture: IsoDate,
  window: SearchWindow,
  rooms: RoomsByDate,
): boolean {
  if (date <= arrive) return isArrivalDisabled(date, window, rooms);
  return date > lastDeparture;
}
