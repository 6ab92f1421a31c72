import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { reservationPayments } from '../../db/schema/index.ts';
import type {
  CompleteGatewaySessionResult,
  GatewaySessionView,
} from '../../../api/contract/gateway.ts';
import {
  findGatewaySession,
  finishGatewaySession,
  isSessionExpired,
  type GatewaySession,
} from '../../gateway/sessions.ts';
import { HttpError } from '../../http/errors.ts';
import { isGatewayBinding, OTHER_BROWSER_MESSAGE } from '../../gateway/binding.ts';
import { CHALLENGE_FAILED, PAYMENT_CANCELLED, PAYMENT_TIMED_OUT } from './messages.ts';
import { confirmPendingReservation, failPendingReservation } from './settle.ts';

const sessionNotFound = () => new HttpError(404, 'Payment session not found');

/** GET /api/SimulatedGateway/Sessions/{id}: what the gateway page shows. */
export async function gatewaySessionView(ctx: AppContext, id: string): Promise<GatewaySessionView> {
  const session = await findGatewaySession(ctx.db, id);
  if (!session) throw sessionNotFound();
  return {
    SessionId: session.id,
    Kind: session.kind,
    Status: isSessionExpired(session, ctx.now()) ? 'Expired' : session.status,
    Amount: session.amount,
    Currency: session.currency,
    MerchantName: session.merchantName,
    Description: session.description,
    ReturnUrl: session.returnUrl,
    ExpiresAt: session.expiresAt.toISOString(),
  };
}

function failureMessage(session: GatewaySession, now: Date): string {
  if (session.expiresAt <= now) return PAYMENT_TIMED_OUT;
  return session.kind === 'ThreeDSecure' ? CHALLENGE_FAILED : PAYMENT_CANCELLED;
}

/**
 * POST /api/SimulatedGateway/Sessions/{id}/Complete: the guest passed or failed the challenge, paid
 * or cancelled on the hosted page. In one transaction the session ends and its held booking is
 * confirmed (card saved when asked, email to the outbox) or failed (inventory and voucher given
 * back). A repeated submit changes nothing and answers the same.
 */
export async function completeGatewaySession(
  ctx: AppContext,
  id: string,
  passed: boolean,
  binding: string | null,
): Promise<CompleteGatewaySessionResult> {
  const now = ctx.now();
  if (!isGatewayBinding(ctx.linkSecret, id, binding)) {
    // Same answer for an unknown session as for a known one: the binding is checked first.
    if (!(await findGatewaySession(ctx.db, id))) throw sessionNotFound();
    throw new HttpError(403, OTHER_BROWSER_MESSAGE);
  }
  const session = await ctx.db.transaction(async (tx) => {
    const finished = await finishGatewaySession(tx, id, passed, now);
    if (!finished) throw sessionNotFound();
    if (!finished.finished) return finished.session;
    const payments = await tx
      .select({ reservationId: reservationPayments.reservationId })
      .from(reservationPayments)
      .where(eq(reservationPayments.gatewaySessionId, id));
    for (const { reservationId } of payments) {
      if (finished.session.status === 'Succeeded')
        await confirmPendingReservation(tx, reservationId, { now, linkSecret: ctx.linkSecret });
      else await failPendingReservation(tx, reservationId, failureMessage(finished.session, now));
    }
    return finished.session;
  });
  return {
    Status: session.status === 'Succeeded' ? 'Succeeded' : 'Failed',
    ReturnUrl: session.returnUrl,
  };
}
