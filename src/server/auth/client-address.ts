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
