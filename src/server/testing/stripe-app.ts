import * as v from 'valibot';
import { expect } from 'vitest';
import Stripe from 'stripe';
import { CreateReservationResultSchema } from '../../api/contract/reservation.ts';
import { createReferenceApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { paymentProviders, type PaymentProviders } from '../payments/providers.ts';
import { sdkAddress, stripeProvider } from '../payments/stripe.ts';
import { bookingRequest } from './booking-kit.ts';
import { call, CHEAP_SCRYPT, postJson } from './fixtures.ts';
import { payLinkCode } from '../areas/pay-by-link/link.ts';
import type { StripeStandIn, TestCard } from './stripe-stand-in.ts';

type Api = { fetch(request: Request): Response | Promise<Response> };

/**
 * Stripe against the stand-in as the server's default provider (test helper). `quick` gives up on
 * a call after a short timeout without retrying, so a test can show what a fault leaves behind.
 */
export function stripeProviders(stripe: StripeStandIn, quick = false): PaymentProviders {
  const settings = {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    apiUrl: stripe.url,
  };
  const client = quick
    ? new Stripe(settings.secretKey, {
        ...sdkAddress(settings.apiUrl),
        maxNetworkRetries: 0,
        timeout: 300,
        telemetry: false,
      })
    : undefined;
  return paymentProviders([stripeProvider(settings, client)], 'Stripe');
}

/** The reference app on `db` with Stripe (the stand-in) taking every property's money. */
export function stripeApp(
  db: Database,
  stripe: StripeStandIn,
  now: () => Date,
  linkSecret: string,
): Api {
  const reference = createReferenceApp({
    db,
    now,
    linkSecret,
    passwordCost: CHEAP_SCRYPT,
    payments: stripeProviders(stripe),
  });
  return { fetch: (request) => reference.app.fetch(request) };
}

/**
 * A Grand London booking paid in Stripe's Payment Element (no card data in the body), confirmed
 * with a test card as Stripe.js would; `authenticate` passes the bank's check when it asks.
 */
export async function stripeBooking(
  app: Api,
  stripe: StripeStandIn,
  options: { dateFrom: string; dateTo: string; ratePlan: string; card: TestCard },
) {
  const body = await bookingRequest(app, {
    dateFrom: options.dateFrom,
    dateTo: options.dateTo,
    rooms: [{ roomType: 'DLXKNG', ratePlan: options.ratePlan }],
  });
  const hosted = {
    ...body,
    CardDetails: {
      ...body.CardDetails!,
      CardNumber: null,
      SecurityCode: null,
      ExpiryMonth: null,
      ExpiryYear: null,
      NameOnCard: null,
      CreditCardTypeId: null,
    },
  };
  const answer = await call(app, '/api/Reservation/Create', postJson(hosted));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = v.parse(CreateReservationResultSchema, answer.body);
  const intent = stripe.intents.get(result.PaymentClientSecret!.split('_secret_')[0]!)!;
  await stripe.confirm(intent.id, options.card);
  if (intent.status === 'requires_action') stripe.authenticate(intent.id, true);
  const status = await call(
    app,
    `/api/Reservation/Status?propertyId=GRANDLDN&referenceNumber=${result.ConfirmationToken}`,
  );
  expect((status.body as { Status: string }).Status).toBe('Confirmed');
  return { body, result, intent };
}

/** Stripe delivering a signed event to the app's webhook. */
export const deliverStripeEvent = (
  app: Api,
  delivery: { body: string; signature: string },
): Promise<Response> =>
  Promise.resolve(
    app.fetch(
      new Request('http://stayfront.internal/api/Payments/Webhook/Stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.body,
      }),
    ),
  );

/**
 * The guest paying a Grand London payment request's link with a good card in the Payment Element:
 * the intent the link page confirmed, and Stripe's `payment_intent.succeeded` ready to deliver.
 */
export async function payLinkWithStripe(
  app: Api,
  stripe: StripeStandIn,
  link: {
    secret: string;
    request: { id: number; invoiceNumber: string; amount: number };
    email: string;
  },
) {
  const { request } = link;
  const process = await call(
    app,
    '/api/PayByLink/Process',
    postJson({
      PropertyId: 'GRANDLDN',
      Action: 'Pay',
      InvoiceNumber: request.invoiceNumber,
      AmountToPay: request.amount,
      PaymentId: request.id,
      Hash: payLinkCode(link.secret, request.id, request.invoiceNumber, 'Pay'),
      Email: link.email,
      CardDetails: null,
    }),
  );
  expect(process.status, JSON.stringify(process.body)).toBe(200);
  const secret = (process.body as { PaymentClientSecret: string }).PaymentClientSecret;
  const intent = stripe.intents.get(secret.split('_secret_')[0]!)!;
  await stripe.confirm(intent.id, 'pm_card_visa');
  const event = stripe.events.find(
    (candidate) =>
      candidate.type === 'payment_intent.succeeded' &&
      (candidate.data.object as { id: string }).id === intent.id,
  )!;
  return { intent, succeeded: stripe.delivery(event) };
}
