import * as v from 'valibot';

/**
 * How the browser takes a card when the property's provider takes it in its own fields (Stripe's
 * Payment Element); absent when our card form (simulated gateway) or a redirect (Paystack) is used.
 */
export const CardPaymentSchema = v.object({
  Provider: v.literal('Stripe'),
  /** The publishable key Stripe.js is loaded with. */
  PublishableKey: v.string(),
});
export type CardPayment = v.InferOutput<typeof CardPaymentSchema>;
