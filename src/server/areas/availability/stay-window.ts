import {
  lastDeparture,
  searchProblems as domainSearchProblems,
} from '../../../domain/search/search-validity.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import { HttpError, INVALID_REQUEST_MESSAGE, type ModelState } from '../../http/errors.ts';

/** Spec §9: the last date a stay may end on or a calendar may show, 36 months from the hotel's today. */
export const lastWindowDate = lastDeparture;

/**
 * The API's words for the domain's search rule (spec §5, §9): arrival before the hotel's today,
 * a stay beyond the 36-month window, departure not after arrival, more rooms than the property
 * takes online. The same-day cut-off is not a refusal here: the search answers with its message.
 */
export function searchProblems(
  search: { DateFrom: IsoDate; DateTo: IsoDate; roomCount: number },
  today: IsoDate,
  maxRooms: number,
): ModelState {
  const found = domainSearchProblems(
    { arrive: search.DateFrom, depart: search.DateTo, roomCount: search.roomCount },
    { now: { today, hour: 0, minute: 0 }, maxRooms },
  );
  const last = lastWindowDate(today);
  const problems: ModelState = {};
  if (found.arrive === 'past')
    problems.DateFrom = [`The arrival date cannot be before today (${today}).`];
  else if (found.arrive === 'window')
    problems.DateFrom = [`The arrival date must be before ${last}, 36 months from today.`];
  if (found.depart === 'order')
    problems.DateTo = ['The departure date must be after the arrival date.'];
  else if (found.depart === 'window')
    problems.DateTo = [`The departure date must be on or before ${last}, 36 months from today.`];
  if (found.rooms === 'maxRooms') {
    problems.Rooms = [
      `At most ${maxRooms} rooms can be booked online at once; please contact the hotel to book more.`,
    ];
  }
  return problems;
}

/** Problems of a calendar window: both dates within today … today + 36 months, from not after to. */
export function calendarProblems(
  window: { fromDate: IsoDate; toDate: IsoDate },
  today: IsoDate,
): ModelState {
  const problems: ModelState = {};
  const last = lastWindowDate(today);
  if (window.fromDate < today) problems.fromDate = [`fromDate cannot be before today (${today}).`];
  else if (window.fromDate > last)
    problems.fromDate = [`fromDate must be on or before ${last}, 36 months from today.`];
  if (window.toDate > last)
    problems.toDate = [`toDate must be on or before ${last}, 36 months from today.`];
  else if (window.toDate < window.fromDate) problems.toDate = ['toDate cannot be before fromDate.'];
  return problems;
}

/** Throws the 400 with ModelState when there is any problem. */
export function assertNoProblems(problems: ModelState): void {
  if (Object.keys(problems).length > 0) throw new HttpError(400, INVALID_REQUEST_MESSAGE, problems);
}
