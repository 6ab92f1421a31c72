import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends after this long without use… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and this long after login, however active. */
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
// Writing "last seen" on every request would turn each page view into a write.
const TOUCH_AFTER_MS = 60 * 1000;

export interface ActiveSession {
  readonly accountId: number;
  readonly propertyId: number | null;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

/** Starts a session for the account; the token goes into the cookie, only its hash into the table. */
export async function createSession(
  db: Executor,
  accountId: number,
  propertyId: number | null,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  // Expired sessions of this account go at the same time, so the table does not grow without end.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        or(
          lt(sessions.expiresAt, now),
          lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      ),
    );
  await db
    .insert(sessions)
    .values({ tokenHash: hash, accountId, propertyId, createdAt: now, expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

/** The live session behind a cookie token, or null (unknown, idle too long or past its absolute expiry). */
export async function findSession(
  db: Executor,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleSince >= SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleSince >= TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  }
  return {
    accountId: row.accountId,
    propertyId: row.propertyId,
    tokenHash,
    expiresAt: row.expiresAt,
  };
}

/** Ends one session (logout, rotation). */
export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account, except one when given (password changed or reset). */
export async function deleteAccountSessions(
  db: Executor,
  accountId: number,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.accountId, accountId),
    );
}

/** Seconds a new session's cookie should live. */
export function cookieMaxAge(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}
