import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  BadSignature,
  type CardSummary,
  type PaymentProvider,
  type PaymentState,
} from './provider.ts';

export interface PaystackSettings {
  readonly secretKey: string;
  /** A stand-in's base URL (tests); Paystack's own API when absent. */
  readonly apiUrl: string | null;
  /** The site's public origin: Paystack sends the guest back to an absolute URL. */
  readonly publicOrigin: string;
}

const PAYSTACK_API = 'https://api.paystack.co';
/** How long a Paystack checkout the guest has not finished holds the booking's rooms. */
const HOLD_MS = 30 * 60 * 1000;

/** The settings from `PAYSTACK_*`; null when no secret key is set (Paystack is then not offered). */
export function paystackSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  publicOrigin: string,
): PaystackSettings | null {
  const secretKey = env['PAYSTACK_SECRET_KEY']?.trim();
  if (!secretKey) return null;
  return { secretKey, apiUrl: env['PAYSTACK_API_URL']?.trim() || null, publicOrigin };
}

/** Every Paystack answer: `status` says whether the call worked, `data` what it made. */
interface Answer<T> {
  readonly status: boolean;
  readonly message: string;
  readonly data?: T;
}

interface Transaction {
  readonly id: number;
  readonly status: string;
  readonly reference: string;
  readonly amount: number;
  readonly currency: string;
  readonly customer?: { readonly email?: string };
  readonly authorization?: {
    readonly authorization_code?: string;
    readonly card_type?: string;
    readonly last4?: string;
    readonly exp_month?: string;
    readonly exp_year?: string;
    readonly reusable?: boolean;
    readonly account_name?: string | null;
  };
}

/** A card Paystack keeps for us: its authorization code and the customer's email, both needed to charge it. */
const tokenOf = (code: string, email: string) => `${code}|${email}`;

function cardOf(transaction: Transaction): CardSummary | null {
  const card = transaction.authorization;
  const email = transaction.customer?.email;
  if (!card?.authorization_code || !card.reusable || !email) return null;
  const brand = card.card_type?.trim().toLowerCase();
  return {
    token: tokenOf(card.authorization_code, email),
    brand: brand === 'visa' ? 'Visa' : brand === 'mastercard' ? 'Mastercard' : (brand ?? null),
    last4: card.last4 && /^\d{4}$/.test(card.last4) ? card.last4 : null,
    expiryMonth: Number(card.exp_month) || null,
    expiryYear: Number(card.exp_year) || null,
    nameOnCard: card.account_name ?? null,
  };
}

function stateOf(transaction: Transaction): PaymentState {
  const reference = transaction.reference;
  switch (transaction.status) {
    case 'success':
      return { status: 'Succeeded', reference, card: cardOf(transaction) };
    case 'failed':
    case 'reversed':
      return { status: 'Failed', reference };
    default:
      // abandoned (not paid yet), ongoing, pending, processing, queued
      return { status: 'Pending', reference };
  }
}

/**
 * Paystack's Transaction API (https://paystack.com/docs/api/transaction/): a payment is initialized
 * with our payment id as its reference (Paystack refuses a reference twice, so a retry never makes
 * a second transaction), the guest pays on Paystack's checkout at `authorization_url` and comes back
 * to the status page, which verifies the transaction on the server; the webhook does the same when
 * the guest never comes back. A kept card is charged with its authorization
 * (`/transaction/charge_authorization`), a refund is `/refund`.
 */
export function paystackProvider(
  settings: PaystackSettings,
  fetcher: typeof fetch = fetch,
): PaymentProvider {
  const base = (settings.apiUrl ?? PAYSTACK_API).replace(/\/$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetcher(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    if (response.status >= 500) throw new Error(`Paystack answered ${response.status}.`);
    return { http: response.status, answer: (await response.json()) as Answer<T> };
  }

  return {
    name: 'Paystack',

    async start(_db, request) {
      const { source, amount } = request;
      if (source.kind === 'TypedCard')
        throw new Error('Paystack takes cards only on its own checkout; none reaches this server.');
      if (source.kind === 'StoredCard') {
        const [code, email] = source.token.split('|');
        if (!code?.startsWith('AUTH_') || !email) return { status: 'Declined', reference: null };
        const { answer } = await call<Transaction>('POST', '/transaction/charge_authorization', {
          authorization_code: code,
          email,
          amount: amount.minor,
          currency: amount.currency,
          reference: request.paymentId,
        });
        if (!answer.status || !answer.data) return { status: 'Declined', reference: null };
        const state = stateOf(answer.data);
        return state.status === 'Failed'
          ? { status: 'Declined', reference: state.reference }
          : state;
      }
      const { answer } = await call<{ authorization_url: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        {
          email: request.email,
          amount: amount.minor,
          currency: amount.currency,
          reference: request.paymentId,
          callback_url: new URL(request.returnUrl, settings.publicOrigin).href,
          metadata: {
            payment_id: request.paymentId,
            ...(request.reservationNumber ? { reservation_number: request.reservationNumber } : {}),
          },
        },
      );
      if (!answer.status || !answer.data)
        throw new Error('Paystack did not initialize the payment.');
      return {
        status: 'ActionRequired',
        reference: answer.data.reference,
        redirectUrl: answer.data.authorization_url,
        clientSecret: null,
        expiresAt: new Date(request.now.getTime() + HOLD_MS),
        card: null,
      };
    },

    async read(_db, reference) {
      const { http, answer } = await call<Transaction>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      // Not known (yet) to Paystack: nothing was paid under it.
      if (http === 404 || !answer.data) return { status: 'Pending', reference };
      return stateOf(answer.data);
    },

    // An initialized transaction cannot be cancelled; its checkout lapses. The caller reads it once
    // more and refunds a payment that comes after its booking was let go.
    cancel: () => Promise.resolve(),

    async refund(_db, request) {
      const { answer } = await call('POST', '/refund', {
        transaction: request.reference,
        amount: request.amount.minor,
      });
      return answer.status;
    },

    verifyWebhook(rawBody, headers) {
      // https://paystack.com/docs/payments/webhooks/#verify-event-origin: HMAC-SHA512 of the body
      // with the secret key.
      const signature = headers.get('x-paystack-signature') ?? '';
      const expected = createHmac('sha512', settings.secretKey).update(rawBody).digest();
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return Promise.reject(new BadSignature('The signature does not match.'));
      let event: { event?: unknown; data?: { id?: unknown; reference?: unknown } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return Promise.reject(new BadSignature('The body is not an event.'));
      }
      const reference = typeof event.data?.reference === 'string' ? event.data.reference : null;
      // Paystack's events carry no id of their own: the event's name and its object's id name it.
      const objectId = event.data?.id;
      const eventId = `${String(event.event)}:${typeof objectId === 'number' || typeof objectId === 'string' ? objectId : reference}`;
      return Promise.resolve({ eventId, reference });
    },
  };
}
