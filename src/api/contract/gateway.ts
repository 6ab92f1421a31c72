import * as v from 'valibot';

/** The simulated gateway's own API, used by its challenge and hosted payment pages (not part of the booking contract). */
export const GatewaySessionParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^gw_[A-Za-z0-9_-]{22}$/, 'Unknown payment session.')),
});

export const GatewaySessionSchema = v.object({
  SessionId: v.string(),
  Kind: v.picklist(['ThreeDSecure', 'Paystack']),
  /** `Expired`: still pending, but the guest's time is up. */
  Status: v.picklist(['Pending', 'Succeeded', 'Failed', 'Expired']),
  Amount: v.number(),
  Currency: v.string(),
  MerchantName: v.string(),
  /** The card being verified ("Visa ending 3220"), for a challenge. */
  Description: v.nullable(v.string()),
  /** Where the guest goes when the session ends (the booking's Status page). */
  ReturnUrl: v.string(),
  ExpiresAt: v.string(),
});
export type GatewaySessionView = v.InferOutput<typeof GatewaySessionSchema>;

export const CompleteGatewaySessionRequestSchema = v.object({
  /** True: the guest passed the challenge or paid; false: failed or cancelled. */
  Passed: v.boolean('Say whether the guest passed.'),
  /** The browser's binding of the session (the gateway cookie set with the Create answer). */
  Binding: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
});

export const CompleteGatewaySessionResultSchema = v.object({
  Status: v.picklist(['Succeeded', 'Failed']),
  ReturnUrl: v.string(),
});
export type CompleteGatewaySessionResult = v.InferOutput<typeof CompleteGatewaySessionResultSchema>;
