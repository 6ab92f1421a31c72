import { availabilityCacheRange } from '../../domain/availability.ts';
import type { IsoDate } from '../../domain/types.ts';
import { HttpError, INVALID_REQUEST_MESSAGE, type ModelState } from '../http/errors.ts';

/** Spec §9: the last date a stay may end on or a calendar may show, 36 months from the hotel's today. */
export function lastWindowDate(today: IsoDate): IsoDate {
  return availabilityCacheRange(today).toDate;
}

/**
 * Problems of a search beyond its shape (spec §5, §9): arrival before the hotel's today, departure
 * beyond the 36-month window, more rooms than the property takes online. Empty when none.
 */
export function searchProblems(search: { DateFrom: IsoDate; DateTo: IsoDate; roomCount: number }, today: IsoDate, maxRooms: number): ModelState {
  const problems: ModelState = {};
  const last = lastWindowDate(today);
  if (search.DateFrom < today) problems.DateFrom = [`The arrival date cannot be before today (${today}).`];
  else if (search.DateFrom >= last) problems.DateFrom = [`The arrival date must be before ${last}, 36 months from today.`];
  if (search.DateTo > last) problems.DateTo = [`The departure date must be on or before ${last}, 36 months from today.`];
  if (search.roomCount > maxRooms) {
    problems.Rooms = [`At most ${maxRooms} rooms can be booked online at once; please contact the hotel to book more.`];
  }
  return problems;
}

/** Problems of a calendar window: both dates within today … today + 36 months, from not after to. */
export function calendarProblems(window: { fromDate: IsoDate; toDate: IsoDate }, today: IsoDate): ModelState {
  const problems: ModelState = {};
  const last = lastWindowDate(today);
  if (window.fromDate < today) problems.fromDate = [`fromDate cannot be before today (${today}).`];
  else if (window.fromDate > last) problems.fromDate = [`fromDate must be on or before ${last}, 36 months from today.`];
  if (window.toDate > last) problems.toDate = [`toDate must be on or before ${last}, 36 months from today.`];
  else if (window.toDate < window.fromDate) problems.toDate = ['toDate cannot be before fromDate.'];
  return problems;
}

/** Throws the 400 with ModelState when there is any problem. */
export function assertNoProblems(problems: ModelState): void {
  if (Object.keys(problems).length > 0) throw new HttpError(400, INVALID_REQUEST_MESSAGE, problems);
}
