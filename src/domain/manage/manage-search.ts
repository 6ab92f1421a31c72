import { isFilled, ValidationMessage } from '../shared/validation.ts';

/** The manage booking search form (spec §5). */
export interface ManageSearch {
  propertyId?: number | string | null;
  reservationNumber?: string | null;
  guestName?: string | null;
}

/** Per-field messages of the manage booking search; empty when both fields are filled. */
export function manageSearchErrors(search: ManageSearch): {
  reservationNumber?: ValidationMessage;
  guestName?: ValidationMessage;
} {
  return {
    ...(isFilled(search.reservationNumber)
      ? {}
      : { reservationNumber: ValidationMessage.ReservationNumber }),
    ...(isFilled(search.guestName) ? {} : { guestName: ValidationMessage.GuestName }),
  };
}

/** Spec §5: a reservation search needs a property, a reservation number and a guest name. */
export function isManageSearchReady(search: ManageSearch): boolean {
  const { propertyId } = search;
  const hasProperty = typeof propertyId === 'number' ? propertyId > 0 : isFilled(propertyId);
  return hasProperty && isFilled(search.reservationNumber) && isFilled(search.guestName);
}

/** A name as compared: accents and case dropped, spaces collapsed ("  Zoë  O’Brien " → "zoe o'brien"). */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether what the guest typed names someone on the booking: the booker's or any guest's last
 * name, or their full name, in any case and with or without accents.
 */
export function guestNameMatches(
  typed: string,
  people: readonly { FirstName: string; LastName: string }[],
): boolean {
  const wanted = comparableName(typed);
  if (!wanted) return false;
  return people.some((person) => {
    const last = comparableName(person.LastName);
    return (
      last !== '' &&
      (wanted === last || wanted === comparableName(`${person.FirstName} ${person.LastName}`))
    );
  });
}
