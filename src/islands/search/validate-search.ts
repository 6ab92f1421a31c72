import { isIsoDate, type HotelClock } from '../../domain/clock.ts';
import { isOccupancyValid } from '../../domain/occupancy.ts';
import { sameDayRestriction, type SameDayBookingRestriction } from '../../domain/search.ts';
import type { IsoDate } from '../../domain/types.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/messages.ts';
import type { RoomOccupancy } from '../../lib/search-query.ts';
import { searchWindow } from './calendar-days.ts';
import type { OccupancyRules } from './rooms.ts';

/** Messages shown next to the fields; an empty object plus empty `room` list means the search can run. */
export type SearchErrors = {
  arrive?: string;
  depart?: string;
  rooms?: string;
  /** Per room, by index. */
  room: (string | undefined)[];
  /** Spec §5 same-day cut-off: the hotel's message. */
  sameDay?: string;
};

export type SearchValidationContext = {
  now: HotelClock;
  rules: OccupancyRules;
  restriction?: SameDayBookingRestriction | null | undefined;
};

/** Spec §5 same-day rule for the chosen arrival: the message when it blocks the search. */
export function sameDayMessage(arrive: IsoDate, context: Pick<SearchValidationContext, 'now' | 'restriction'>): string | undefined {
  if (!arrive) return undefined;
  const verdict = sameDayRestriction(context.restriction, arrive, context.now);
  return verdict.blocked ? verdict.message : undefined;
}

function roomError(room: RoomOccupancy, index: number, rules: OccupancyRules): string | undefined {
  if (room.adults < rules.adults.min) return t('search.error.adults');
  const limits = { MinimumOccupancy: 1, AdultMaximumOccupancy: rules.adults.max, ChildMaximumOccupancy: rules.children.max };
  const withinInfants = room.infants <= rules.infants.max;
  return isOccupancyValid(limits, room) && withinInfants ? undefined : t('search.error.occupancy', { room: index + 1 });
}

/**
 * Checks a search before it is sent (spec §5): both dates, real and in order, inside the bookable
 * search window (`searchWindow`); at least one room and no more than the maximum; each room's guests within the property's
 * rules; and the same-day cut-off.
 */
export function validateSearch(search: { arrive: IsoDate; depart: IsoDate; rooms: readonly RoomOccupancy[] }, context: SearchValidationContext): SearchErrors {
  const { today } = context.now;
  const { lastArrival, lastDeparture } = searchWindow(today);
  const errors: SearchErrors = { room: search.rooms.map((room, i) => roomError(room, i, context.rules)) };
  const tooLate = t('search.error.window', { date: formatStayDate(lastArrival) });

  if (!isIsoDate(search.arrive)) errors.arrive = t('search.error.arrive');
  else if (search.arrive < today) errors.arrive = t('search.error.past');
  else if (search.arrive > lastArrival) errors.arrive = tooLate;

  if (!isIsoDate(search.depart)) errors.depart = t('search.error.depart');
  else if (isIsoDate(search.arrive) && search.depart <= search.arrive) errors.depart = t('search.error.order');
  else if (search.depart > lastDeparture) errors.depart = tooLate;

  if (search.rooms.length < 1) errors.rooms = t('search.error.rooms');
  else if (search.rooms.length > context.rules.maxRooms) errors.rooms = t('search.error.maxRooms', { max: context.rules.maxRooms });

  const sameDay = sameDayMessage(search.arrive, context);
  if (sameDay) errors.sameDay = sameDay;
  return errors;
}

export function hasErrors(errors: SearchErrors): boolean {
  return Boolean(errors.arrive || errors.depart || errors.rooms || errors.sameDay || errors.room.some(Boolean));
}
