import { linkCode } from '../../links/link-code.ts';
import * as urls from '../../../site/urls.ts';
import { pathInLanguage } from '../../../site/locale-paths.ts';

/**
 * Path of the manage-booking page for a reservation, with its emailed-link code (spec §2
 * /Manage/{code}/Reservation/{referenceNumber}/{code}), in the booking's language (`/de/Manage/…`).
 */
export function manageUrl(
  linkSecret: string,
  propertyCode: string,
  reservationNumber: string,
  languageCode?: string | null,
): string {
  const code = linkCode(linkSecret, 'manage', reservationNumber);
  return pathInLanguage(
    languageCode,
    urls.manageReservation(propertyCode, reservationNumber, code),
  );
}

/** Path of the Status page the gateway sends the guest back to. */
export function statusUrl(propertyCode: string, confirmationToken: string): string {
  return urls.status(propertyCode, confirmationToken);
}
