import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { splitRefund } from '../../../domain/payment/refund-split.ts';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import type { Executor } from '../../db/client.ts';
import { reservationPayments } from '../../db/schema/index.ts';
import type { PaymentRow, ReservationRow } from '../booking-core/index.ts';

export interface RefundTarget {
  /** The payment the provider refunds (a PaymentIntent, a transaction). */
  readonly reference: string;
  readonly minor: number;
  /** The reference the refund is recorded under. */
  readonly recorded: string | null;
}

/**
 * Where `amount` goes back: a provider refunds each payment only up to what is left of it, so the
 * refund is split over the booking's payments with that provider (a deposit, then a rise charged
 * off-session), newest first. The simulated gateway refunds any amount to the card on file. Null
 * when the payments hold less than the refund.
 */
export async function refundParts(
  tx: Executor,
  reservation: ReservationRow,
  payment: PaymentRow,
  amount: number,
): Promise<RefundTarget[] | null> {
  const { currency } = reservation;
  const minor = toMinorUnits(amount, currency);
  if (payment.provider === 'Simulated' || !payment.providerReference)
    return [
      {
        reference: payment.providerReference ?? payment.gatewaySessionId ?? payment.cardToken!,
        minor,
        recorded: payment.providerReference,
      },
    ];
  const entries = await tx
    .select({
      reference: reservationPayments.providerReference,
      amount: reservationPayments.amount,
    })
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, reservation.id),
        eq(reservationPayments.status, 'Succeeded'),
        eq(reservationPayments.provider, payment.provider),
        isNotNull(reservationPayments.providerReference),
      ),
    )
    .orderBy(desc(reservationPayments.id));
  const parts = splitRefund(
    minor,
    entries.map((entry) => ({
      reference: entry.reference!,
      minor: toMinorUnits(entry.amount, currency),
    })),
  );
  return parts?.map((part) => ({ ...part, recorded: part.reference })) ?? null;
}
