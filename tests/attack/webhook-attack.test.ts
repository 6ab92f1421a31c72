import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { paymentProviders } from '../../src/server/payments/providers.ts';
import { stripeProvider } from '../../src/server/payments/stripe.ts';
import { paystackProvider } from '../../src/server/payments/paystack.ts';
import type { ReferenceApi } from '../../src/server/runtime.ts';
import { CHEAP_SCRYPT, TEST_NOW } from '../../src/server/testing/fixtures.ts';
import { openTestApi } from '../../src/server/testing/seeded-api.ts';
import { hostileText, hostileValue } from './arbitraries.ts';

/**
 * The payment webhooks read a raw body anyone can send: forged, unsigned, oversized or hostile
 * deliveries must be refused with a 4xx before anything is applied, never a 5xx.
 */
const RUNS = Number(process.env['ATTACK_RUNS'] ?? 200);
const SECRET = 'whsec_attack_suite_endpoint_secret';

let api: ReferenceApi;
let app: { fetch(request: Request): Response | Promise<Response> };
beforeAll(async () => {
  api = await openTestApi();
  const hono = createApp({
    db: api.database.db,
    now: () => TEST_NOW,
    passwordCost: CHEAP_SCRYPT,
    payments: paymentProviders([
      stripeProvider({
        secretKey: 'sk_test_attack',
        publishableKey: 'pk_test_attack',
        webhookSecret: SECRET,
        // Verification never calls Stripe; nothing listens here.
        apiUrl: 'http://127.0.0.1:9',
      }),
      paystackProvider({
        secretKey: 'sk_test_attack_paystack',
        apiUrl: 'http://127.0.0.1:9',
        publicOrigin: 'https://book.example.com',
      }),
    ]),
  });
  app = { fetch: (request) => hono.fetch(request) };
});
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: string, headers: Record<string, string>) =>
  app.fetch(
    new Request(`http://stayfront.internal/api/Payments/Webhook/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );

describe('attack suite: payment webhooks', () => {
  it('refuse hostile bodies and signatures to the Stripe webhook with 400 or 413', async () => {
    const signer = new Stripe('sk_test_attack');
    const timestamp = Math.floor(TEST_NOW.getTime() / 1000);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText,
          hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
        ),
        fc.oneof(
          // What an HTTP header can carry (a NUL or line break never arrives in one).
          hostileText.filter((text) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text)),
          fc.constant(''),
          // A well-formed header made with another secret, or for another body.
          fc.constant(
            signer.webhooks.generateTestHeaderString({
              payload: '{"id":"evt_1"}',
              secret: SECRET,
              timestamp,
            }),
          ),
          fc.constant(
            signer.webhooks.generateTestHeaderString({
              payload: '{}',
              secret: 'whsec_other',
              timestamp,
            }),
          ),
        ),
        async (body, signature) => {
          const answer = await post('Stripe', body, { 'stripe-signature': signature });
          expect([400, 413]).toContain(answer.status);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuse a body larger than any event before checking it', async () => {
    const answer = await post('Stripe', 'x'.repeat(70 * 1024), { 'stripe-signature': 't=1,v1=0' });
    expect(answer.status).toBe(413);
  });

  it('refuse hostile bodies and signatures to the Paystack webhook with 400 or 413', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText,
          hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
        ),
        hostileText.filter((text) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text)),
        async (body, signature) => {
          const answer = await post('Paystack', body, { 'x-paystack-signature': signature });
          expect([400, 413]).toContain(answer.status);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
