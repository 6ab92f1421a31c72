import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an emailed link lets its holder do; part of the signed text, so a code for one purpose never opens another. */
export type LinkPurpose = 'manage' | 'pre-check-in' | 'pay' | 'gateway' | 'table';

// 128 bits of the HMAC: unguessable, and short enough for a URL path segment.
const CODE_BYTES = 16;

/**
 * The code an emailed link carries for `subject` (e.g. a reservation number): an HMAC-SHA256 of
 * purpose and subject under the link secret, base64url. Stateless: nothing is stored, and a new
 * secret invalidates every link.
 */
export function linkCode(secret: string, purpose: LinkPurpose, subject: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}\n${subject}`)
    .digest()
    .subarray(0, CODE_BYTES)
    .toString('base64url');
}

/** Whether `code` is the link code of `subject` for `purpose`, compared in constant time. */
export function verifyLinkCode(
  secret: string,
  purpose: LinkPurpose,
  subject: string,
  code: string,
): boolean {
  const expected = Buffer.from(linkCode(secret, purpose, subject));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
