import { allowedHosts, isAllowedHost, trustsProxy } from './public-origin.ts';
import { securityHeaders } from './security-headers.ts';

// What every answer of the server checks and carries, for the pages (middleware.ts) and the API's
// own listener alike (src/server/http/node-listener.ts). The environment does not change while the
// server runs, so each is read, and its headers built, once rather than on every call.
let hosts: Set<string> | undefined;
let behindProxy: boolean | undefined;
let headerSets: { http: [string, string][]; https: [string, string][] } | undefined;

export { UNKNOWN_HOST_MESSAGE } from './host-header.mjs';

/** Whether the `Host` header is one this site answers (PUBLIC_ORIGIN, the listen address, ALLOWED_HOSTS). */
export function isServedHost(host: string | null | undefined): boolean {
  return isAllowedHost(host ?? null, (hosts ??= allowedHosts()));
}

/** Whether the guest's connection is HTTPS: this server's own TLS, or a trusted proxy's `X-Forwarded-Proto`. */
export function servedOverHttps(directTls: boolean, forwardedProto: string | null | undefined) {
  return directTls || ((behindProxy ??= trustsProxy()) && forwardedProto === 'https');
}

/** The security headers (`securityHeaders`) for an answer over plain HTTP or HTTPS, as name/value pairs. */
export function securityHeaderList(https: boolean): readonly [string, string][] {
  if (!headerSets) {
    const frameAncestors = process.env['FRAME_ANCESTORS'];
    headerSets = {
      http: Object.entries(securityHeaders({ https: false, frameAncestors })),
      https: Object.entries(securityHeaders({ https: true, frameAncestors })),
    };
  }
  return https ? headerSets.https : headerSets.http;
}
