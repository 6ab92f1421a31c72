import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditCardTypes,
  reservationExtras,
  reservationItems,
  reservationPayments,
  reservations,
  savedCards,
  services,
} from '../../db/schema/index.ts';
import { restoreVoucherRedemptions } from './voucher.ts';
import { queueReservationEvent } from '../../ota/reservation-events.ts';
import { queueConfirmationEmail } from './confirmation-email.ts';
import {
  releaseRooms,
  releaseServices,
  serviceHold,
  loadReservationDetails,
  type ReservationRow,
} from '../booking-core/index.ts';

export interface SettleDeps {
  readonly now: Date;
  /** Signs the email's manage link; null while seeding demo data (no secret yet, so no email). */
  readonly linkSecret: string | null;
}

/** What follows a confirmed booking, in its transaction: the card saved when asked, the email to the outbox. */
export async function completeConfirmation(
  tx: Executor,
  reservation: ReservationRow,
  deps: SettleDeps,
): Promise<void> {
  const details = await loadReservationDetails(tx, reservation);
  const payment = details.payment;
  if (
    payment?.saveForAccountId &&
    payment.cardToken &&
    payment.cardLast4 &&
    payment.cardExpiryMonth &&
    payment.cardExpiryYear
  ) {
    const [type] = await tx
      .select({ id: creditCardTypes.id })
      .from(creditCardTypes)
      .where(eq(creditCardTypes.name, payment.cardBrand ?? ''));
    if (type) {
      await tx
        .insert(savedCards)
        .values({
          accountId: payment.saveForAccountId,
          token: payment.cardToken,
          creditCardTypeId: type.id,
          last4: payment.cardLast4,
          expiryMonth: payment.cardExpiryMonth,
          expiryYear: payment.cardExpiryYear,
          nameOnCard: payment.nameOnCard ?? '',
          createdAt: deps.now,
        })
        .onConflictDoNothing();
    }
  }
  await queueReservationEvent(tx, reservation, 'Commit');
  if (deps.linkSecret !== null) await queueConfirmationEmail(tx, details, deps.linkSecret);
}

/** A held booking whose payment went through: confirmed once (a second call finds nothing pending). */
export async function confirmPendingReservation(
  tx: Executor,
  reservationId: number,
  deps: SettleDeps,
): Promise<boolean> {
  const [confirmed] = await tx
    .update(reservations)
    .set({ status: 'Confirmed', confirmedAt: deps.now, expiresAt: null })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'PendingPayment')))
    .returning();
  if (!confirmed) return false;
  await tx
    .update(reservationPayments)
    .set({ status: 'Succeeded' })
    .where(
      and(
        eq(reservationPayments.reservationId, reservationId),
        eq(reservationPayments.status, 'Pending'),
      ),
    );
  await completeConfirmation(tx, confirmed, deps);
  return true;
}

/**
 * A held booking whose payment failed, was cancelled or timed out: marked Failed once, and its
 * rooms, limited extras and voucher balance given back in the same transaction.
 */
export async function failPendingReservation(
  tx: Executor,
  reservationId: number,
  message: string,
): Promise<boolean> {
  const [failed] = await tx
    .update(reservations)
    .set({ status: 'Failed', failureMessage: message, expiresAt: null })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'PendingPayment')))
    .returning({ id: reservations.id });
  if (!failed) return false;
  const items = await tx
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId));
  await releaseRooms(
    tx,
    items.map((item) => ({
      roomTypeId: item.roomTypeId,
      dateFrom: item.dateFrom,
      dateTo: item.dateTo,
    })),
  );
  const limitedExtras = await tx
    .select({
      id: services.id,
      chargeType: services.chargeType,
      chargePerPerson: services.chargePerPerson,
      quantity: reservationExtras.quantity,
      adults: reservationItems.adults,
      children: reservationItems.children,
      dateFrom: reservationItems.dateFrom,
      dateTo: reservationItems.dateTo,
    })
    .from(reservationExtras)
    .innerJoin(reservationItems, eq(reservationItems.id, reservationExtras.reservationItemId))
    .innerJoin(services, eq(services.id, reservationExtras.serviceId))
    .where(
      and(eq(reservationItems.reservationId, reservationId), isNotNull(services.startingInventory)),
    );
  await releaseServices(
    tx,
    limitedExtras.map((extra) => serviceHold(extra, extra, extra.quantity)),
  );
  await restoreVoucherRedemptions(tx, reservationId);
  await tx
    .update(reservationPayments)
    .set({ status: 'Failed' })
    .where(
      and(
        eq(reservationPayments.reservationId, reservationId),
        eq(reservationPayments.status, 'Pending'),
      ),
    );
  return true;
}
