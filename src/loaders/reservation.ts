import { serverApi } from './server-api.ts';
import { orNullWhenMissing } from '../api/api-error.ts';
import {
  ReservationConfirmationSchema,
  ReservationStatusSchema,
  type ReservationConfirmation,
  type ReservationStatus,
} from '../api/contract/reservation.ts';

const TOKEN = /^[A-Za-z0-9_-]{8,100}$/;

/** A well-formed confirmation token from the URL, or null. */
export function confirmationToken(value: string | undefined): string | null {
  return value && TOKEN.test(value) ? value : null;
}

/** The confirmation of a booking by its token; null when there is none (the page answers 404). */
export async function loadConfirmation(
  propertyCode: string,
  token: string,
): Promise<ReservationConfirmation | null> {
  return orNullWhenMissing(
    serverApi.get('Reservation/Confirmation', ReservationConfirmationSchema, {
      propertyId: propertyCode,
      referenceNumber: token,
    }),
  );
}

/** Where a booking's payment stands; null when the token is unknown. */
export async function loadStatus(
  propertyCode: string,
  token: string,
): Promise<ReservationStatus | null> {
  return orNullWhenMissing(
    serverApi.get('Reservation/Status', ReservationStatusSchema, {
      propertyId: propertyCode,
      referenceNumber: token,
    }),
  );
}
