import { CLIENT_ADDRESS_HEADER } from './client-address.ts';

/**
 * The client address an anonymous operation's abuse limits (bookings, vouchers) count against, or
 * undefined when they do not apply: the site's own in-process calls carry no address, and
 * `RATE_LIMITS=off` (load measurements from one address) turns them off.
 */
export function limitedAddress(on: boolean, request: Request): string | undefined {
  return (on && request.headers.get(CLIENT_ADDRESS_HEADER)?.trim()) || undefined;
}
