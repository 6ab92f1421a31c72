import { addDays, addMonths } from '../shared/clock.ts';
import type { IsoDate } from '../shared/types.ts';

/** A night of the availability calendar (GET /api/Availability). */
export interface DayAvailability {
  DateOfStay: IsoDate;
  AvailableRooms: number;
  Rates?:
    | readonly {
        RatePlanId?: number | null;
        MinLengthOfStay?: number | null;
        MinimumRate: number;
      }[]
    | null;
}

/** Spec §9: the calendar reaches this far from today. */
export const CALENDAR_REACH = { years: 3, months: 1 } as const;

/** Spec §9: the availability cache covers this many months from today. */
export const AVAILABILITY_CACHE_MONTHS = 36;

/** Spec §9: disabled calendar days are worked out this long after the cache loads. */
export const DISABLED_DAYS_DELAY_MS = 3000;

/** Spec §9: alternative stays and booking restrictions are checked this long after dates are set. */
export const DATE_CHECKS_DELAY_MS = 100;

/** Spec §9: the availability badge shows at this many rooms left or fewer. */
export const AVAILABILITY_BADGE_MAX_ROOMS = 3;

/** The last date the calendar offers: today plus 3 years and 1 month. */
export function lastCalendarDate(today: IsoDate): IsoDate {
  return addMonths(addMonths(today, CALENDAR_REACH.years * 12), CALENDAR_REACH.months);
}

/** The date range the availability cache asks for: today to today plus 36 months. */
export function availabilityCacheRange(today: IsoDate): { fromDate: IsoDate; toDate: IsoDate } {
  return { fromDate: today, toDate: addMonths(today, AVAILABILITY_CACHE_MONTHS) };
}

/** Rooms left per night, keyed by date. */
export type RoomsByDate = ReadonlyMap<IsoDate, number>;

/** Indexes calendar rows by date. */
export function roomsByDate(rows: readonly DayAvailability[]): RoomsByDate {
  return new Map(rows.map((row) => [row.DateOfStay, row.AvailableRooms]));
}

/**
 * Spec §9: a calendar date is disabled before today, after today plus 3 years and 1 month, and
 * when no rooms are left that night. A date the calendar has no row for is not disabled (its
 * availability is unknown, not zero).
 */
export function isCalendarDateDisabled(date: IsoDate, today: IsoDate, rooms: RoomsByDate): boolean {
  if (date < today || date > lastCalendarDate(today)) return true;
  const left = rooms.get(date);
  return left !== undefined && left <= 0;
}

/**
 * Whether a departure date cannot be picked for an arrival: on or before the arrival, after the
 * calendar's reach (one day more, to leave on the morning after the last night), or when a night
 * in between has no rooms. The departure day itself needs no room.
 */
export function isDepartureDateDisabled(
  date: IsoDate,
  arrival: IsoDate,
  today: IsoDate,
  rooms: RoomsByDate,
): boolean {
  if (date <= arrival || date > addDays(lastCalendarDate(today), 1)) return true;
  for (let night = arrival; night < date; night = addDays(night, 1)) {
    if (isCalendarDateDisabled(night, today, rooms)) return true;
  }
  return false;
}

/** Spec §9: the "only a few left" badge shows when 1 to 3 rooms remain. */
export function showAvailabilityBadge(availableRooms: number): boolean {
  return availableRooms > 0 && availableRooms <= AVAILABILITY_BADGE_MAX_ROOMS;
}

/**
 * The shortest stay any rate allows for an arrival on this night, for the minimum stay notice;
 * undefined when the night has no rates.
 */
export function minimumStayFor(row: DayAvailability): number | undefined {
  const stays = (row.Rates ?? []).map((rate) => rate.MinLengthOfStay ?? 1);
  return stays.length > 0 ? Math.min(...stays) : undefined;
}
