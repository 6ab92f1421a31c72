import { isFilled, isValidEmail } from '../shared/validation.ts';
import type { IsoDate } from '../shared/types.ts';

/**
 * Spec §5: party sizes run from the minimum to the maximum online party size; none when the
 * setup is missing or the range is empty.
 */
export function partySizes(setup: { MinOnlinePartySize?: number | null; MaxOnlinePartySize?: number | null } | null | undefined): number[] {
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
