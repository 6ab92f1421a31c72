import { linkCode, verifyLinkCode } from '../../links/link-code.ts';
import * as urls from '../../../site/urls.ts';
import { pathInLanguage } from '../../../site/locale-paths.ts';

/** Path of a reservation's pre-check-in page with its emailed-link code (spec §2), in the booking's language. */
export function preCheckInUrl(
  linkSecret: string,
  propertyCode: string,
  reservationNumber: string,
  languageCode?: string | null,
): string {
  return pathInLanguage(
    languageCode,
    urls.preCheckIn(
      propertyCode,
      reservationNumber,
      linkCode(linkSecret, 'pre-check-in', reservationNumber),
    ),
  );
}

/** Whether `code` opens pre-check-in for this reservation number (constant time). */
export function isPreCheckInCode(
  linkSecret: string,
  reservationNumber: string,
  code: string,
): boolean {
  return verifyLinkCode(linkSecret, 'pre-check-in', reservationNumber, code);
}
