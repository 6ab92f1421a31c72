import { and, eq } from 'drizzle-orm';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import type { AccountResult, ConfirmEmailRequest } from '../../../api/contract/account.ts';
import type { RegisterRequest } from '../../../api/contract/account-details.ts';
import { clientAddressOf } from '../../auth/client-address.ts';
import { hashPassword } from '../../auth/password.ts';
import {
  recordAttempt,
  REGISTER_PER_ADDRESS,
  retryAfterSeconds,
  takeAttempt,
  type ThrottleRule,
} from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { alreadyRegistered, confirmEmail, queueEmails, type Email } from './emails.ts';
import { consumeLinkToken, issueLink, linkOrigin } from './links.ts';
import { accountProperty } from './property.ts';
import { findAccountByEmail, normaliseEmail } from './user.ts';
import * as urls from '../../../site/urls.ts';

/** The one answer to a registration, whether or not the address already had an account. */
export const REGISTERED_MESSAGE =
  'Thank you. Please check your email: we have sent you a link to confirm your address.';
export const LINK_INVALID_MESSAGE = 'This link is invalid, has been used already or has expired.';
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address is confirmed. You can now log in.';
export const EMAIL_CHANGED_MESSAGE =
  'Your new email address is confirmed. Use it to log in from now on.';
export const EMAIL_TAKEN_MESSAGE = 'This email address belongs to another account.';

// Repeated registrations of a known address send at most this many notices (no mailbox flooding).
const NOTICES_PER_ACCOUNT: ThrottleRule = {
  action: 'register-notice',
  max: 3,
  windowMs: 60 * 60 * 1000,
};

/**
 * POST /api/Account/Register. The answer and its timing do not depend on whether the address has
 * an account: a new address gets a confirmation link, a known one an email saying so (with login
 * and reset links), and the password is hashed either way.
 */
export async function register(
  ctx: AppContext,
  body: RegisterRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<AccountResult> {
  const now = ctx.now();
  const address = clientAddressOf(request);
  await takeAttempt(ctx.db, [[REGISTER_PER_ADDRESS, address]], now, responseHeaders);
  const property = await accountProperty(ctx, body.PropertyId);
  const email = normaliseEmail(body.EmailAddress);
  const passwordHash = await hashPassword(body.Password, ctx.passwordCost);
  const origin = linkOrigin();

  // The guest's emails are in the language the guest registered from.
  const locale = localeOfLanguageCode(body.LanguageCode);
  const emails = await ctx.db.transaction(async (tx): Promise<Email[]> => {
    const existing = await findAccountByEmail(tx, email);
    // A known address, confirmed or not, keeps its account and password: only its owner's mailbox
    // hears of the attempt (re-registering an unconfirmed address used to replace the password).
    if (existing) {
      if ((await retryAfterSeconds(tx, NOTICES_PER_ACCOUNT, email, now)) > 0) return [];
      await recordAttempt(tx, NOTICES_PER_ACCOUNT, email, now);
      const login = origin + urls.login(property.code);
      const forgot = origin + urls.forgotPassword(property.code);
      return [alreadyRegistered(property.name, email, existing.firstName, login, forgot, locale)];
    }
    const profile = {
      passwordHash,
      firstName: body.Firstname,
      lastName: body.Lastname,
      telephone: body.MobileNumber?.trim() || null,
      receiveBrandOffers: body.ReceiveBrandOffers ?? false,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(accounts)
      .values({ ...profile, email, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!row) return [];
    const link = await issueLink(
      tx,
      { accountId: row.id, purpose: 'confirm-email', email, propertyCode: property.code },
      now,
    );
    return [confirmEmail(property.name, email, body.Firstname, link, locale)];
  });
  await queueEmails(ctx.db, property, emails, now);
  return { Success: true, Message: REGISTERED_MESSAGE };
}

/** POST /api/Account/ConfirmEmail: uses up a confirmation (or email change) link. */
export async function confirmEmailAddress(
  ctx: AppContext,
  body: ConfirmEmailRequest,
): Promise<AccountResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const token = await consumeLinkToken(tx, body.Token, ['confirm-email', 'change-email'], now);
    if (!token) return { Success: false, Message: LINK_INVALID_MESSAGE };
    if (token.purpose === 'confirm-email') {
      // Only the address the link was sent to is confirmed.
      await tx
        .update(accounts)
        .set({ emailConfirmed: true, updatedAt: now })
        .where(and(eq(accounts.id, token.accountId), eq(accounts.email, token.email)));
      return { Success: true, Message: EMAIL_CONFIRMED_MESSAGE };
    }
    const owner = await findAccountByEmail(tx, token.email);
    if (owner && owner.id !== token.accountId)
      return { Success: false, Message: EMAIL_TAKEN_MESSAGE };
    await tx
      .update(accounts)
      .set({ email: token.email, emailConfirmed: true, updatedAt: now })
      .where(eq(accounts.id, token.accountId));
    return { Success: true, Message: EMAIL_CHANGED_MESSAGE };
  });
}
