import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { reservationPayments, reservations } from '../../db/schema/index.ts';
import { finishGatewaySession } from '../../gateway/sessions.ts';
import { PAYMENT_TIMED_OUT } from './messages.ts';
import { findReservationByToken, type ReservationRow } from '../booking-core/index.ts';
import { failPendingReservation } from './settle.ts';

/**
 * A held reservation whose payment time is up is failed when it is next looked at (Status polls it),
 * its inventory given back and its gateway session closed; no background job is needed.
 */
export async function expireIfDue(
  ctx: AppContext,
  reservation: ReservationRow,
): Promise<ReservationRow> {
  const now = ctx.now();
  if (
    reservation.status !== 'PendingPayment' ||
    !reservation.expiresAt ||
    reservation.expiresAt > now
  )
    return reservation;
  await ctx.db.transaction(async (tx) => {
    if (!(await failPendingReservation(tx, reservation.id, PAYMENT_TIMED_OUT))) return;
    const sessions = await tx
      .select({ id: reservationPayments.gatewaySessionId })
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservation.id));
    for (const { id } of sessions) if (id) await finishGatewaySession(tx, id, false, now);
  });
  return (await findReservationByToken(ctx.db, reservation.confirmationToken)) ?? reservation;
}

// Enough to keep up with abandoned payments without making one booking wait on many.
const SWEEP_LIMIT = 20;

/**
 * Fails held reservations whose payment time is up even when nobody polls their Status (the guest
 * closed the gateway page), so their rooms come back; Create runs it before booking.
 */
export async function expireOverdueReservations(ctx: AppContext): Promise<void> {
  const overdue = await ctx.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.status, 'PendingPayment'), lte(reservations.expiresAt, ctx.now())))
    .orderBy(asc(reservations.expiresAt))
    .limit(SWEEP_LIMIT);
  for (const reservation of overdue) await expireIfDue(ctx, reservation);
}
