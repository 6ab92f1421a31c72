import { availabilityCacheRange } from '../booking/availability.ts';
import { addDays, isIsoDate, type HotelClock } from '../shared/clock.ts';
import type { IsoDate } from '../shared/types.ts';
import { sameDayRestriction, type SameDayBookingRestriction } from './search.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * Why a search cannot run; the search form, the search page (Rooms & Rates sends the guest back
 * with `?reason=`) and the API each word it their way:
 * - `dates`: a date is missing or not a real date,
 * - `past`: the arrival is before today (hotel time),
 * - `order`: the departure is not after the arrival,
 * - `rooms`: no room asked for,
 * - `maxRooms`: more rooms than the property takes in one booking,
 * - `window`: beyond the dates a search can cover (`lastArrival`, `lastDeparture`),
 * - `sameDay`: arrival today after the same-day cut-off (spec §5).
 */
export const SEARCH_PROBLEMS = [
  'dates',
  'past',
  'order',
  'rooms',
  'maxRooms',
  'window',
  'sameDay',
] as const;
export type SearchProblem = (typeof SEARCH_PROBLEMS)[number];

/** A problem named in a URL (`?reason=`), or undefined for anything else. */
export function parseSearchProblem(value: string | null | undefined): SearchProblem | undefined {
  return SEARCH_PROBLEMS.find((problem) => problem === value);
}

/** A search's problems by the part of it they belong to. */
export type SearchProblems = {
  arrive?: 'dates' | 'past' | 'window';
  depart?: 'dates' | 'order' | 'window';
  rooms?: 'rooms' | 'maxRooms';
  sameDay?: 'sameDay';
};

export type SearchToCheck = {
  arrive: IsoDate | null | undefined;
  depart: IsoDate | null | undefined;
  roomCount: number;
};

export type SearchRules = {
  now: HotelClock;
  maxRooms: number;
  /** The same-day cut-off; checked only when given. */
  sameDay?: SameDayBookingRestriction | null | undefined;
};

/** Spec §9: the last day a stay may end on, 36 months from the hotel's today (the availability cache). */
export function lastDeparture(today: IsoDate): IsoDate {
  return availabilityCacheRange(today).toDate;
}

/** The last night a stay may begin on. */
export function lastArrival(today: IsoDate): IsoDate {
  return addDays(lastDeparture(today), -1);
}

/**
 * Spec §2/§5/§9, the one rule of "can this search run?": both dates real, departure after arrival,
 * arrival not before the hotel's today and the stay inside the 36-month window, 1..max rooms, and
 * not a same-day arrival past the cut-off. Every problem, by the field it belongs to.
 */
export function searchProblems(search: SearchToCheck, rules: SearchRules): SearchProblems {
  const { today } = rules.now;
  const problems: SearchProblems = {};
  const { arrive, depart } = search;
  if (!isIsoDate(arrive)) problems.arrive = 'dates';
  else if (arrive < today) problems.arrive = 'past';
  else if (arrive > lastArrival(today)) problems.arrive = 'window';

  if (!isIsoDate(depart)) problems.depart = 'dates';
  else if (isIsoDate(arrive) && depart <= arrive) problems.depart = 'order';
  else if (depart > lastDeparture(today)) problems.depart = 'window';

  if (search.roomCount < 1) problems.rooms = 'rooms';
  else if (search.roomCount > rules.maxRooms) problems.rooms = 'maxRooms';

  if (isIsoDate(arrive) && sameDayRestriction(rules.sameDay, arrive, rules.now).blocked)
    problems.sameDay = 'sameDay';
  return problems;
}

// The order in which the search page names a problem when there are several.
const PRIORITY: readonly SearchProblem[] = [
  'dates',
  'past',
  'order',
  'window',
  'rooms',
  'maxRooms',
  'sameDay',
];

/** The first problem of a search from a URL (the search page explains it), or null when it can run. */
export function searchProblem(query: SearchQuery, rules: SearchRules): SearchProblem | null {
  const found = new Set(
    Object.values(
      searchProblems(
        { arrive: query.arrive, depart: query.depart, roomCount: query.rooms.length },
        rules,
      ),
    ),
  );
  return PRIORITY.find((problem) => found.has(problem)) ?? null;
}

/** Spec §5 "no more rooms than the maximum allowed": the stricter of the property's and the booking engine's limit. */
export function maxRoomsAllowed(
  property: { MaxNumberOfRoomsOnBooking: number },
  config: { MaxNumberOfRoomsOnBooking: number },
): number {
  return Math.min(property.MaxNumberOfRoomsOnBooking, config.MaxNumberOfRoomsOnBooking);
}

/** What a search needs (spec §5), as the booking store holds it. */
export interface SearchRequest {
  propertyId?: number | string | null;
  fromDate?: IsoDate | null;
  toDate?: IsoDate | null;
  rooms: readonly unknown[];
}

/**
 * Spec §5 "search possible": a property and the rule of `searchProblems` (no room limit when
 * `maxRooms` is unset; the arrival-before-today and window checks only when `today` is given).
 */
export function isSearchPossible(
  search: SearchRequest,
  maxRooms?: number | null,
  today?: IsoDate,
): boolean {
  const { propertyId, fromDate, toDate, rooms } = search;
  const hasProperty =
    typeof propertyId === 'number' ? propertyId > 0 : (propertyId ?? '').trim() !== '';
  const problems = searchProblems(
    { arrive: fromDate, depart: toDate, roomCount: rooms.length },
    {
      now: { today: today ?? '0001-01-01', hour: 0, minute: 0 },
      maxRooms: maxRooms ?? Number.POSITIVE_INFINITY,
    },
  );
  const dateless = today === undefined ? ['past', 'window'] : [];
  return hasProperty && Object.values(problems).every((problem) => dateless.includes(problem));
}
