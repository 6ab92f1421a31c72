/**
 * The methods a page or API operation can answer, for the server (src/entry/request-listener.ts, which turns
 * the rest away before anything runs) and for Astro's middleware (src/middleware.ts, which does the
 * same where the built server is not in front: `astro dev`, tests). TRACE, CONNECT and made-up
 * methods get 405.
 */
export const ALLOWED_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

/** The 405 answer's headers and text. */
export const METHOD_NOT_ALLOWED = {
  headers: {
    Allow: [...ALLOWED_METHODS].join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
  },
  text: 'Method not allowed.',
};
