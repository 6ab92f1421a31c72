/**
 * Card numbers and security codes never reach storage or logs. Masks runs of 12–19 digits (optionally
 * grouped by single spaces or dashes, as card numbers are typed) down to their last four digits, and
 * digits following a "CVV"/"CVC"/"security code" label. International phone numbers (+44 …) are left alone.
 */
const CARD_NUMBER = /(?<![\d+])\d(?:[ -]?\d){11,18}(?!\d)/g;
const SECURITY_CODE = /\b(cvv2?|cvc2?|csc|security[ _-]?code)(\W{0,3})\d{3,4}\b/gi;
// Emailed-link codes and confirmation tokens in logged URLs (PreCheckIn/Get?hash=…,
// Reservation/Confirmation?referenceNumber=…, a restaurant's ?booking=…) open a guest's booking:
// never kept.
const LINK_CODE = /([?&](?:hash|token|code|referenceNumber|booking)=)[^&#\s]+/gi;

export function maskSensitive(text: string): string {
  return text
    .replace(CARD_NUMBER, (match) => {
      const digits = match.replace(/\D/g, '');
      return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
    })
    .replace(SECURITY_CODE, (_match, label: string, separator: string) => `${label}${separator}***`)
    .replace(LINK_CODE, '$1***');
}
