import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { publicOrigin } from '../../../serving/public-origin.ts';
import * as urls from '../../../site/urls.ts';

export type LinkPurpose = 'confirm-email' | 'reset-password' | 'change-email';

const HOUR = 60 * 60 * 1000;
/** How long an emailed link works. A reset link is short-lived: it is as good as the password. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'confirm-email': 48 * HOUR,
  'change-email': 48 * HOUR,
  'reset-password': 1 * HOUR,
};

/**
 * Origin for links in emails: `PUBLIC_ORIGIN`, else the address the server listens on — never the
 * request's Host header, which anyone can set to point reset links at their own site.
 */
export function linkOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return publicOrigin(env);
}

/** Path of the page a link opens, token in the query. */
export function linkPath(purpose: LinkPurpose, propertyCode: string, token: string): string {
  const page =
    purpose === 'reset-password'
      ? urls.resetPassword(propertyCode)
      : urls.confirmEmail(propertyCode);
  return urls.withQuery(page, new URLSearchParams({ token }));
}

/**
 * Links that stay good when a newer one is sent: a confirmation link in an earlier email must not
 * die because the guest tried to log in first. A reset link is as good as the password,
 * so only the newest one works.
 */
const EARLIER_LINKS_KEPT: ReadonlySet<LinkPurpose> = new Set(['confirm-email']);

/** Issues a single-use token for an emailed link; earlier ones stop working unless the purpose keeps them. */
export async function issueLinkToken(
  db: Executor,
  accountId: number,
  purpose: LinkPurpose,
  email: string,
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  const onlyExpired = EARLIER_LINKS_KEPT.has(purpose)
    ? lte(accountTokens.expiresAt, now)
    : undefined;
  await db
    .delete(accountTokens)
    .where(
      and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), onlyExpired),
    );
  await db.insert(accountTokens).values({
    tokenHash: hash,
    accountId,
    purpose,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses up a link token: marks it used and answers its row, or null when it is unknown, used,
 * expired or for another purpose. One statement, so two simultaneous uses cannot both succeed.
 */
export async function consumeLinkToken(
  db: Executor,
  token: string,
  purposes: readonly LinkPurpose[],
  now: Date,
) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  // The statement matched one of `purposes`; reading it back from that list types it.
  const purpose = purposes.find((wanted) => wanted === row?.purpose);
  return row && purpose ? { ...row, purpose } : null;
}

/** A new single-use link for an account email (its token issued), as the full URL the email carries. */
export async function issueLink(
  db: Executor,
  link: { accountId: number; purpose: LinkPurpose; email: string; propertyCode: string },
  now: Date,
): Promise<string> {
  const token = await issueLinkToken(db, link.accountId, link.purpose, link.email, now);
  return linkOrigin() + linkPath(link.purpose, link.propertyCode, token);
}
