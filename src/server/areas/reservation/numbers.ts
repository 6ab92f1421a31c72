import { randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L or U/V: a number read out over the phone or copied by hand stays unambiguous.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const LENGTH = 6;

/** Initials of the property's name without a leading "The" ("The Grand London" → "GL"), else its code's start. */
export function reservationPrefix(propertyName: string, propertyCode: string): string {
  const words = propertyName
    .replace(/^the\s+/i, '')
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials.length === 2 ? initials : propertyCode.slice(0, 2).toUpperCase();
}

/** A human-friendly reservation number such as `GL-7Q4K9P` (29^6 ≈ 595 million per prefix; uniqueness is the database's). */
export function newReservationNumber(prefix: string): string {
  let code = '';
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A confirmation token: 128 random bits, base64url (22 characters), safe in a URL path. */
export function newConfirmationToken(): string {
  return randomBytes(16).toString('base64url');
}
