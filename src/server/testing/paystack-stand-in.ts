import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Paystack's API the server uses, so no test reaches the
 * internet. Shapes follow Paystack's API reference, https://paystack.com/docs/api/ :
 * - Initialize and verify: https://paystack.com/docs/api/transaction/#initialize and
 *   https://paystack.com/docs/api/transaction/#verify (every answer `{ status, message, data }`;
 *   a transaction is `abandoned` until paid, then `success` or `failed`)
 * - Charge authorization: https://paystack.com/docs/api/transaction/#charge-authorization
 * - Refunds: https://paystack.com/docs/api/refund/#create
 * - Webhooks: https://paystack.com/docs/payments/webhooks/ (`charge.success`, signed in
 *   `x-paystack-signature` with HMAC-SHA512 of the body and the secret key)
 * - The checkout page at `authorization_url` (https://paystack.com/docs/api/transaction/#initialize:
 *   the customer pays there, then goes to `callback_url` with `trxref` and `reference` added,
 *   https://paystack.com/docs/payments/accept-payments/#redirect): served here at
 *   `/checkout/{access_code}` as a minimal page with a success and a failure button, for browser
 *   tests that send `https://checkout.paystack.com/*` to it.
 */
export interface PaystackStandIn {
  /** For `PAYSTACK_API_URL`. */
  readonly url: string;
  readonly secretKey: string;
  readonly transactions: Map<string, PaystackTransaction>;
  /** The guest pays (or fails to) on Paystack's checkout page. */
  pay(reference: string, outcome: 'success' | 'failed'): PaystackTransaction;
  /** The `charge.success` (or `charge.failed`) event for a transaction, as Paystack sends it. */
  delivery(reference: string, options?: { secret?: string }): { body: string; signature: string };
  close(): Promise<void>;
}

export interface PaystackTransaction {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  customer: { email: string };
  metadata: unknown;
  authorization: Record<string, unknown> | null;
  refunded: number;
}

export async function startPaystackStandIn(): Promise<PaystackStandIn> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const transactions = new Map<string, PaystackTransaction>();
  /** Access code → the transaction paid on its checkout page and where the guest goes after. */
  const checkouts = new Map<string, { reference: string; callbackUrl: string | null }>();
  let nextId = 4_000_000;
  const ok = (message: string, data: unknown) => ({
    status: 200,
    body: { status: true, message, data },
  });
  const refuse = (status: number, message: string) => ({
    status,
    body: { status: false, message },
  });
  const shown = ({ refunded: _refunded, ...transaction }: PaystackTransaction) => transaction;

  function route(method: string, path: string, body: Record<string, unknown>) {
    const text = (name: string, fallback: string) =>
      typeof body[name] === 'string' || typeof body[name] === 'number'
        ? String(body[name])
        : fallback;
    if (method === 'POST' && path === '/transaction/initialize') {
      const reference = text('reference', randomBytes(8).toString('hex'));
      if (transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
      if (typeof body['email'] !== 'string' || !body['email'])
        return refuse(400, 'Invalid Email Address Passed');
      if (!(Number(body['amount']) > 0)) return refuse(400, 'Invalid Amount Sent');
      const transaction: PaystackTransaction = {
        id: nextId++,
        reference,
        status: 'abandoned',
        amount: Number(body['amount']),
        currency: text('currency', 'NGN'),
        customer: { email: body['email'] },
        metadata: body['metadata'] ?? null,
        authorization: null,
        refunded: 0,
      };
      transactions.set(reference, transaction);
      const accessCode = randomBytes(8).toString('hex');
      checkouts.set(accessCode, { reference, callbackUrl: text('callback_url', '') || null });
      return ok('Authorization URL created', {
        authorization_url: `https://checkout.paystack.com/${accessCode}`,
        access_code: accessCode,
        reference,
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      return transaction
        ? ok('Verification successful', shown(transaction))
        : refuse(404, 'Transaction reference not found');
    }
    if (method === 'POST' && path === '/transaction/charge_authorization') {
      const code = text('authorization_code', '');
      const paid = [...transactions.values()].find(
        (transaction) => transaction.authorization?.['authorization_code'] === code,
      );
      if (!paid) return refuse(400, 'Invalid authorization code');
      const reference = text('reference', randomBytes(8).toString('hex'));
      // A reference names one transaction: Paystack refuses it a second time, it does not answer
      // the first again (so a caller retrying after a lost answer must verify it instead).
      if (transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
      const transaction: PaystackTransaction = {
        ...paid,
        id: nextId++,
        reference,
        status: 'success',
        amount: Number(body['amount']),
        refunded: 0,
      };
      transactions.set(reference, transaction);
      return ok('Charge attempted', shown(transaction));
    }
    if (method === 'POST' && path === '/refund') {
      const transaction = transactions.get(text('transaction', ''));
      if (!transaction || transaction.status !== 'success')
        return refuse(400, 'Transaction not found');
      const amount =
        body['amount'] === undefined
          ? transaction.amount - transaction.refunded
          : Number(body['amount']);
      if (!(amount > 0) || amount > transaction.amount - transaction.refunded)
        return refuse(400, 'Refund amount cannot be greater than transaction amount');
      transaction.refunded += amount;
      return ok('Refund has been queued for processing', {
        transaction: { id: transaction.id, reference: transaction.reference },
        amount,
        currency: transaction.currency,
        status: 'pending',
      });
    }
    return refuse(404, 'Not found');
  }

  /** Paystack's checkout for one transaction: GET shows it, POST pays and sends the guest back. */
  function checkoutPage(method: string, accessCode: string, form: URLSearchParams) {
    const checkout = checkouts.get(accessCode);
    const transaction = checkout && transactions.get(checkout.reference);
    if (!checkout || !transaction || transaction.status !== 'abandoned')
      return { status: 404, headers: {}, body: '<p>This transaction is no longer available.</p>' };
    if (method !== 'POST') {
      const amount = (transaction.amount / 100).toFixed(2);
      return {
        status: 200,
        headers: {},
        body: `<!doctype html><html lang="en"><title>Paystack Checkout</title><h1>Pay ${transaction.currency} ${amount}</h1><p>${transaction.customer.email}</p><form method="post"><button name="outcome" value="success">Pay with test card</button> <button name="outcome" value="failed">Fail the payment</button></form></html>`,
      };
    }
    standIn.pay(checkout.reference, form.get('outcome') === 'success' ? 'success' : 'failed');
    if (!checkout.callbackUrl) return { status: 200, headers: {}, body: '<p>Done.</p>' };
    const back = new URL(checkout.callbackUrl);
    back.searchParams.set('trxref', checkout.reference);
    back.searchParams.set('reference', checkout.reference);
    return { status: 302, headers: { location: back.href }, body: '' };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const onCheckout = /^\/checkout\/([0-9a-f]+)$/.exec(url.pathname);
    if (onCheckout) {
      const page = checkoutPage(req.method ?? 'GET', onCheckout[1]!, new URLSearchParams(text));
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
      res.end(page.body);
      return;
    }
    const answer =
      req.headers.authorization !== `Bearer ${secretKey}`
        ? refuse(401, 'Invalid key')
        : route(
            req.method ?? 'GET',
            url.pathname,
            text ? (JSON.parse(text) as Record<string, unknown>) : {},
          );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: PaystackStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    transactions,
    pay(reference, outcome) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference}`);
      transaction.status = outcome;
      if (outcome === 'success')
        transaction.authorization = {
          authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
          card_type: 'visa ',
          last4: '4081',
          exp_month: '12',
          exp_year: '2030',
          reusable: true,
          account_name: null,
        };
      return transaction;
    },
    delivery(reference, { secret = secretKey } = {}) {
      const transaction = transactions.get(reference)!;
      const body = JSON.stringify({
        event: transaction.status === 'success' ? 'charge.success' : 'charge.failed',
        data: shown(transaction),
      });
      return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
