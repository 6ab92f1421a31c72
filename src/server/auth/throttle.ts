import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { authThrottle } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

/** A limit: at most `max` counted attempts per subject within `windowMs`. */
export interface ThrottleRule {
  readonly action: string;
  readonly max: number;
  readonly windowMs: number;
}

const MINUTE = 60 * 1000;

/** Ten failed logins for one account within fifteen minutes lock it for the rest of the window. */
export const LOGIN_PER_ACCOUNT: ThrottleRule = {
  action: 'login-account',
  max: 10,
  windowMs: 15 * MINUTE,
};
/** More failures are allowed per client address (many guests may share one, e.g. a hotel lobby). */
export const LOGIN_PER_ADDRESS: ThrottleRule = {
  action: 'login-address',
  max: 50,
  windowMs: 15 * MINUTE,
};
// Per address limits allow for many guests behind one hotel or office network.
export const REGISTER_PER_ADDRESS: ThrottleRule = {
  action: 'register-address',
  max: 30,
  windowMs: 60 * MINUTE,
};
/** Reset requests per address; over the limit they answer 429 (the answer does not depend on the account). */
export const RESET_PER_ADDRESS: ThrottleRule = {
  action: 'reset-address',
  max: 30,
  windowMs: 60 * MINUTE,
};
/** Reset emails per account: further requests answer as usual but send nothing (no mailbox flooding). */
export const RESET_EMAILS_PER_ACCOUNT: ThrottleRule = {
  action: 'reset-account',
  max: 3,
  windowMs: 60 * MINUTE,
};
export const CONTACT_PER_ADDRESS: ThrottleRule = {
  action: 'contact-address',
  max: 10,
  windowMs: 60 * MINUTE,
};

const KEEP_MS = 24 * 60 * MINUTE;

/**
 * Seconds until the subject is under the limit again, or 0 when it is under it now. When `max` or
 * more attempts fall in the window, the wait ends as the `max`-th most recent one leaves it.
 */
export async function retryAfterSeconds(
  db: Executor,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const recent = await db
    .select({ at: authThrottle.at })
    .from(authThrottle)
    .where(
      and(
        eq(authThrottle.action, rule.action),
        eq(authThrottle.subject, subject),
        gt(authThrottle.at, since),
      ),
    )
    .orderBy(desc(authThrottle.at))
    .limit(rule.max);
  if (recent.length < rule.max) return 0;
  const oldestCounted = recent[rule.max - 1]!.at;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/** Counts one attempt; prunes the subject's rows that no rule looks at any more. */
export async function recordAttempt(
  db: Executor,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        eq(authThrottle.action, rule.action),
        eq(authThrottle.subject, subject),
        lt(authThrottle.at, new Date(now.getTime() - KEEP_MS)),
      ),
    );
  await db.insert(authThrottle).values({ action: rule.action, subject, at: now });
}

/** Forgets a subject's attempts (a successful login clears the account's failures). */
export async function clearAttempts(
  db: Executor,
  rule: ThrottleRule,
  subject: string,
): Promise<void> {
  await db
    .delete(authThrottle)
    .where(and(eq(authThrottle.action, rule.action), eq(authThrottle.subject, subject)));
}

/** Drops every row older than a day (run now and then; subjects seen once would stay otherwise). */
export async function pruneAttempts(db: Executor, now: Date): Promise<void> {
  await db.delete(authThrottle).where(lt(authThrottle.at, new Date(now.getTime() - KEEP_MS)));
}

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many attempts. Please wait a few minutes and try again.';

/**
 * Checks the limits and counts this attempt in one step, before any slow work (a password hash):
 * concurrent attempts for the same subjects wait for each other (advisory locks, taken in a fixed
 * order), so 40 simultaneous guesses cannot all pass a limit of 10. Answers how long to wait (0 when
 * counted) and what was counted (one id per limit, in their order), for `giveBack` when the attempt
 * succeeds.
 */
export async function tryAttempt(
  db: Database,
  limits: readonly (readonly [ThrottleRule, string])[],
  now: Date,
): Promise<{ wait: number; taken: readonly number[] }> {
  const keys = [...new Set(limits.map(([rule, subject]) => `${rule.action}\n${subject}`))].sort();
  return db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    let wait = 0;
    for (const [rule, subject] of limits)
      wait = Math.max(wait, await retryAfterSeconds(tx, rule, subject, now));
    if (wait > 0) return { wait, taken: [] };
    const old = new Date(now.getTime() - KEEP_MS);
    for (const [rule, subject] of limits) {
      await tx
        .delete(authThrottle)
        .where(
          and(
            eq(authThrottle.action, rule.action),
            eq(authThrottle.subject, subject),
            lt(authThrottle.at, old),
          ),
        );
    }
    const rows = await tx
      .insert(authThrottle)
      .values(limits.map(([rule, subject]) => ({ action: rule.action, subject, at: now })))
      .returning({
        id: authThrottle.id,
        action: authThrottle.action,
        subject: authThrottle.subject,
      });
    // In the order of `limits`, so a caller can give back only some of them.
    const taken = limits.map(
      ([rule, subject]) =>
        rows.find((row) => row.action === rule.action && row.subject === subject)!.id,
    );
    return { wait: 0, taken };
  });
}

/** `tryAttempt` that answers 429 with `Retry-After` when a limit is reached. */
export async function takeAttempt(
  db: Database,
  limits: readonly (readonly [ThrottleRule, string])[],
  now: Date,
  responseHeaders: Headers,
  message = TOO_MANY_ATTEMPTS_MESSAGE,
): Promise<readonly number[]> {
  const { wait, taken } = await tryAttempt(db, limits, now);
  if (wait > 0) {
    responseHeaders.set('Retry-After', String(wait));
    throw new HttpError(429, message);
  }
  return taken;
}

/** Uncounts an attempt taken by `takeAttempt` (a login that succeeded is not a failure). */
export async function giveBack(db: Executor, taken: readonly number[]): Promise<void> {
  if (taken.length) await db.delete(authThrottle).where(inArray(authThrottle.id, [...taken]));
}

/**
 * Refuses (429 with Retry-After) while any subject is over its limit, without counting this call:
 * the failures of link lookups are counted only once they fail (`recordAttempt`).
 */
export async function refuseWhileLimited(
  db: Executor,
  limits: readonly (readonly [ThrottleRule, string])[],
  now: Date,
  responseHeaders: Headers,
): Promise<void> {
  let wait = 0;
  for (const [rule, subject] of limits)
    wait = Math.max(wait, await retryAfterSeconds(db, rule, subject, now));
  if (wait > 0) {
    responseHeaders.set('Retry-After', String(wait));
    throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE);
  }
}

/** An emailed link's limits per client address: all its calls, and its wrong links. */
export interface LinkLimits {
  readonly calls: ThrottleRule;
  readonly failures: ThrottleRule;
}

/**
 * Guards a call that opens an emailed link (manage, pre-check-in, pay by link): refused (429)
 * while the client address has had too many wrong links, else counted against its calls. Answers
 * `refuse`, which counts one more wrong link and answers 404 with the link's message.
 */
export async function guardLinkCall(
  db: Database,
  limits: LinkLimits,
  address: string,
  now: Date,
  responseHeaders: Headers,
): Promise<(message: string) => Promise<never>> {
  await refuseWhileLimited(db, [[limits.failures, address]], now, responseHeaders);
  await takeAttempt(db, [[limits.calls, address]], now, responseHeaders);
  return async (message) => {
    await recordAttempt(db, limits.failures, address, now);
    throw new HttpError(404, message);
  };
}
