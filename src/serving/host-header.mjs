/**
 * Whether a `Host` header is a host name or address, with an optional port, and nothing else, for
 * the server (src/entry/request-listener.ts). Astro builds each request's URL from the header before any of
 * our code runs, and a URL with userinfo (`host@other`) cannot become a Request: such a header
 * answered 500. Which hosts the site answers is decided afterwards (`served-request.ts`).
 * @param {string | undefined} host
 */
export function isHostHeader(host) {
  return typeof host === 'string' && HOST.test(host);
}

// A DNS name or IPv4 address, or an IPv6 address in brackets; then a port.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const UNKNOWN_HOST_MESSAGE =
  'Unknown host. Set PUBLIC_ORIGIN or ALLOWED_HOSTS to the names this site is served under.';
