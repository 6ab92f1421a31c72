import type { Executor } from '../db/client.ts';
import type { CardInput } from '../gateway/card-gateway.ts';

/** Who takes a property's money. */
export type ProviderName = 'Simulated' | 'Stripe' | 'Paystack';
export const PROVIDER_NAMES: readonly ProviderName[] = ['Simulated', 'Stripe', 'Paystack'];

/** An amount as providers take it: integer minor units of the currency (`toMinorUnits`). */
export interface MinorAmount {
  readonly minor: number;
  readonly currency: string;
}

/**
 * Where the money comes from: a card typed into our own fields (the simulated gateway only: a real
 * provider never lets a card number reach our server), the provider's own fields or page (Stripe's
 * Payment Element, Paystack's checkout), or a card the provider keeps for us (off-session).
 */
export type PaymentSource =
  | { readonly kind: 'TypedCard'; readonly card: CardInput; readonly brand: string }
  | { readonly kind: 'Hosted' }
  | { readonly kind: 'StoredCard'; readonly token: string };

export interface StartPayment {
  /** Our id for this payment: the provider's idempotency key, so a retry never charges twice. */
  readonly paymentId: string;
  /** Charged now; zero only saves the card for later (pay later, guarantees). */
  readonly amount: MinorAmount;
  readonly source: PaymentSource;
  /** Keep the card for charges without the guest (the rate's later charges, no-show fees). */
  readonly saveCard: boolean;
  /** Charged without the guest present (a stored card, a price rise, a no-show fee). */
  readonly offSession: boolean;
  readonly reservationNumber: string | null;
  readonly merchantName: string;
  /** What the provider's page says the payment is for, e.g. "Visa ending 3220". */
  readonly description: string | null;
  readonly email: string | null;
  /** Where the provider sends the guest back after a challenge or its own page. */
  readonly returnUrl: string;
  readonly now: Date;
}

/** What the card looks like once tokenised: never its number or security code. */
export interface CardSummary {
  /** What charges the card again; null when the provider keeps it only for this payment. */
  readonly token: string | null;
  readonly brand: string | null;
  readonly last4: string | null;
  readonly expiryMonth: number | null;
  readonly expiryYear: number | null;
  readonly nameOnCard: string | null;
}

/**
 * Where a payment stands at the provider. `reference` is the provider's id for it (a simulated
 * gateway session, a Stripe PaymentIntent or SetupIntent, a Paystack transaction reference).
 */
export type PaymentState =
  | { readonly status: 'Succeeded'; readonly reference: string; readonly card: CardSummary | null }
  | { readonly status: 'Declined'; readonly reference: string | null }
  | {
      readonly status: 'ActionRequired';
      readonly reference: string;
      /** A page of the provider (or our simulated one) the guest must go to. */
      readonly redirectUrl: string | null;
      /** For the provider's script in the browser (Stripe.js confirms the payment with it). */
      readonly clientSecret: string | null;
      readonly expiresAt: Date;
      readonly card: CardSummary | null;
    }
  | { readonly status: 'Pending'; readonly reference: string }
  | { readonly status: 'Failed'; readonly reference: string };

export interface RefundRequest {
  /** Our id for the refund: the idempotency key. */
  readonly refundId: string;
  /** The payment (its provider reference) the money goes back to. */
  readonly reference: string;
  readonly amount: MinorAmount;
}

/** A webhook delivery whose signature checked: which event, and which payment it is about. */
export interface WebhookNotice {
  readonly eventId: string;
  /** The payment's provider reference, when the event is about one. */
  readonly reference: string | null;
}

/** A webhook delivery whose signature is missing, wrong or too old. */
export class BadSignature extends Error {
  override readonly name = 'BadSignature';
}

/**
 * One payment provider, as every payment path uses it: checkout, 3-D Secure, the status check,
 * manage (price rise, refund), pay by link and off-session charges.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The key the browser's card fields are loaded with, for a provider that has them (Stripe). */
  readonly publishableKey?: string;
  /** Takes (or starts taking) the amount due now, or saves the card when it is zero. */
  start(db: Executor, request: StartPayment): Promise<PaymentState>;
  /** The payment's state as the provider holds it: the only word a booking is confirmed on. */
  read(db: Executor, reference: string, now: Date): Promise<PaymentState>;
  /** Stops a payment the guest never finished, so it cannot be paid after its booking is let go. */
  cancel(db: Executor, reference: string, now: Date): Promise<void>;
  /** Gives back exactly `amount` of the payment; false when the provider refused. */
  refund(db: Executor, request: RefundRequest): Promise<boolean>;
  /** Checks a webhook delivery's signature on its raw body; throws BadSignature when it fails. */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): Promise<WebhookNotice>;
}
