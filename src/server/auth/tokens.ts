import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (256 bits, base64url) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * SHA-256 of a token. The tokens are random and long, so a fast hash is enough: a stolen table
 * gives nothing to guess from, and lookups stay a primary-key read.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
