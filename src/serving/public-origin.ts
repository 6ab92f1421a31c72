/**
 * Where the site is, for absolute URLs (emails, JSON-LD, canonical links) and for which `Host`
 * headers it answers (as Rails' host authorization and Django's ALLOWED_HOSTS do): never taken
 * from the request, which anyone can set. Read from the environment on the server.
 */

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = '4321';

/** `PUBLIC_ORIGIN`, else the address the server listens on (`HOST`:`PORT`). */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['PUBLIC_ORIGIN']?.trim();
  if (configured) return new URL(configured).origin;
  const host = env['HOST']?.trim() || DEFAULT_HOST;
  // A wildcard listen address is not somewhere a browser can go.
  const name =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${env['PORT']?.trim() || DEFAULT_PORT}`;
}

/**
 * Host headers (`name:port` as browsers send them, lower case) the site answers: the public
 * origin's, the listen address's and loopback's on its port, and any in `ALLOWED_HOSTS`
 * (comma-separated, e.g. `booking.myhotel.example,www.booking.myhotel.example`).
 */
export function allowedHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const port = env['PORT']?.trim() || DEFAULT_PORT;
  const hosts = new Set<string>([
    new URL(publicOrigin(env)).host,
    `localhost:${port}`,
    `127.0.0.1:${port}`,
    `[::1]:${port}`,
  ]);
  const listen = env['HOST']?.trim();
  if (listen && listen !== '0.0.0.0' && listen !== '::')
    hosts.add(listen.includes(':') ? `[${listen}]:${port}` : `${listen}:${port}`);
  for (const extra of (env['ALLOWED_HOSTS'] ?? '').split(',')) {
    const name = extra.trim().toLowerCase();
    if (name) hosts.add(name);
  }
  return hosts;
}

/** Whether a request's `Host` header is one the site answers (browsers leave out a scheme's default port, as `URL.host` does). */
export function isAllowedHost(host: string | null, allowed: ReadonlySet<string>): boolean {
  return host !== null && allowed.has(host.trim().toLowerCase());
}

/** Whether forwarding headers (`X-Forwarded-Proto`, `X-Forwarded-Host`) come from our own proxy (`TRUST_PROXY=1`). */
export function trustsProxy(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'on', 'yes'].includes(env['TRUST_PROXY']?.trim().toLowerCase() ?? '');
}
