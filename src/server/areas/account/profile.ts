import { and, eq } from 'drizzle-orm';
import type { AccountUserResult, RemoveCreditCardRequest } from '../../../api/contract/account.ts';
import type { UpdateAccountRequest } from '../../../api/contract/account-details.ts';
import type { AppContext } from '../../context.ts';
import { accounts, savedCards } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { changeEmail, queueEmails } from './emails.ts';
import { issueLink } from './links.ts';
import { accountProperty } from './property.ts';
import { NOT_LOGGED_IN_MESSAGE, requireSession } from './session.ts';
import { findAccountById, normaliseEmail, userOf, type AccountRow } from './user.ts';

export const DETAILS_SAVED_MESSAGE = 'Your details have been saved.';
export const CARD_REMOVED_MESSAGE = 'The card has been removed.';
export const CARD_NOT_FOUND_MESSAGE = 'This card is no longer saved in your account.';

async function loggedInAccount(
  ctx: AppContext,
  request: Request,
  responseHeaders: Headers,
): Promise<AccountRow> {
  const session = await requireSession(ctx, request, responseHeaders);
  const account = await findAccountById(ctx.db, session.accountId);
  if (!account) throw new HttpError(401, NOT_LOGGED_IN_MESSAGE);
  return account;
}

/**
 * POST /api/Account/Update. Names, telephone and offers change at once; a new email address only
 * once confirmed through a link sent to it, so a borrowed session cannot move the account to
 * another mailbox (and a taken address is not revealed here).
 */
export async function updateAccount(
  ctx: AppContext,
  body: UpdateAccountRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<AccountUserResult> {
  const now = ctx.now();
  const account = await loggedInAccount(ctx, request, responseHeaders);
  const property = await accountProperty(ctx, body.PropertyId);
  const [updated] = await ctx.db
    .update(accounts)
    .set({
      firstName: body.Firstname,
      lastName: body.Lastname,
      telephone: body.Telephone?.trim() || null,
      receiveBrandOffers: body.ReceiveBrandOffers,
      updatedAt: now,
    })
    .where(eq(accounts.id, account.id))
    .returning();
  let message = DETAILS_SAVED_MESSAGE;
  const newEmail = normaliseEmail(body.EmailAddress);
  if (newEmail !== account.email) {
    const link = await issueLink(
      ctx.db,
      {
        accountId: account.id,
        purpose: 'change-email',
        email: newEmail,
        propertyCode: property.code,
      },
      now,
    );
    await queueEmails(
      ctx.db,
      property,
      [changeEmail(property.name, newEmail, body.Firstname, link)],
      now,
    );
    message = `${DETAILS_SAVED_MESSAGE} We have sent a link to ${newEmail}: your email address changes once you confirm it.`;
  }
  return { Success: true, Message: message, User: await userOf(ctx.db, updated ?? account) };
}

/** POST /api/Account/RemoveCreditCard: forgets one of the guest's own saved cards. */
export async function removeCreditCard(
  ctx: AppContext,
  body: RemoveCreditCardRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<AccountUserResult> {
  const account = await loggedInAccount(ctx, request, responseHeaders);
  const removed = await ctx.db
    .delete(savedCards)
    .where(and(eq(savedCards.id, body.CreditCardId), eq(savedCards.accountId, account.id)))
    .returning({ id: savedCards.id });
  const user = await userOf(ctx.db, account);
  return removed.length > 0
    ? { Success: true, Message: CARD_REMOVED_MESSAGE, User: user }
    : { Success: false, Message: CARD_NOT_FOUND_MESSAGE, User: user };
}
