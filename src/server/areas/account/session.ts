import type { AppContext } from '../../context.ts';
import { clearedSessionCookie, readSessionToken } from '../../auth/session-cookie.ts';
import { findSession, type ActiveSession } from '../../auth/sessions.ts';
import { HttpError } from '../../http/errors.ts';

export const NOT_LOGGED_IN_MESSAGE = 'Please log in.';

/** The session of the request's cookie, or null; a cookie whose session has ended is cleared. */
export async function currentSession(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<ActiveSession | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await findSession(ctx.db, token, ctx.now());
  if (!session) responseHeaders.append('Set-Cookie', clearedSessionCookie(request));
  return session;
}

/** The session, or 401 (spec §8: a 401 is not logged by the client). */
export async function requireSession(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<ActiveSession> {
  const session = await currentSession(ctx, request, responseHeaders);
  if (!session) throw new HttpError(401, NOT_LOGGED_IN_MESSAGE);
  return session;
}
