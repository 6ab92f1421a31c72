import { eq } from 'drizzle-orm';
import type {
  AuthenticateRequest,
  AuthenticateResult,
  User,
} from '../../../api/contract/account.ts';
import { clientAddressOf } from '../../auth/client-address.ts';
import {
  hashPassword,
  needsRehash,
  verifyNoPassword,
  verifyPassword,
} from '../../auth/password.ts';
import {
  clearedSessionCookie,
  readSessionToken,
  sessionCookie,
} from '../../auth/session-cookie.ts';
import { cookieMaxAge, createSession, deleteSession } from '../../auth/sessions.ts';
import {
  clearAttempts,
  giveBack,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  pruneAttempts,
  takeAttempt,
} from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { confirmEmail, queueEmails } from './emails.ts';
import { issueLink } from './links.ts';
import { accountProperty } from './property.ts';
import { NOT_LOGGED_IN_MESSAGE, requireSession } from './session.ts';
import { findAccountByEmail, findAccountById, normaliseEmail, userOf } from './user.ts';

/** Spec §8 (user.loginErrorMessage): the same answer for an unknown email and a wrong password. */
export const LOGIN_FAILED_MESSAGE = 'Failed to login, please check your email address and password';
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Please confirm your email address first. We have sent you a new link.';

let loginsSincePrune = 0;

/**
 * POST /api/Account/Authenticate. Limits first (429 + Retry-After), then the password check — with
 * the same work when there is no such account —; on success a new session (any previous one of this
 * browser ends: rotation at login) and the user's fields.
 */
export async function authenticate(
  ctx: AppContext,
  body: AuthenticateRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<AuthenticateResult> {
  const now = ctx.now();
  const property = await accountProperty(ctx, body.PropertyId);
  const email = normaliseEmail(body.EmailAddress);
  const address = clientAddressOf(request);
  // Counted before the slow hash, so parallel guesses cannot all slip under the limit.
  const attempt = await takeAttempt(
    ctx.db,
    [
      [LOGIN_PER_ACCOUNT, email],
      [LOGIN_PER_ADDRESS, address],
    ],
    now,
    responseHeaders,
  );

  const account = await findAccountByEmail(ctx.db, email);
  const passwordOk = account
    ? await verifyPassword(body.Password, account.passwordHash)
    : await verifyNoPassword(body.Password, ctx.passwordCost);
  if (!account || !passwordOk) {
    if (++loginsSincePrune >= 100) {
      loginsSincePrune = 0;
      await pruneAttempts(ctx.db, now);
    }
    return { Success: false, Message: LOGIN_FAILED_MESSAGE };
  }
  await giveBack(ctx.db, attempt);
  await clearAttempts(ctx.db, LOGIN_PER_ACCOUNT, email);

  if (!account.emailConfirmed) {
    // The right password proves it is the owner: send a fresh link rather than leave them stuck.
    const link = await issueLink(
      ctx.db,
      {
        accountId: account.id,
        purpose: 'confirm-email',
        email: account.email,
        propertyCode: property.code,
      },
      now,
    );
    await queueEmails(
      ctx.db,
      property,
      [confirmEmail(property.name, account.email, account.firstName, link)],
      now,
    );
    return { Success: false, Message: EMAIL_NOT_CONFIRMED_MESSAGE };
  }
  if (needsRehash(account.passwordHash, ctx.passwordCost)) {
    await ctx.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(body.Password, ctx.passwordCost) })
      .where(eq(accounts.id, account.id));
  }

  const previous = readSessionToken(request);
  if (previous) await deleteSession(ctx.db, previous);
  const session = await createSession(ctx.db, account.id, property.propertyId, now);
  responseHeaders.append(
    'Set-Cookie',
    sessionCookie(request, session.token, cookieMaxAge(session.expiresAt, now)),
  );
  return { Success: true, Message: null, ...(await userOf(ctx.db, account)) };
}

/** POST /api/Account/Logout: ends the session (if any) and clears the cookie. */
export async function logout(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<void> {
  const token = readSessionToken(request);
  if (token) await deleteSession(ctx.db, token);
  responseHeaders.append('Set-Cookie', clearedSessionCookie(request));
}

/** GET /api/Account: the logged-in guest, or 401. */
export async function currentUser(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<User> {
  const session = await requireSession(ctx, request, responseHeaders);
  const account = await findAccountById(ctx.db, session.accountId);
  if (!account) throw new HttpError(401, NOT_LOGGED_IN_MESSAGE);
  return userOf(ctx.db, account);
}
