import { createHash } from 'node:crypto';

/** A fixed, URL-safe token per demo reservation, so links to it survive a reseed on the same day. */
export const demoConfirmationToken = (number: string): string =>
  createHash('sha256')
    .update(`stayfront-demo:${number}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
