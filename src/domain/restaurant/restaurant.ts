import { isFilled, isValidEmail } from '../shared/validation.ts';
import type { IsoDate } from '../shared/types.ts';

/**
 * Spec §5: party sizes run from the minimum to the maximum online party size; none when the
 * setup is missing or the range is empty.
 */
export function partySizes(
  setup:
    { MinOnlinePartySize?: number | null; MaxOnlinePartySize?: number | null } | null | undefined,
): number[] {
  const min = Math.max(1, setup?.MinOnlinePartySize ?? 1);
  const max = setup?.MaxOnlinePartySize ?? 0;
  return max < min ? [] : Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The restaurant booking form (spec §3 "Restaurant booking state"). */
export interface TableBooking {
  restaurant?: { Id: number } | null;
  time?: string | null;
  partySize?: number | null;
  visitDate?: IsoDate | null;
  identifier?: string | null;
  email?: string | null;
  contactNumber?: string | null;
}

/**
 * Spec §5: a table can be booked only with a contact number, an email (a valid one), the
 * identifier, a restaurant, a party size, a date and a time.
 */
export function canBookTable(booking: TableBooking): boolean {
  return (
    isFilled(booking.contactNumber) &&
    isValidEmail(booking.email ?? '') &&
    isFilled(booking.identifier) &&
    booking.restaurant != null &&
    (booking.partySize ?? 0) > 0 &&
    isFilled(booking.visitDate) &&
    isFilled(booking.time)
  );
}

/** A restaurant's online capacity as availability reads it. */
export interface SlotCapacity {
  readonly timeSlots: readonly string[];
  readonly coversPerSlot: number;
  /** 0 = Sunday. */
  readonly closedWeekdays: readonly number[];
}

/**
 * The times a party can still book on a date: the restaurant is open that weekday, the date is not
 * past, a time today is still ahead of the hotel's clock, and the slot has covers for the party
 * beyond what is booked.
 */
export function availableTimes(
  restaurant: SlotCapacity,
  input: {
    date: IsoDate;
    partySize: number;
    booked: ReadonlyMap<string, number>;
    today: IsoDate;
    now: string;
  },
): string[] {
  if (input.date < input.today || input.partySize < 1) return [];
  const weekday = new Date(`${input.date}T12:00:00Z`).getUTCDay();
  if (restaurant.closedWeekdays.includes(weekday)) return [];
  return restaurant.timeSlots.filter(
    (time) =>
      (input.date > input.today || time > input.now) &&
      (input.booked.get(time) ?? 0) + input.partySize <= restaurant.coversPerSlot,
  );
}
