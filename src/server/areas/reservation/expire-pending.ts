import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { reservationPayments, reservations } from '../../db/schema/index.ts';
import type { PaymentState } from '../../payments/provider.ts';
import { CARD_DECLINED, CHALLENGE_FAILED, PAYMENT_TIMED_OUT } from './messages.ts';
import { findReservationByToken, type ReservationRow } from '../booking-core/index.ts';
import { confirmPendingReservation, failPendingReservation } from './settle.ts';

type PaymentRow = typeof reservationPayments.$inferSelect;

/** A provider's card brand ('visa', 'mastercard', 'amex') as the hotel's card types name it. */
function brandName(brand: string | null): string | null {
  if (!brand) return null;
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
  };
  return names[brand.toLowerCase()] ?? brand;
}

/** A held payment's reference with its provider: the simulated session, else the provider's id. */
const referenceOf = (payment: PaymentRow) => payment.gatewaySessionId ?? payment.providerReference;

/**
 * Settles a held reservation from what its provider says of the payment (never from the browser's
 * word): paid → confirmed, failed → failed with its rooms given back; still open past its time →
 * the payment is cancelled at the provider (so it cannot be paid later) and read once more, since
 * the guest may have paid in between. Conditional updates: any number of callers (Status polls,
 * webhooks, the sweep before each booking) settle it once. `givenUp` (the guest came back from a
 * failed bank check) cancels an open payment before its time, and settles by what is read then.
 */
export async function settleFromProvider(
  ctx: AppContext,
  tx: Executor,
  reservation: ReservationRow,
  givenUp = false,
): Promise<void> {
  const now = ctx.now();
  if (reservation.status !== 'PendingPayment') return;
  const payments = await tx
    .select()
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, reservation.id),
        eq(reservationPayments.status, 'Pending'),
      ),
    );
  const deps = { now, linkSecret: ctx.linkSecret };
  for (const payment of payments) {
    const reference = referenceOf(payment);
    if (!reference) continue;
    const provider = ctx.payments.byName(payment.provider);
    let state: PaymentState = await provider.read(tx, reference, now);
    const overdue = reservation.expiresAt !== null && reservation.expiresAt <= now;
    if ((overdue || givenUp) && state.status !== 'Succeeded' && state.status !== 'Failed') {
      await provider.cancel(tx, reference, now);
      state = await provider.read(tx, reference, now);
    }
    if (state.status === 'Succeeded') {
      // The card the provider keeps for this booking: what a rise is charged to and a refund names.
      if (state.card)
        await tx
          .update(reservationPayments)
          .set({
            cardToken: state.card.token,
            cardBrand: payment.cardBrand ?? brandName(state.card.brand),
            cardLast4: state.card.last4,
            cardExpiryMonth: state.card.expiryMonth,
            cardExpiryYear: state.card.expiryYear,
            nameOnCard: payment.nameOnCard ?? state.card.nameOnCard,
          })
          .where(eq(reservationPayments.id, payment.id));
      await confirmPendingReservation(tx, reservation.id, deps);
      return;
    }
    if (state.status === 'Failed' || state.status === 'Declined' || overdue) {
      const reason = overdue ? PAYMENT_TIMED_OUT : givenUp ? CHALLENGE_FAILED : CARD_DECLINED;
      await failPendingReservation(tx, reservation.id, reason);
      return;
    }
  }
  if (!payments.length && reservation.expiresAt && reservation.expiresAt <= now)
    await failPendingReservation(tx, reservation.id, PAYMENT_TIMED_OUT);
}

/**
 * A held reservation is settled from its provider when it is next looked at (Status polls it), and
 * failed once its payment time is up; no background job is needed.
 */
export async function expireIfDue(
  ctx: AppContext,
  reservation: ReservationRow,
): Promise<ReservationRow> {
  if (reservation.status !== 'PendingPayment') return reservation;
  const overdue = reservation.expiresAt !== null && reservation.expiresAt <= ctx.now();
  const simulatedOnly = await onlySimulated(ctx, reservation.id);
  // The simulated gateway's pages settle their own payments; only its timeout needs a look here.
  if (simulatedOnly && !overdue) return reservation;
  await ctx.db.transaction((tx) => settleFromProvider(ctx, tx, reservation));
  return (await findReservationByToken(ctx.db, reservation.confirmationToken)) ?? reservation;
}

async function onlySimulated(ctx: AppContext, reservationId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ provider: reservationPayments.provider })
    .from(reservationPayments)
    .where(eq(reservationPayments.reservationId, reservationId));
  return rows.every((row) => row.provider === 'Simulated');
}

// Enough to keep up with abandoned payments without making one booking wait on many.
const SWEEP_LIMIT = 20;

/**
 * Settles held reservations whose payment time is up even when nobody polls their Status (the guest
 * closed the provider's page), so their rooms come back; Create runs it before booking.
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

/**
 * The guest is back from a bank check that failed (Stripe's `redirect_status=failed`): its payment
 * is cancelled at the provider, so its rooms go back now rather than when the hold runs out. The
 * browser's word only asks; the booking fails only when the provider then says the payment is off
 * (and is confirmed if the guest had paid after all).
 */
export async function giveUpPayment(
  ctx: AppContext,
  reservation: ReservationRow,
): Promise<ReservationRow> {
  if (reservation.status !== 'PendingPayment') return reservation;
  await ctx.db.transaction((tx) => settleFromProvider(ctx, tx, reservation, true));
  return (await findReservationByToken(ctx.db, reservation.confirmationToken)) ?? reservation;
}
