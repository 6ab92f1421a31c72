import * as v from 'valibot';
import { isValidEmail, ValidationMessage } from '../../domain/shared/validation.ts';
import { IdNameSchema, IdSchema } from './common.ts';

/*
 * Guest accounts (spec §3 User, §7 Account). The spec shows the payloads of Authenticate and
 * Register only; the others are ours and mirror the User's field names. Every answer that can fail
 * for a reason other than bad input carries `Success` and `Message` (§8: a `Success: false` message
 * is shown as a negative notification).
 */

/** A property by numeric id or code, as the other POST bodies take it. */
export const AccountPropertyRefSchema = v.union([
  IdSchema,
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)),
]);

export const LanguageCode = v.optional(v.pipe(v.string(), v.maxLength(10)));

export const EmailAddressSchema = v.pipe(
  v.string(ValidationMessage.Email),
  v.trim(),
  v.maxLength(254, ValidationMessage.Email),
  v.check(isValidEmail, ValidationMessage.Email),
);

/** A password as typed at login: only required (spec §5); long inputs are refused before hashing. */
export const LoginPasswordSchema = v.pipe(
  v.string(ValidationMessage.Password),
  v.minLength(1, ValidationMessage.Password),
  v.maxLength(256, 'Use at most 256 characters.'),
);

export const NEW_PASSWORD_MESSAGE =
  'Your password needs ten characters or more with at least 1 non alphanumeric character';

/** A new password (register, reset, change): the hint's rule of spec §5, enforced by the server. */
export const NewPasswordSchema = v.pipe(
  v.string(ValidationMessage.Password),
  v.minLength(1, ValidationMessage.Password),
  v.minLength(10, NEW_PASSWORD_MESSAGE),
  v.regex(/[^A-Za-z0-9]/, NEW_PASSWORD_MESSAGE),
  v.maxLength(256, 'Use at most 256 characters.'),
);

/** A person's first or last name: required, at most 100 characters. */
export const Name = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(100, 'Use at most 100 characters.'),
  );

/** A single-use emailed link token (random, base64url). */
export const LinkTokenSchema = v.pipe(
  v.string('This link is invalid.'),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is invalid.'),
);

/** A saved card: a gateway token stands behind it; only brand, last four digits and expiry are shown. */
export const SavedCreditCardSchema = v.object({
  CreditCardId: IdSchema,
  CardType: IdNameSchema,
  NameOnCard: v.string(),
  Last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  ExpiryMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  ExpiryYear: v.pipe(v.number(), v.integer()),
});
export type SavedCreditCard = v.InferOutput<typeof SavedCreditCardSchema>;

/** Spec §3 User. */
export const UserSchema = v.object({
  Firstname: v.string(),
  Lastname: v.string(),
  Telephone: v.nullable(v.string()),
  EmailAddress: v.string(),
  ReceiveBrandOffers: v.boolean(),
  CanChoosePaymentMethod: v.boolean(),
  CreditCards: v.array(SavedCreditCardSchema),
});
export type User = v.InferOutput<typeof UserSchema>;

/** GET /api/Account?propertyId= — the logged-in guest, or 401. */
export const AccountQuerySchema = v.object({ propertyId: v.optional(v.string()) });

/** POST /api/Account/Authenticate (spec §7). */
export const AuthenticateRequestSchema = v.object({
  LanguageCode,
  PropertyId: AccountPropertyRefSchema,
  EmailAddress: EmailAddressSchema,
  Password: LoginPasswordSchema,
});
export type AuthenticateRequest = v.InferOutput<typeof AuthenticateRequestSchema>;

/** `Success: true` with the user's fields (and the session cookie), or `Success: false` with the reason. */
export const AuthenticateResultSchema = v.variant('Success', [
  v.object({ Success: v.literal(true), Message: v.nullable(v.string()), ...UserSchema.entries }),
  v.object({ Success: v.literal(false), Message: v.string() }),
]);
export type AuthenticateResult = v.InferOutput<typeof AuthenticateResultSchema>;

/** `{ Success, Message }`: the answer of calls that change something and return nothing else. */
export const AccountResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
});
export type AccountResult = v.InferOutput<typeof AccountResultSchema>;

/** POST /api/Account/ConfirmEmail — the token of a confirmation (or email change) link. */
export const ConfirmEmailRequestSchema = v.object({
  PropertyId: v.optional(AccountPropertyRefSchema),
  Token: LinkTokenSchema,
});
export type ConfirmEmailRequest = v.InferOutput<typeof ConfirmEmailRequestSchema>;

/** POST /api/Account/RequestPasswordReset — same answer whether or not the address has an account. */
export const RequestPasswordResetRequestSchema = v.object({
  LanguageCode,
  PropertyId: AccountPropertyRefSchema,
  EmailAddress: EmailAddressSchema,
});
export type RequestPasswordResetRequest = v.InferOutput<typeof RequestPasswordResetRequestSchema>;

/** POST /api/Account/PasswordReset — the token of a reset link and the new password. */
export const PasswordResetRequestSchema = v.object({
  PropertyId: v.optional(AccountPropertyRefSchema),
  Token: LinkTokenSchema,
  Password: NewPasswordSchema,
});
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequestSchema>;

/** POST /api/Account/ChangePassword — logged in; other sessions end, this one gets a new token. */
export const ChangePasswordRequestSchema = v.object({
  PropertyId: AccountPropertyRefSchema,
  CurrentPassword: LoginPasswordSchema,
  NewPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;

/** POST /api/Account/RemoveCreditCard — forgets a saved card of the logged-in guest. */
export const RemoveCreditCardRequestSchema = v.object({
  PropertyId: v.optional(AccountPropertyRefSchema),
  CreditCardId: IdSchema,
});
export type RemoveCreditCardRequest = v.InferOutput<typeof RemoveCreditCardRequestSchema>;

/** Answer of Update and RemoveCreditCard: the outcome and the user as now stored. */
export const AccountUserResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  User: UserSchema,
});
export type AccountUserResult = v.InferOutput<typeof AccountUserResultSchema>;
