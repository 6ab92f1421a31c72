import { api } from '../../api/browser-api.ts';
import { ReservationStatusSchema, type ReservationStatus } from '../../api/contract/reservation.ts';

// Imported on first poll, keeping the API client out of the page's first load.
export function reservationStatus(propertyCode: string, token: string): Promise<ReservationStatus> {
  return api.get('Reservation/Status', ReservationStatusSchema, {
    propertyId: propertyCode,
    referenceNumber: token,
  });
}

/** Back from a failed bank check: the server lets the held payment go, then says where it stands. */
export function giveUpPayment(propertyCode: string, token: string): Promise<ReservationStatus> {
  return api.post(
    'Reservation/GiveUpPayment',
    { PropertyId: propertyCode, ConfirmationToken: token },
    ReservationStatusSchema,
  );
}
