import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import type { AppContext } from '../../context.ts';
import { paymentRequests, properties, reservationPayments } from '../../db/schema/index.ts';
import type { ReservationRow } from '../booking-core/index.ts';

/** How long the guest has to pay by link when the bank asks them to authenticate a charge. */
const PAY_BY_LINK_DAYS = 7;

export type OffSessionOutcome = 'Charged' | 'Declined' | 'PayByLink' | 'NoCard';

/**
 * Charges a booking's kept card without the guest (the rate's charge before arrival, a no-show
 * fee), with the provider that keeps it. `key` names the charge (e.g. `before-arrival`,
 * `no-show`): with the booking it is the provider's idempotency key, so a job run twice charges
 * once. When the bank asks the guest to authenticate, the guest is sent a pay-by-link request for
 * that amount (the hourly payment-request job emails it).
 */
export async function chargeOffSession(
  ctx: AppContext,
  reservation: ReservationRow,
  charge: { readonly key: string; readonly amount: number; readonly description: string },
): Promise<OffSessionOutcome> {
  const now = ctx.now();
  const [card] = await ctx.db
    .select()
    .from(reservationPayments)
    .where(
      and(
        eq(reservationPayments.reservationId, reservation.id),
        eq(reservationPayments.status, 'Succeeded'),
        isNotNull(reservationPayments.cardToken),
      ),
    )
    .orderBy(desc(reservationPayments.id))
    .limit(1);
  if (!card?.cardToken) return 'NoCard';
  const [property] = await ctx.db
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, reservation.propertyId));
  const paymentId = `offsession_${reservation.id}_${charge.key}`;
  const provider = ctx.payments.byName(card.provider);
  const started = await provider.start(ctx.db, {
    paymentId,
    amount: {
      minor: toMinorUnits(charge.amount, reservation.currency),
      currency: reservation.currency,
    },
    source: { kind: 'StoredCard', token: card.cardToken },
    saveCard: false,
    offSession: true,
    reservationNumber: reservation.reservationNumber,
    merchantName: property?.name ?? '',
    description: charge.description,
    email: reservation.bookerEmail,
    returnUrl: '',
    now,
  });
  if (started.status === 'Succeeded') {
    await ctx.db.insert(reservationPayments).values({
      reservationId: reservation.id,
      method: card.method,
      status: 'Succeeded',
      amount: charge.amount,
      currency: reservation.currency,
      cardToken: card.cardToken,
      cardBrand: card.cardBrand,
      cardLast4: card.cardLast4,
      cardExpiryMonth: card.cardExpiryMonth,
      cardExpiryYear: card.cardExpiryYear,
      nameOnCard: card.nameOnCard,
      provider: card.provider,
      providerReference: started.reference,
      createdAt: now,
    });
    return 'Charged';
  }
  if (started.status !== 'ActionRequired') return 'Declined';
  // One request per charge: the unique invoice number makes a second run add nothing.
  await ctx.db
    .insert(paymentRequests)
    .values({
      propertyId: reservation.propertyId,
      reservationId: reservation.id,
      invoiceNumber: `${reservation.reservationNumber}-${charge.key}`,
      action: 'Pay',
      description: charge.description,
      amount: charge.amount,
      currency: reservation.currency,
      guestName: `${reservation.bookerFirstName} ${reservation.bookerLastName}`.trim(),
      guestEmail: reservation.bookerEmail,
      languageCode: reservation.languageCode,
      expiresAt: new Date(now.getTime() + PAY_BY_LINK_DAYS * 24 * 60 * 60 * 1000),
      createdAt: now,
    })
    .onConflictDoNothing();
  return 'PayByLink';
}
