import * as v from 'valibot';

/** POST /api/PayByLink/Process answer. */
export const PayByLinkProcessResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  ConfirmationToken: v.nullable(v.string()),
  /** A 3-D Secure challenge or the provider's hosted page to finish at. */
  RedirectUrl: v.nullable(v.string()),
  /** With a provider whose script takes the card in the browser (Stripe): what it confirms with. */
  PaymentClientSecret: v.optional(v.string()),
});
export type PayByLinkProcessResult = v.InferOutput<typeof PayByLinkProcessResultSchema>;
