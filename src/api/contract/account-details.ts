import * as v from 'valibot';
import {
  AccountPropertyRefSchema,
  EmailAddressSchema,
  LanguageCode,
  Name,
  NewPasswordSchema,
} from './account.ts';
import { OptionalPhoneSchema } from './phone.ts';

// The account bodies that carry a phone number, apart from account.ts: the browser reads the user's
// schema from there, and the phone rule's number lengths stay out of its pages.

/** POST /api/Account/Register (spec §7); `ReceiveBrandOffers` is ours. */
export const RegisterRequestSchema = v.object({
  LanguageCode,
  PropertyId: AccountPropertyRefSchema,
  EmailAddress: EmailAddressSchema,
  Password: NewPasswordSchema,
  Firstname: Name('First name is required'),
  Lastname: Name('Last name is required'),
  MobileNumber: OptionalPhoneSchema,
  ReceiveBrandOffers: v.optional(v.boolean()),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/**
 * POST /api/Account/Update — the profile (spec §3: email address, first name, last name, telephone
 * number, receive offers). A new email address takes effect once confirmed through a link sent to it.
 */
export const UpdateAccountRequestSchema = v.object({
  PropertyId: AccountPropertyRefSchema,
  EmailAddress: EmailAddressSchema,
  Firstname: Name('First name is required'),
  Lastname: Name('Last name is required'),
  Telephone: OptionalPhoneSchema,
  ReceiveBrandOffers: v.optional(v.boolean(), false),
});
export type UpdateAccountRequest = v.InferOutput<typeof UpdateAccountRequestSchema>;
