import { trustsProxy } from '../../serving/public-origin.ts';

/**
 * The header carrying the guest's network address to the API. Only the `/api` endpoint and the
 * pages' per-request API client set it; the endpoint overwrites whatever a caller sent, so it cannot
 * be forged from outside (unlike `X-Forwarded-For` without a trusted proxy).
 */
export const CLIENT_ADDRESS_HEADER = 'x-stayfront-client-address';

/**
 * The request with its client address header set from the connection (or removed when unknown).
 * Set on the request itself: copying it (headers and body stream) cost a few per cent of each call.
 */
export function withClientAddress(request: Request, address: string | undefined): Request {
  if (address) request.headers.set(CLIENT_ADDRESS_HEADER, address);
  else request.headers.delete(CLIENT_ADDRESS_HEADER);
  return request;
}

/** The client address the API was told, or "unknown" (in-process calls without one, tests). */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/**
 * The guest's network address: the connection's, or behind our own reverse proxy (`TRUST_PROXY=1`)
 * the address that proxy saw — the last `X-Forwarded-For` entry, the one it added (earlier ones come
 * from the client and can say anything). Without it every guest would arrive from the proxy's
 * address, and the per-address limits would count the whole site as one guest.
 */
export function guestAddress(
  connectionAddress: string | undefined,
  forwardedFor: string | null | undefined,
  behindProxy = trustsProxy(),
): string | undefined {
  const proxied = behindProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  return proxied || connectionAddress;
}
