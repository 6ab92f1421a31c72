import { parse, serialize } from 'hono/utils/cookie';
import { trustsProxy } from '../../serving/public-origin.ts';

/** Name of the session cookie; its value is the opaque session token. */
export const SESSION_COOKIE = 'stayfront_session';

/** Whether the guest reached us over HTTPS: directly, or through our own proxy that says so (`TRUST_PROXY`). */
export function isHttps(request: Request, env: NodeJS.ProcessEnv = process.env): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return (
    trustsProxy(env) && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

/** The session token the request carries, if any. */
export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  const token = parse(header, SESSION_COOKIE)[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * `Set-Cookie` for a session: HttpOnly (no script reads it), SameSite=Lax (not sent with cross-site
 * POSTs), Secure over HTTPS, for the whole site, until the session's absolute expiry.
 */
export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(request),
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

/** `Set-Cookie` that removes the session cookie. */
export function clearedSessionCookie(request: Request): string {
  return serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(request),
    path: '/',
    maxAge: 0,
  });
}
