import Stripe from 'stripe';
import {
  BadSignature,
  type CardSummary,
  type PaymentProvider,
  type PaymentState,
  type StartPayment,
} from './provider.ts';

export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** A stand-in's base URL (tests, a local mock); Stripe's own API when absent. */
  readonly apiUrl: string | null;
}

/** The settings from `STRIPE_*`; null when no secret key is set (Stripe is then not offered). */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = env['STRIPE_SECRET_KEY']?.trim();
  if (!secretKey) return null;
  return {
    secretKey,
    publishableKey: env['STRIPE_PUBLISHABLE_KEY']?.trim() ?? '',
    webhookSecret: env['STRIPE_WEBHOOK_SECRET']?.trim() ?? '',
    apiUrl: env['STRIPE_API_URL']?.trim() || null,
  };
}

/** `STRIPE_API_URL` as the SDK takes it: host, port and protocol. */
export function sdkAddress(apiUrl: string | null): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

// A signature older than this (seconds) is refused, as Stripe's own libraries default to.
const SIGNATURE_TOLERANCE_S = 300;
/** How long a PaymentIntent the guest has not finished holds the booking's rooms. */
const HOLD_MS = 30 * 60 * 1000;

/**
 * A card Stripe keeps for us: its customer and payment method, the only way to charge it again
 * (https://docs.stripe.com/payments/save-and-reuse). Opaque to everyone but this module.
 */
const tokenOf = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;
function partsOf(token: string): { customer: string; paymentMethod: string } | null {
  const [customer, paymentMethod, ...rest] = token.split('/');
  return customer?.startsWith('cus_') && paymentMethod?.startsWith('pm_') && !rest.length
    ? { customer, paymentMethod }
    : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function cardOf(
  customer: string | null,
  method: string | Stripe.PaymentMethod | null,
): CardSummary | null {
  const id = idOf(method);
  if (!id) return null;
  const card = typeof method === 'object' ? method?.card : undefined;
  return {
    // Kept for later only when attached to a customer.
    token: customer ? tokenOf(customer, id) : null,
    brand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    expiryMonth: card?.exp_month ?? null,
    expiryYear: card?.exp_year ?? null,
    nameOnCard: (typeof method === 'object' ? method?.billing_details?.name : null) ?? null,
  };
}

/** A PaymentIntent's or SetupIntent's state in the interface's words. */
function stateOf(intent: Stripe.PaymentIntent | Stripe.SetupIntent, now: Date): PaymentState {
  const reference = intent.id;
  const customer = idOf(intent.customer);
  switch (intent.status) {
    case 'succeeded':
      return { status: 'Succeeded', reference, card: cardOf(customer, intent.payment_method) };
    case 'canceled':
      return { status: 'Failed', reference };
    case 'requires_payment_method':
    case 'requires_action':
    case 'requires_confirmation':
      // A new intent, or one whose card was declined: the guest may still pay with another card.
      return {
        status: 'ActionRequired',
        reference,
        redirectUrl: null,
        clientSecret: intent.client_secret,
        expiresAt: new Date(now.getTime() + HOLD_MS),
        card: null,
      };
    default:
      return { status: 'Pending', reference };
  }
}

/**
 * Stripe through its official SDK (https://docs.stripe.com/api). Cards are typed only into the
 * Payment Element in the browser, so no card data reaches our server: a payment due now is a
 * PaymentIntent the browser confirms with its client secret (saved for off-session use when asked,
 * `setup_future_usage`); a card kept for later with nothing due now is a SetupIntent; a stored card
 * is charged off-session. Our payment id is every request's idempotency key, so a retry never
 * charges twice; the reservation number travels in the metadata.
 */
export function stripeProvider(settings: StripeSettings, client?: Stripe): PaymentProvider {
  const stripe =
    client ??
    new Stripe(settings.secretKey, {
      ...sdkAddress(settings.apiUrl),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Stayfront' },
    });
  const metadataOf = (request: StartPayment) => ({
    payment_id: request.paymentId,
    ...(request.reservationNumber ? { reservation_number: request.reservationNumber } : {}),
  });
  const customerFor = async (request: StartPayment) =>
    (
      await stripe.customers.create(
        { ...(request.email ? { email: request.email } : {}), metadata: metadataOf(request) },
        { idempotencyKey: `${request.paymentId}-customer` },
      )
    ).id;

  return {
    name: 'Stripe',
    publishableKey: settings.publishableKey,

    async start(_db, request) {
      const { source, amount } = request;
      const currency = amount.currency.toLowerCase();
      if (source.kind === 'TypedCard')
        throw new Error('Stripe takes cards only in its own fields; no card reaches this server.');
      if (source.kind === 'StoredCard') {
        const stored = partsOf(source.token);
        if (!stored) return { status: 'Declined', reference: null };
        try {
          const intent = await stripe.paymentIntents.create(
            {
              amount: amount.minor,
              currency,
              customer: stored.customer,
              payment_method: stored.paymentMethod,
              off_session: true,
              confirm: true,
              metadata: metadataOf(request),
            },
            { idempotencyKey: request.paymentId },
          );
          return stateOf(intent, request.now);
        } catch (error) {
          // https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method: the bank
          // asks the guest to authenticate (the caller sends a pay-by-link email for the amount),
          // or declines.
          if (error instanceof Stripe.errors.StripeCardError) {
            const intent = error.payment_intent;
            // The intent is left waiting for a payment method: stateOf answers ActionRequired.
            if (error.code === 'authentication_required' && intent)
              return stateOf(intent, request.now);
            return { status: 'Declined', reference: intent?.id ?? null };
          }
          throw error;
        }
      }
      const customer = request.saveCard ? await customerFor(request) : null;
      if (amount.minor <= 0) {
        const intent = await stripe.setupIntents.create(
          {
            ...(customer ? { customer } : {}),
            usage: 'off_session',
            automatic_payment_methods: { enabled: true },
            metadata: metadataOf(request),
          },
          { idempotencyKey: request.paymentId },
        );
        return stateOf(intent, request.now);
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: amount.minor,
          currency,
          automatic_payment_methods: { enabled: true },
          ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
          ...(request.email ? { receipt_email: request.email } : {}),
          ...(request.description ? { description: request.description } : {}),
          metadata: metadataOf(request),
        },
        { idempotencyKey: request.paymentId },
      );
      return stateOf(intent, request.now);
    },

    async read(_db, reference, now) {
      const options = { expand: ['payment_method'] };
      const intent = reference.startsWith('seti_')
        ? await stripe.setupIntents.retrieve(reference, options)
        : await stripe.paymentIntents.retrieve(reference, options);
      // A declined attempt leaves the intent open: the guest may try another card in the Payment
      // Element until the hold runs out, when the intent is cancelled.
      return stateOf(intent, now);
    },

    async cancel(_db, reference) {
      try {
        if (reference.startsWith('seti_')) await stripe.setupIntents.cancel(reference);
        else await stripe.paymentIntents.cancel(reference);
      } catch (error) {
        // Already succeeded or cancelled: the caller reads the intent again and settles by that.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async refund(_db, request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.reference, amount: request.amount.minor },
          { idempotencyKey: request.refundId },
        );
        return refund.status !== 'failed' && refund.status !== 'canceled';
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
    },

    verifyWebhook(rawBody, headers, now) {
      const signature = headers.get('stripe-signature');
      if (!signature || !settings.webhookSecret)
        return Promise.reject(new BadSignature('No signature.'));
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_S,
          undefined,
          now.getTime(),
        );
      } catch {
        return Promise.reject(new BadSignature('The signature does not match or is too old.'));
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        payment_intent?: unknown;
      };
      const reference =
        object.object === 'payment_intent' || object.object === 'setup_intent'
          ? (object.id ?? null)
          : idOf(object.payment_intent as string | { id: string } | null);
      return Promise.resolve({ eventId: event.id, reference });
    },
  };
}
