import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  paymentRequests,
  paymentWebhookEvents,
  reservationPayments,
  reservations,
} from '../../db/schema/index.ts';
import { BadSignature, type ProviderName } from '../../payments/provider.ts';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import { ProviderNotConfigured } from '../../payments/providers.ts';
import { settleFromGateway } from '../pay-by-link/index.ts';
import { settleFromProvider } from '../reservation/index.ts';
import { recordPaidByLink } from './scheduled-charges.ts';

/** A webhook body is a provider's event: a few kB; this bounds what an unsigned request makes us read. */
export const WEBHOOK_BODY_BYTES = 64 * 1024;

const webhookOperation = (provider: string, header: string, how: string) => ({
  post: {
    tags: ['Payments'],
    operationId: `PaymentsWebhook${provider}`,
    summary: `${provider} tells us a payment changed; applied once per event, in any order.`,
    description: `The provider's event as it sends it, signed in \`${header}\` (${how}). The payment's state is read from ${provider}, never taken from the event.`,
    // Anyone may send one; only the provider's signature makes it count.
    security: [],
    parameters: [{ name: header, in: 'header', required: true, schema: { type: 'string' } }],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    responses: Object.fromEntries(
      (
        [
          ['200', 'Applied, or already applied.'],
          ['400', 'The signature is missing, wrong or too old.'],
          ['404', `${provider} is not configured on this server.`],
          ['413', 'The body is larger than any event.'],
        ] as const
      ).map(([status, description]) => [
        status,
        {
          description,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { Message: { type: 'string' } },
                required: ['Message'],
              },
            },
          },
        },
      ]),
    ),
  },
});

/** The webhooks in the published contract (they are mounted apart from the contract routes). */
export const WEBHOOK_OPERATIONS = {
  '/api/Payments/Webhook/Stripe': webhookOperation(
    'Stripe',
    'Stripe-Signature',
    'checked with the endpoint secret on the raw body',
  ),
  '/api/Payments/Webhook/Paystack': webhookOperation(
    'Paystack',
    'x-paystack-signature',
    'HMAC-SHA512 of the raw body with the secret key',
  ),
};

const answer = (status: number, message: string) =>
  Response.json({ Message: message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * POST /api/Payments/Webhook/{Stripe|Paystack}: the provider tells us a payment changed. The
 * signature is checked on the raw body (a bad or stale one is a 400, before anything is read from
 * the database); each event is applied once — its id is stored in the transaction that applies it,
 * so a redelivery, a replay or a parallel delivery of the same event changes nothing — and in any
 * order, because applying an event means reading the payment's state from the provider and
 * settling by that, never by what the event says.
 */
export async function receiveWebhook(
  ctx: AppContext,
  name: ProviderName,
  request: Request,
): Promise<Response> {
  let provider;
  try {
    provider = ctx.payments.byName(name);
  } catch (error) {
    if (error instanceof ProviderNotConfigured) return answer(404, 'No such webhook.');
    throw error;
  }
  if (Number(request.headers.get('content-length') ?? 0) > WEBHOOK_BODY_BYTES)
    return answer(413, 'The webhook body is too large.');
  const rawBody = await request.text();
  if (rawBody.length > WEBHOOK_BODY_BYTES) return answer(413, 'The webhook body is too large.');
  const now = ctx.now();
  let notice;
  try {
    notice = await provider.verifyWebhook(rawBody, request.headers, now);
  } catch (error) {
    if (error instanceof BadSignature) return answer(400, 'The webhook signature is not valid.');
    throw error;
  }
  const applied = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: name, eventId: notice.eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!fresh) return false;
    if (notice.reference) await settlePayments(ctx, tx, name, notice.reference);
    return true;
  });
  return answer(200, applied ? 'Applied.' : 'Already applied.');
}

/** Every booking and payment request waiting on this payment, settled from the provider's state. */
async function settlePayments(
  ctx: AppContext,
  tx: Executor,
  name: ProviderName,
  reference: string,
): Promise<void> {
  const held = await tx
    .select({ reservation: reservations })
    .from(reservationPayments)
    .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
    .where(
      and(
        eq(reservationPayments.provider, name),
        eq(reservationPayments.providerReference, reference),
        eq(reservations.status, 'PendingPayment'),
      ),
    );
  for (const { reservation } of held) await settleFromProvider(ctx, tx, reservation);
  await refundLatePayments(ctx, tx, name, reference);
  const requests = await tx
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.provider, name),
        eq(paymentRequests.providerReference, reference),
        eq(paymentRequests.status, 'Processing'),
      ),
    );
  for (const row of requests) {
    const settled = await settleFromGateway(tx, row, ctx.now(), ctx.payments);
    // A charge that waited for the guest to pay this request is recorded on its booking now.
    if (settled.status === 'Paid') await recordPaidByLink(tx, ctx.now(), settled.id);
  }
}

/**
 * Money that arrived after its booking was let go (the guest paid on the provider's page after the
 * hold ran out, and the provider could not cancel it) goes back in full, once: the refund is
 * recorded against the payment and keyed by it.
 */
async function refundLatePayments(
  ctx: AppContext,
  tx: Executor,
  name: ProviderName,
  reference: string,
): Promise<void> {
  const late = await tx
    .select()
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.provider, name),
        eq(reservationPayments.providerReference, reference),
        eq(reservationPayments.status, 'Failed'),
      ),
    );
  const provider = ctx.payments.byName(name);
  for (const payment of late) {
    const state = await provider.read(tx, reference, ctx.now());
    if (state.status !== 'Succeeded') continue;
    const [claimed] = await tx
      .update(reservationPayments)
      .set({ status: 'NotRequired' })
      .where(and(eq(reservationPayments.id, payment.id), eq(reservationPayments.status, 'Failed')))
      .returning({ id: reservationPayments.id });
    if (!claimed) continue;
    const refunded = await provider.refund(tx, {
      refundId: `late_${payment.id}`,
      reference,
      amount: { minor: toMinorUnits(payment.amount, payment.currency), currency: payment.currency },
    });
    // Not refunded: the delivery fails, so the provider sends it again and the refund is retried.
    if (!refunded) throw new Error('A late payment could not be refunded.');
    await tx.insert(reservationPayments).values({
      reservationId: payment.reservationId,
      method: payment.method,
      status: 'Succeeded',
      amount: -payment.amount,
      currency: payment.currency,
      provider: name,
      providerReference: reference,
      createdAt: ctx.now(),
    });
  }
}
