import { eq } from 'drizzle-orm';
import { assertSameOrigin } from '../../auth/same-origin.ts';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { currentSession } from '../account/index.ts';

/** The logged-in guest a booking is made by: saved cards and invoice payment depend on it. */
export interface BookingAccount {
  readonly id: number;
  readonly email: string;
  readonly canChoosePaymentMethod: boolean;
  /** The organisation the account may invoice, if any. */
  readonly companyId: number | null;
}

/**
 * The account of the request's session cookie, or null for a guest booking. A booking made with a
 * session spends the account's saved cards, so it must come from our own pages (same origin).
 */
export async function bookingAccount(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<BookingAccount | null> {
  const account = await sessionAccount(ctx, request, responseHeaders);
  if (account) assertSameOrigin(request);
  return account;
}

/** The account of the request's session cookie, with what it may pay by; null without a session. */
export async function sessionAccount(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<BookingAccount | null> {
  const session = await currentSession(ctx, request, responseHeaders);
  if (!session) return null;
  const [row] = await ctx.db
    .select({
      id: accounts.id,
      email: accounts.email,
      canChoosePaymentMethod: accounts.canChoosePaymentMethod,
      companyId: accounts.companyId,
    })
    .from(accounts)
    .where(eq(accounts.id, session.accountId));
  return row ?? null;
}
