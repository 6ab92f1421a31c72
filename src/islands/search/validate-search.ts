import type { HotelClock } from '../../domain/shared/clock.ts';
import { isOccupancyValid } from '../../domain/booking/occupancy.ts';
import { sameDayRestriction, type SameDayBookingRestriction } from '../../domain/search/search.ts';
import type { IsoDate } from '../../domain/shared/types.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/messages.ts';
import type { RoomOccupancy } from '../../site/search-query.ts';
import { lastArrival, searchProblems } from '../../domain/search/search-validity.ts';
import type { OccupancyRules } from '../../site/room-occupancy.ts';

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
export function sameDayMessage(
  arrive: IsoDate,
  context: Pick<SearchValidationContext, 'now' | 'restriction'>,
): string | undefined {
  if (!arrive) return undefined;
  const verdict = sameDayRestriction(context.restriction, arrive, context.now);
  return verdict.blocked ? verdict.message : undefined;
}

function roomError(room: RoomOccupancy, index: number, rules: OccupancyRules): string | undefined {
  if (room.adults < rules.adults.min) return t('search.error.adults');
  const limits = {
    MinimumOccupancy: 1,
    AdultMaximumOccupancy: rules.adults.max,
    ChildMaximumOccupancy: rules.children.max,
  };
  const withinInfants = room.infants <= rules.infants.max;
  return isOccupancyValid(limits, room) && withinInfants
    ? undefined
    : t('search.error.occupancy', { room: index + 1 });
}

/**
 * Checks a search before it is sent with the domain's one search rule (`searchProblems`, spec §5):
 * both dates, real and in order, inside the bookable window; at least one room and no more than
 * the maximum; the same-day cut-off; and each room's guests within the property's rules.
 */
export function validateSearch(
  search: { arrive: IsoDate; depart: IsoDate; rooms: readonly RoomOccupancy[] },
  context: SearchValidationContext,
): SearchErrors {
  const problems = searchProblems(
    { arrive: search.arrive, depart: search.depart, roomCount: search.rooms.length },
    { now: context.now, maxRooms: context.rules.maxRooms, sameDay: context.restriction },
  );
  const tooLate = t('search.error.window', {
    date: formatStayDate(lastArrival(context.now.today)),
  });
  const errors: SearchErrors = {
    room: search.rooms.map((room, i) => roomError(room, i, context.rules)),
  };
  const arrive = {
    dates: t('search.error.arrive'),
    past: t('search.error.past'),
    window: tooLate,
  } as const;
  const depart = {
    dates: t('search.error.depart'),
    order: t('search.error.order'),
    window: tooLate,
  } as const;
  const rooms = {
    rooms: t('search.error.rooms'),
    maxRooms: t('search.error.maxRooms', { max: context.rules.maxRooms }),
  } as const;
  if (problems.arrive) errors.arrive = arrive[problems.arrive];
  if (problems.depart) errors.depart = depart[problems.depart];
  if (problems.rooms) errors.rooms = rooms[problems.rooms];
  const sameDay = problems.sameDay ? sameDayMessage(search.arrive, context) : undefined;
  if (sameDay) errors.sameDay = sameDay;
  return errors;
}

export function hasErrors(errors: SearchErrors): boolean {
  return Boolean(
    errors.arrive || errors.depart || errors.rooms || errors.sameDay || errors.room.some(Boolean),
  );
}
