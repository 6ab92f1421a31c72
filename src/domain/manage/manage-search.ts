import { isFilled, ValidationMessage } from '../shared/validation.ts';

/** The manage booking search form (spec §5). */
export interface ManageSearch {
  propertyId?: number | string | null;
  reservationNumber?: string | null;
  guestName?: string | null;
}

/** Per-field messages of the manage booking search; empty when both fields are filled. */
export function manageSearchErrors(search: ManageSearch): { reservationNumber?: ValidationMessage; guestName?: ValidationMessage } {
  return {
    ...(isFilled(search.reservationNumber) ? {} : { reservationNumber: ValidationMessage.ReservationNumber }),
    ...(isFilled(search.guestName) ? {} : { guestName: ValidationMessage.GuestName }),
  };
}

/** Spec §5: a reservation search needs a property, a reservation number and a guest name. */
export function isManageSearchReady(search: ManageSearch): boolean {
  const { propertyId } = search;
  const hasProperty = typeof propertyId === 'number' ? propertyId > 0 : isFilled(propertyId);
  return hasProperty && isFilled(search.reservationNumber) && isFilled(search.guestName);
}
