import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the server uses, so no test reaches the internet.
 * Request and response shapes follow Stripe's published API reference:
 * - PaymentIntents: https://docs.stripe.com/api/payment_intents (create, retrieve, confirm, cancel;
 *   statuses https://docs.stripe.com/payments/paymentintents/lifecycle)
 * - SetupIntents: https://docs.stripe.com/api/setup_intents
 * - Customers: https://docs.stripe.com/api/customers/create
 * - Refunds: https://docs.stripe.com/api/refunds/create
 * - Errors: https://docs.stripe.com/api/errors (card_error with `payment_intent`, codes
 *   `card_declined` and `authentication_required`: https://docs.stripe.com/error-codes)
 * - Idempotent requests: https://docs.stripe.com/api/idempotent_requests (same key → same answer)
 * - Events and signatures: https://docs.stripe.com/api/events/object and
 *   https://docs.stripe.com/webhooks#verify-events (`Stripe-Signature: t=…,v1=…`, made here with
 *   the SDK's own `generateTestHeaderString`)
 * - Test payment methods: https://docs.stripe.com/testing#cards (`pm_card_visa`,
 *   `pm_card_chargeDeclined`) and https://docs.stripe.com/testing#authentication-and-setup:
 *   `pm_card_authenticationRequired` (4000 0027 6000 3184) asks for authentication on every
 *   payment however it was set up, so an off-session charge fails with `authentication_required`
 *   and the PaymentIntent is left `requires_payment_method`
 *   (https://docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method);
 *   `pm_card_authenticationRequiredOnSetup` (4000 0025 0000 3155) asks once when set up and then
 *   lets off-session charges through.
 * - Faults (https://docs.stripe.com/error-low-level): `fail` answers the next requests with a 500
 *   `api_error` before doing anything, or does the request and then drops the connection without an
 *   answer (a timeout on our side); a retry with the same idempotency key gets the first answer.
 * - 3-D Secure by redirect: confirming with `return_url` a card that needs authentication leaves
 *   the intent `requires_action` with `next_action.redirect_to_url`
 *   (https://docs.stripe.com/api/payment_intents/object#payment_intent_object-next_action); the
 *   bank's page (served here at `/3d_secure_2/hosted`, as Stripe's test page offers "Complete" and
 *   "Fail" authentication: https://docs.stripe.com/testing#regulatory-cards) sends the guest back to
 *   `return_url` with `payment_intent`, `payment_intent_client_secret` and `redirect_status`
 *   (https://docs.stripe.com/payments/payment-intents/verifying-status#checking-status-retrieve)
 */
export interface StripeStandIn {
  /** For `STRIPE_API_URL`. */
  readonly url: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Every event, oldest first. */
  readonly events: StripeEvent[];
  readonly intents: Map<string, Intent>;
  /** What Stripe.js does when the guest pays in the Payment Element: confirm with a test card. */
  confirm(intentId: string, testCard: TestCard): Promise<Intent>;
  /** The guest passes (or fails) the bank's 3-D Secure check Stripe.js shows. */
  authenticate(intentId: string, passed: boolean): Intent;
  /**
   * The next `count` requests (to paths matching `path`, every path by default) fail:
   * `server-error` answers 500 without doing anything; `no-answer` does the request, then drops the
   * connection after `afterMs` without answering.
   */
  fail(fault: {
    kind: 'server-error' | 'no-answer';
    count?: number;
    path?: RegExp;
    afterMs?: number;
  }): void;
  /** An event as Stripe delivers it: the JSON body and its `Stripe-Signature`. */
  delivery(
    event: StripeEvent,
    options?: { timestamp?: number; secret?: string },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

export type TestCard =
  | 'pm_card_visa'
  | 'pm_card_chargeDeclined'
  | 'pm_card_authenticationRequired'
  | 'pm_card_authenticationRequiredOnSetup';

/** `authenticate`: on every payment (3184); `authenticate-once`: when set up only (3155). */
type Behaviour = 'succeed' | 'decline' | 'authenticate' | 'authenticate-once';
const BEHAVIOUR: Record<TestCard, Behaviour> = {
  pm_card_visa: 'succeed',
  pm_card_chargeDeclined: 'decline',
  pm_card_authenticationRequired: 'authenticate',
  pm_card_authenticationRequiredOnSetup: 'authenticate-once',
};

export interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  amount?: number;
  amount_received?: number;
  currency?: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage?: string | null;
  usage?: string;
  metadata: Record<string, string>;
  last_payment_error?: unknown;
  last_setup_error?: unknown;
  next_action?: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
  livemode: false;
  created: number;
  /** Stand-in only: refunded so far, in minor units. */
  refunded: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: { name: string | null };
  behaviour: Behaviour;
}

const LAST4: Record<Behaviour, string> = {
  succeed: '4242',
  decline: '0002',
  authenticate: '3184',
  'authenticate-once': '3155',
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b]=1&c[0]=x` as Stripe's libraries encode parameters, one level of nesting. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!match) out[key] = value;
    else {
      const [, outer, inner] = match;
      const bag = (out[outer!] ??= {}) as Record<string, string>;
      bag[inner || String(Object.keys(bag).length)] = value;
    }
  }
  return out;
}

export async function startStripeStandIn(
  options: { now?: () => Date } = {},
): Promise<StripeStandIn> {
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const intents = new Map<string, Intent>();
  const methods = new Map<string, PaymentMethod>();
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const events: StripeEvent[] = [];
  const faults: { kind: 'server-error' | 'no-answer'; path: RegExp; afterMs: number }[] = [];

  const emit = (type: string, object: unknown) =>
    events.push({
      id: id('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: seconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
  const view = (intent: Intent, expand: boolean) => {
    const { refunded: _refunded, ...shown } = intent;
    const method = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    if (!expand || !method) return shown;
    const { behaviour: _behaviour, ...card } = method;
    return { ...shown, payment_method: card };
  };
  const kind = (intent: Intent) =>
    intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  const cardError = (code: string, intent: Intent) => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code,
        ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
        message:
          code === 'card_declined'
            ? 'Your card was declined.'
            : 'This payment requires authentication.',
        [kind(intent)]: view(intent, false),
      },
    },
  });
  const invalid = (message: string, status = 400) => ({
    status,
    body: { error: { type: 'invalid_request_error', message } },
  });

  /** A test payment method used on an intent: the card it stands for, kept for later when saved. */
  function methodFor(name: string, customer: string | null): PaymentMethod | null {
    const saved = methods.get(name);
    if (saved) return saved;
    const behaviour = BEHAVIOUR[name as TestCard];
    if (!behaviour) return null;
    const method: PaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: 'visa',
        last4: LAST4[behaviour],
        exp_month: 12,
        exp_year: now().getUTCFullYear() + 3,
      },
      billing_details: { name: null },
      behaviour,
    };
    methods.set(method.id, method);
    return method;
  }

  function succeed(intent: Intent) {
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    intent.next_action = null;
    if (intent.object === 'payment_intent') intent.amount_received = intent.amount;
    emit(`${kind(intent)}.succeeded`, intent);
  }

  /** Confirming: by the card's behaviour, on-session (3-D Secure asked) or off-session (refused). */
  function confirmWith(
    intent: Intent,
    method: PaymentMethod,
    offSession: boolean,
    returnUrl: string | null = null,
  ) {
    intent.payment_method = method.id;
    intent.next_action = null;
    if (intent.customer && (intent.setup_future_usage || intent.object === 'setup_intent'))
      method.customer = intent.customer;
    if (method.behaviour === 'decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined' };
      emit(`${kind(intent)}.payment_failed`, intent);
      return cardError('card_declined', intent);
    }
    // 3184 asks every time; 3155 once, when set up: a card kept after that needs none off-session.
    const asks =
      method.behaviour === 'authenticate' ||
      (method.behaviour === 'authenticate-once' && !(offSession && method.customer));
    if (asks && offSession) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'authentication_required' };
      emit(`${kind(intent)}.payment_failed`, intent);
      return cardError('authentication_required', intent);
    }
    if (asks && !intent.metadata['stand_in_authenticated']) {
      intent.status = 'requires_action';
      if (returnUrl) {
        const challenge = new URL('https://hooks.stripe.com/3d_secure_2/hosted');
        challenge.searchParams.set(kind(intent), intent.id);
        challenge.searchParams.set(`${kind(intent)}_client_secret`, intent.client_secret);
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: challenge.href, return_url: returnUrl },
        };
      }
      emit(`${kind(intent)}.requires_action`, intent);
      return { status: 200, body: view(intent, false) };
    }
    succeed(intent);
    return { status: 200, body: view(intent, false) };
  }

  function newIntent(object: Intent['object'], params: Record<string, unknown>): Intent {
    const prefix = object === 'payment_intent' ? 'pi' : 'seti';
    const intentId = id(prefix);
    const intent: Intent = {
      id: intentId,
      object,
      ...(object === 'payment_intent'
        ? {
            amount: Number(params['amount']),
            amount_received: 0,
            currency: String(params['currency']),
            setup_future_usage: (params['setup_future_usage'] as string) ?? null,
          }
        : { usage: (params['usage'] as string) ?? 'off_session' }),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customer: (params['customer'] as string) ?? null,
      payment_method: null,
      metadata: (params['metadata'] as Record<string, string>) ?? {},
      livemode: false,
      created: seconds(),
      refunded: 0,
    };
    intents.set(intent.id, intent);
    emit(`${kind(intent)}.created`, intent);
    return intent;
  }

  function route(method: string, path: string, params: Record<string, unknown>) {
    const text = (name: string) => (typeof params[name] === 'string' ? params[name] : '');
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') return invalid('Unrecognized request URL.', 404);
    const [, resource, objectId, action] = parts;
    const expand = Object.values((params['expand'] as Record<string, string>) ?? {}).includes(
      'payment_method',
    );
    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer = {
        id: id('cus'),
        object: 'customer' as const,
        email: (params['email'] as string) ?? null,
        metadata: params['metadata'] ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'payment_intents' || resource === 'setup_intents') {
      const object = resource === 'payment_intents' ? 'payment_intent' : 'setup_intent';
      if (method === 'POST' && !objectId) {
        if (object === 'payment_intent' && !(Number(params['amount']) > 0))
          return invalid('Missing required param: amount.');
        if (params['customer'] && !customers.has(params['customer'] as string))
          return invalid(`No such customer: '${text('customer')}'`);
        const intent = newIntent(object, params);
        if (params['confirm'] === 'true' && params['payment_method']) {
          const card = methodFor(text('payment_method'), intent.customer);
          if (!card) return invalid('No such PaymentMethod.');
          return confirmWith(intent, card, params['off_session'] === 'true');
        }
        return { status: 200, body: view(intent, false) };
      }
      const intent = objectId ? intents.get(objectId) : undefined;
      if (!intent || intent.object !== object)
        return invalid(`No such ${object}: '${objectId ?? ''}'`, 404);
      if (method === 'GET' && !action) return { status: 200, body: view(intent, expand) };
      if (method === 'POST' && action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return invalid(
            `You cannot cancel this ${object} because it has a status of ${intent.status}.`,
          );
        intent.status = 'canceled';
        emit(`${kind(intent)}.canceled`, intent);
        return { status: 200, body: view(intent, false) };
      }
      if (method === 'POST' && action === 'confirm') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return invalid(
            `This ${object} has a status of ${intent.status} and cannot be confirmed.`,
          );
        const card = methodFor(text('payment_method'), intent.customer);
        if (!card) return invalid('No such PaymentMethod.');
        return confirmWith(
          intent,
          card,
          params['off_session'] === 'true',
          text('return_url') || null,
        );
      }
    }
    if (resource === 'refunds' && method === 'POST' && !objectId) {
      const intent = intents.get(text('payment_intent'));
      if (!intent || intent.object !== 'payment_intent')
        return invalid(`No such payment_intent: '${text('payment_intent')}'`);
      if (intent.status !== 'succeeded')
        return invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        );
      const amount =
        params['amount'] === undefined
          ? intent.amount_received! - intent.refunded
          : Number(params['amount']);
      if (!(amount > 0) || amount > intent.amount_received! - intent.refunded)
        return invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount_received! - intent.refunded})`,
        );
      intent.refunded += amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: seconds(),
        metadata: {},
      };
      emit('refund.created', refund);
      return { status: 200, body: refund };
    }
    return invalid('Unrecognized request URL.', 404);
  }

  function authenticate(intentId: string, passed: boolean): Intent {
    const intent = intents.get(intentId);
    if (!intent || intent.status !== 'requires_action') throw new Error('Nothing to authenticate.');
    if (passed) succeed(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
      };
      emit(`${kind(intent)}.payment_failed`, intent);
    }
    return intent;
  }

  /** The bank's 3-D Secure page, where the browser goes by `next_action.redirect_to_url`. */
  function challengePage(
    method: string,
    url: URL,
    form: URLSearchParams,
  ): { status: number; type: string; body: string; location?: string } {
    const query = method === 'POST' ? form : url.searchParams;
    const intentId = query.get('payment_intent') ?? query.get('setup_intent') ?? '';
    const secretName = intentId.startsWith('seti_')
      ? 'setup_intent_client_secret'
      : 'payment_intent_client_secret';
    const intent = intents.get(intentId);
    const next = intent?.next_action?.redirect_to_url;
    if (!intent || intent.client_secret !== query.get(secretName) || !next)
      return { status: 404, type: 'text/html', body: '<p>This authentication has expired.</p>' };
    if (method !== 'POST') {
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${value}">`;
      const fields = hidden(kind(intent), intent.id) + hidden(secretName, intent.client_secret);
      return {
        status: 200,
        type: 'text/html',
        body: `<!doctype html><html lang="en"><title>3D Secure 2 Test Page</title><h1>3D Secure 2 Test Page</h1><form method="post">${fields}<button name="outcome" value="complete">Complete authentication</button> <button name="outcome" value="fail">Fail authentication</button></form></html>`,
      };
    }
    const passed = form.get('outcome') === 'complete';
    authenticate(intent.id, passed);
    const back = new URL(next.return_url);
    back.searchParams.set(kind(intent), intent.id);
    back.searchParams.set(secretName, intent.client_secret);
    back.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
    return { status: 302, type: 'text/html', body: '', location: back.href };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/3d_secure_2/hosted') {
      const page = challengePage(
        req.method ?? 'GET',
        url,
        new URLSearchParams(Buffer.concat(chunks).toString()),
      );
      res.writeHead(page.status, {
        'content-type': `${page.type}; charset=utf-8`,
        ...(page.location ? { location: page.location } : {}),
      });
      res.end(page.body);
      return;
    }
    const params = parseForm(
      req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString(),
    );
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    // The publishable key may only confirm with the intent's client secret, as from Stripe.js.
    const intent = url.pathname.split('/')[3];
    const browserConfirm =
      key === publishableKey &&
      req.method === 'POST' &&
      url.pathname.endsWith('/confirm') &&
      intent !== undefined &&
      intents.get(intent)?.client_secret === params['client_secret'];
    const faultAt = faults.findIndex((fault) => fault.path.test(url.pathname));
    const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0] : undefined;
    if (fault?.kind === 'server-error') {
      res.writeHead(500, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(
        JSON.stringify({
          error: { type: 'api_error', message: 'An unknown error occurred on Stripe’s side.' },
        }),
      );
      return;
    }
    let answer: { status: number; body: unknown };
    if (key !== secretKey && !browserConfirm) {
      answer = invalid('Invalid API Key provided.', 401);
    } else {
      const idempotencyKey = req.headers['idempotency-key'];
      const stored =
        typeof idempotencyKey === 'string'
          ? answered.get(`${req.method} ${url.pathname} ${idempotencyKey}`)
          : undefined;
      answer = stored ?? route(req.method ?? 'GET', url.pathname, params);
      if (typeof idempotencyKey === 'string' && !stored && answer.status < 500)
        answered.set(`${req.method} ${url.pathname} ${idempotencyKey}`, answer);
    }
    if (fault?.kind === 'no-answer') {
      // Done, but the answer never arrives: the caller's timeout ends the call.
      setTimeout(() => req.socket.destroy(), fault.afterMs).unref();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      'access-control-allow-origin': '*',
    });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    events,
    intents,
    confirm(intentId, testCard) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No such intent ${intentId}`);
      const card = methodFor(testCard, intent.customer)!;
      confirmWith(intent, card, false);
      return Promise.resolve(intent);
    },
    authenticate,
    delivery(event, { timestamp = seconds(), secret = webhookSecret } = {}) {
      const body = JSON.stringify(event, null, 2);
      return {
        body,
        signature: signer.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }),
      };
    },
    fail({ kind, count = 1, path = /./, afterMs = 1_000 }) {
      for (let n = 0; n < count; n++) faults.push({ kind, path, afterMs });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
