import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PayByLinkState } from '../../../api/contract/pay-by-link.ts';
import type { Executor } from '../../db/client.ts';
import { gatewaySessions, paymentRequests } from '../../db/schema/index.ts';
import { isSessionExpired } from '../../gateway/sessions.ts';
import { INTERRUPTED } from './messages.ts';
import { simulatedOnly, type PaymentProviders } from '../../payments/providers.ts';
import { simulatedProvider } from '../../payments/simulated.ts';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** How the guest is told where a request stands. */
export function stateOf(request: PaymentRequestRow, now: Date): PayByLinkState {
  if (request.status === 'Pending' && request.expiresAt <= now) return 'Expired';
  if (request.status === 'Pending')
    return request.action === 'Pay' && request.amount <= 0 ? 'NoBalance' : 'Open';
  return request.status === 'Processing' ? 'Processing' : request.status;
}

/**
 * How long a claim may stay Processing without a gateway session: a card is authorised within
 * seconds, so a claim this old was interrupted (a database error, a killed worker) before its result
 * was written.
 */
export const CLAIM_BOUND_MS = 5 * 60_000;

/**
 * Settles a request whose payment went to the gateway (challenge, hosted page): paid or stored when
 * the session succeeded, back to Pending (so the guest may try again) when it failed or timed out.
 * A card payment interrupted before its result was written is recovered from the gateway's record,
 * or released after `CLAIM_BOUND_MS` when the gateway has none. Conditional updates: any number of
 * callers settle it once. Answers the row as it now stands.
 */
export async function settleFromGateway(
  db: Executor,
  request: PaymentRequestRow,
  now: Date,
  providers: PaymentProviders = simulatedOnly,
): Promise<PaymentRequestRow> {
  if (request.status !== 'Processing') return request;
  if (request.provider !== 'Simulated') return settleFromProvider(db, request, now, providers);
  if (!request.gatewaySessionId) return recoverInterrupted(db, request, now);
  const [session] = await db
    .select()
    .from(gatewaySessions)
    .where(eq(gatewaySessions.id, request.gatewaySessionId));
  if (!session || (session.status === 'Pending' && !isSessionExpired(session, now))) return request;
  const passed = session.status === 'Succeeded';
  const [settled] = await db
    .update(paymentRequests)
    .set(
      passed
        ? {
            status: request.action === 'Pay' ? 'Paid' : 'CardStored',
            completedAt: now,
            failureMessage: null,
          }
        : {
            status: 'Pending',
            failureMessage:
              'Your card check was not completed, so nothing was charged. You can try again.',
          },
    )
    .where(
      and(
        eq(paymentRequests.id, request.id),
        eq(paymentRequests.status, 'Processing'),
        eq(paymentRequests.gatewaySessionId, session.id),
      ),
    )
    .returning();
  return settled ?? reread(db, request);
}

const reread = async (db: Executor, request: PaymentRequestRow) =>
  (await db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id)))[0]!;

/**
 * A claim without a gateway session whose result was never written: paid (or stored) when the
 * gateway has approved its reference, else back to Pending, with a message saying so, once it is
 * too old to be still under way.
 */
async function recoverInterrupted(
  db: Executor,
  request: PaymentRequestRow,
  now: Date,
): Promise<PaymentRequestRow> {
  const reference = request.transactionReference;
  const charge = reference ? await simulatedProvider.read(db, reference, now) : null;
  if (charge?.status === 'Succeeded' && charge.card) {
    const [recovered] = await db
      .update(paymentRequests)
      .set({
        status: request.action === 'Pay' ? 'Paid' : 'CardStored',
        cardToken: charge.card.token,
        cardBrand: charge.card.brand,
        cardLast4: charge.card.last4,
        cardExpiryMonth: charge.card.expiryMonth,
        cardExpiryYear: charge.card.expiryYear,
        completedAt: now,
        failureMessage: null,
      })
      .where(
        and(
          eq(paymentRequests.id, request.id),
          eq(paymentRequests.status, 'Processing'),
          eq(paymentRequests.transactionReference, reference!),
        ),
      )
      .returning();
    return recovered ?? reread(db, request);
  }
  const since = new Date(now.getTime() - CLAIM_BOUND_MS);
  if (request.claimedAt && request.claimedAt > since) return request;
  const [released] = await db
    .update(paymentRequests)
    .set({ status: 'Pending', failureMessage: INTERRUPTED })
    .where(
      and(
        eq(paymentRequests.id, request.id),
        eq(paymentRequests.status, 'Processing'),
        isNull(paymentRequests.gatewaySessionId),
        or(isNull(paymentRequests.claimedAt), lte(paymentRequests.claimedAt, since)),
      ),
    )
    .returning();
  return released ?? reread(db, request);
}

/** Marks pending requests past their time as Expired (what the guest is told already follows `expiresAt`). */
export async function expireRequests(db: Executor, now: Date): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ status: 'Expired' })
    .where(
      and(eq(paymentRequests.status, 'Pending'), lt(paymentRequests.expiresAt, now), sql`true`),
    );
}

/**
 * A request paid with a real provider: settled from the provider's own state of its payment (read
 * on the server; the browser's word is never taken), so a webhook that never came or a result we
 * failed to write is recovered on the next look.
 */
async function settleFromProvider(
  db: Executor,
  request: PaymentRequestRow,
  now: Date,
  providers: PaymentProviders,
): Promise<PaymentRequestRow> {
  if (!request.providerReference) return recoverInterrupted(db, request, now);
  const state = await providers.byName(request.provider).read(db, request.providerReference, now);
  if (state.status !== 'Succeeded' && state.status !== 'Failed' && state.status !== 'Declined')
    return request;
  const card = state.status === 'Succeeded' ? state.card : null;
  const [settled] = await db
    .update(paymentRequests)
    .set(
      state.status === 'Succeeded'
        ? {
            status: request.action === 'Pay' ? 'Paid' : 'CardStored',
            completedAt: now,
            failureMessage: null,
            ...(card
              ? {
                  cardToken: card.token,
                  cardBrand: card.brand,
                  cardLast4: card.last4,
                  cardExpiryMonth: card.expiryMonth,
                  cardExpiryYear: card.expiryYear,
                }
              : {}),
          }
        : { status: 'Pending', failureMessage: NOT_PAID },
    )
    .where(
      and(
        eq(paymentRequests.id, request.id),
        eq(paymentRequests.status, 'Processing'),
        eq(paymentRequests.providerReference, request.providerReference),
      ),
    )
    .returning();
  return settled ?? reread(db, request);
}

const NOT_PAID = 'Your payment was not completed, so nothing was charged. You can try again.';
