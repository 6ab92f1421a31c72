import type { ItemChange } from '../../../api/contract/manage-booking.ts';
import type { ReservationRoomDetails } from '../booking-core/index.ts';
import type { GuestRow } from './amendment.ts';
import { refuse } from './refuse.ts';

/** Spec §4/§5: names on both sides, one guest per adult at most (children and infants get no record), the lead guest kept. */
export function checkGuests(
  room: ReservationRoomDetails,
  before: readonly GuestRow[],
  guests: ItemChange['Guests'],
): ItemChange['Guests'] {
  if (guests === undefined) return undefined;
  const lead = before.find((guest) => guest.isLeadGuest);
  if (lead && !guests.some((guest) => guest.GuestId === lead.id))
    refuse(400, 'A room needs its lead guest.');
  if (
    guests.some(
      (guest) => guest.GuestId !== null && !before.some((row) => row.id === guest.GuestId),
    )
  )
    refuse(400, 'One of the guests is not on this room.');
  if (guests.length > room.item.adults)
    refuse(
      400,
      `This room is booked for ${room.item.adults} adult${room.item.adults === 1 ? '' : 's'}: add at most that many guests.`,
    );
  if (guests.some((guest) => !guest.FirstName.trim() || !guest.LastName.trim()))
    refuse(400, 'Every guest needs a first and a last name.');
  return guests;
}
