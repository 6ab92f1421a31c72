import { daysBetween, type HotelClock } from '../domain/clock.ts';
import { sameDayRestriction, type SameDayBookingRestriction } from '../domain/search.ts';
import type { SearchQuery } from './search-query.ts';

/** Why a search from a URL cannot run; the search page explains each one. */
export type SearchProblem = 'dates' | 'past' | 'order' | 'rooms' | 'maxRooms' | 'window' | 'sameDay';

/**
 * Spec §2/§5: Rooms & Rates runs only a possible search — both real dates, departure after
 * arrival, arrival not in the past and within the bookable window, 1..max rooms, and not a
 * same-day arrival after the cut-off. Returns the first problem, or null.
 */
export function searchProblem(
  query: SearchQuery,
  rules: { maxRooms: number; now: HotelClock; sameDay?: SameDayBookingRestriction | null; windowEnd: string },
): SearchProblem | null {
  if (!query.arrive || !query.depart) return 'dates';
  if (daysBetween(rules.now.today, query.arrive) < 0) return 'past';
  if (daysBetween(query.arrive, query.depart) < 1) return 'order';
  if (daysBetween(query.depart, rules.windowEnd) < 0) return 'window';
  if (query.rooms.length === 0) return 'rooms';
  if (query.rooms.length > rules.maxRooms) return 'maxRooms';
  if (sameDayRestriction(rules.sameDay, query.arrive, rules.now).blocked) return 'sameDay';
  return null;
}
