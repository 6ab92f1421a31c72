import { parse, serialize } from 'hono/utils/cookie';
import { isHttps } from '../auth/session-cookie.ts';
import { linkCode, verifyLinkCode } from '../links/link-code.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

/**
 * A gateway session (3-D Secure challenge, hosted payment) belongs to the browser that started the
 * booking: the Create answer sets this cookie, an HMAC of the session id, and only a Complete call
 * that carries it ends the session. Someone who learns the session id alone cannot pass the
 * challenge for the guest. (A real gateway binds the challenge to the cardholder's bank.)
 */
export const GATEWAY_COOKIE = 'stayfront_gateway';

export const OTHER_BROWSER_MESSAGE =
  'This payment was started in another browser. Please go back to checkout and try again.';

/** The binding of a session: what the cookie holds and Complete must show. */
export function gatewayBinding(secret: string, sessionId: string): string {
  return linkCode(secret, 'gateway', sessionId);
}

export function isGatewayBinding(
  secret: string,
  sessionId: string,
  binding: string | null | undefined,
): boolean {
  return Boolean(binding) && verifyLinkCode(secret, 'gateway', sessionId, binding!);
}

/** `Set-Cookie` for the browser that opened the session; only the gateway's pages receive it. */
export function gatewayCookie(request: Request, secret: string, sessionId: string): string {
  return serialize(GATEWAY_COOKIE, gatewayBinding(secret, sessionId), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(request),
    path: '/SimulatedGateway',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

/** The binding a page request's cookie carries, if any. */
export function readGatewayBinding(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parse(header, GATEWAY_COOKIE)[GATEWAY_COOKIE] : undefined;
}

/** The gateway session id in a Create answer's `RedirectUrl`, if it has one. */
export function sessionIdOf(redirectUrl: string | null | undefined): string | null {
  const id = redirectUrl?.split('/').pop();
  return id && /^gw_[A-Za-z0-9_-]{22}$/.test(id) ? id : null;
}
