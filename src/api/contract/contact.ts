import * as v from 'valibot';
import { AccountPropertyRefSchema, EmailAddressSchema } from './account.ts';
import { OptionalPhoneSchema } from './phone.ts';

/**
 * POST /api/Contact/Message — the Contact Us dialog (spec §2; payload ours). The hotel gets the
 * message by email and the guest a copy; answers `{ Success, Message }`, 429 when sent too often.
 */
export const ContactMessageRequestSchema = v.object({
  LanguageCode: v.optional(v.pipe(v.string(), v.maxLength(10))),
  PropertyId: AccountPropertyRefSchema,
  Name: v.pipe(
    v.string('Your name is required'),
    v.trim(),
    v.minLength(1, 'Your name is required'),
    v.maxLength(100, 'Use at most 100 characters.'),
  ),
  EmailAddress: EmailAddressSchema,
  Telephone: OptionalPhoneSchema,
  Message: v.pipe(
    v.string('A message is required'),
    v.trim(),
    v.minLength(1, 'A message is required'),
    v.maxLength(2000, 'Use at most 2000 characters.'),
  ),
});
export type ContactMessageRequest = v.InferOutput<typeof ContactMessageRequestSchema>;

export const ContactMessageResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
});
export type ContactMessageResult = v.InferOutput<typeof ContactMessageResultSchema>;

/** One email of the outbox, as the development page `/dev/outbox` lists it (GET /api/Dev/Outbox). */
export const OutboxEmailSchema = v.object({
  Id: v.number(),
  Kind: v.string(),
  To: v.string(),
  Subject: v.string(),
  TextBody: v.string(),
  CreatedAt: v.string(),
});
export type OutboxEmail = v.InferOutput<typeof OutboxEmailSchema>;
export const OutboxEmailListSchema = v.array(OutboxEmailSchema);

/** GET /api/Dev/Outbox?to= — newest first; only while demo mode is on (404 otherwise). */
export const OutboxQuerySchema = v.object({ to: v.optional(v.pipe(v.string(), v.maxLength(254))) });
