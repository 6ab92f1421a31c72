import { and, eq, inArray } from 'drizzle-orm';
import type { ItemChange } from '../../../api/contract/manage-booking.ts';
import { fromMinorUnits, roundMoney, toMinorUnits } from '../../../domain/shared/money.ts';
import { changeLineIn } from '../../../i18n/change-texts.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import {
  reservationChanges,
  reservationExtras,
  reservationGuests,
  reservationItems,
  reservationPayments,
  reservations,
} from '../../db/schema/index.ts';
import type { CardSummary } from '../../payments/provider.ts';
import type { PaymentProviders } from '../../payments/providers.ts';
import { queueReservationEvent } from '../../ota/reservation-events.ts';
import { CARD_DECLINED } from '../reservation/index.ts';
import type { ReservationRow } from '../booking-core/index.ts';
import {
  ChallengeNeeded,
  type Amendment,
  type AmendmentOutcome,
  type RoomPlan,
} from './amendment.ts';
import { PRICE_MOVED, REFUND_FAILED } from './messages.ts';
import { refundParts } from './refund-parts.ts';
import { refuse } from './refuse.ts';
import type { ManageState } from './view.ts';

/**
 * Writes the change: a rise charged (to the card on file, a new card, or the payment of a passed
 * 3-D Secure challenge) and a fall refunded, the rooms, their extras and guests, the booking's
 * totals and version, and the change's record.
 */
export async function writeChange(
  tx: Executor,
  now: Date,
  state: ManageState,
  reservation: ReservationRow,
  plans: readonly RoomPlan[],
  outcome: AmendmentOutcome,
  amendment: Amendment,
  payments: { readonly providers: PaymentProviders; readonly merchantName: string },
): Promise<void> {
  const { summary } = outcome;
  const payment = state.cardOnFile;
  const charge = (amount: number) => ({
    amount: { minor: toMinorUnits(amount, reservation.currency), currency: reservation.currency },
    saveCard: false,
    reservationNumber: reservation.reservationNumber,
    merchantName: payments.merchantName,
    description: null,
    email: reservation.bookerEmail,
    returnUrl: '',
    now,
  });
  let chargeRecorded = false;
  if (summary.ChargeNow > 0 && amendment.payment?.kind === 'Challenged') {
    // Paid through the challenge: its payment (held Pending) is the charge, used once.
    const [paid] = await tx
      .update(reservationPayments)
      .set({ status: 'Succeeded' })
      .where(
        and(
          eq(reservationPayments.id, amendment.payment.paymentId),
          eq(reservationPayments.status, 'Pending'),
        ),
      )
      .returning();
    if (!paid) refuse(409, 'This payment has already been used.');
    if (Math.abs(paid!.amount - summary.ChargeNow) > 0.005) refuse(409, PRICE_MOVED);
    chargeRecorded = true;
  } else if (summary.ChargeNow > 0 && amendment.payment?.kind === 'NewCard') {
    // A typed card: only the simulated gateway takes one (a real provider's fields never reach us).
    const started = await payments.providers.byName('Simulated').start(tx, {
      ...charge(summary.ChargeNow),
      paymentId: `amend_${reservation.id}_v${reservation.version}`,
      source: { kind: 'TypedCard', card: amendment.payment.card, brand: amendment.payment.brand },
      offSession: false,
    });
    if (started.status === 'ActionRequired')
      throw new ChallengeNeeded(amendment.payment.brand, outcome);
    if (started.status !== 'Succeeded' || !started.card) refuse(402, CARD_DECLINED);
    const card = (started as { card: CardSummary }).card;
    await tx.insert(reservationPayments).values({
      reservationId: reservation.id,
      method: 'Card',
      status: 'Succeeded',
      amount: summary.ChargeNow,
      currency: reservation.currency,
      cardToken: card.token,
      cardBrand: amendment.payment.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      nameOnCard: card.nameOnCard,
      provider: 'Simulated',
      providerReference: started.reference,
      createdAt: now,
    });
    chargeRecorded = true;
  }
  // A rise on the card on file is charged off-session, a fall refunded to the payments it came from,
  // each with the provider that took the booking's money and our id for the change as idempotency key.
  const provider = payment ? payments.providers.byName(payment.provider) : null;
  const references = { rise: null as string | null };
  if (!chargeRecorded && summary.ChargeNow > 0 && payment && provider) {
    const started = await provider.start(tx, {
      ...charge(summary.ChargeNow),
      paymentId: `amend_${reservation.id}_v${reservation.version}`,
      source: { kind: 'StoredCard', token: payment.cardToken! },
      offSession: true,
    });
    // A bank that asks the guest to authenticate is a refusal here: the guest can pay with a new card.
    if (started.status !== 'Succeeded') refuse(402, CARD_DECLINED);
    references.rise = started.reference;
  }
  const refunds: (readonly [number, string | null])[] = [];
  if (summary.Refund > 0 && payment && provider) {
    const parts = await refundParts(tx, reservation, payment, summary.Refund);
    if (!parts) refuse(502, REFUND_FAILED);
    for (const [index, part] of parts!.entries()) {
      const refunded = await provider.refund(tx, {
        refundId: `refund_${reservation.id}_v${reservation.version}${index ? `_${index}` : ''}`,
        reference: part.reference,
        amount: { minor: part.minor, currency: reservation.currency },
      });
      if (!refunded) refuse(502, REFUND_FAILED);
      refunds.push([-fromMinorUnits(part.minor, reservation.currency), part.recorded]);
    }
  }
  // The charge and the refund are recorded against the card the booking was paid with (never a card number).
  for (const [amount, reference] of [
    [chargeRecorded ? 0 : summary.ChargeNow, references.rise] as const,
    ...refunds,
  ]) {
    if (amount === 0 || !payment) continue;
    await tx.insert(reservationPayments).values({
      reservationId: reservation.id,
      method: payment.method,
      status: 'Succeeded',
      amount,
      currency: reservation.currency,
      cardToken: payment.cardToken,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      cardExpiryMonth: payment.cardExpiryMonth,
      cardExpiryYear: payment.cardExpiryYear,
      nameOnCard: payment.nameOnCard,
      provider: payment.provider,
      providerReference: reference,
      createdAt: now,
    });
  }
  for (const [index, plan] of plans.entries()) {
    const id = plan.room.item.id;
    const { money } = outcome.rooms[index]!;
    const roomMoney = {
      amountPaid: money.paid,
      amountDueLater: money.dueLater,
      voucher: money.voucher,
    };
    if (plan.cancel) {
      await tx
        .update(reservationItems)
        .set({ cancelledAt: now, cancellationFee: plan.fee, ...roomMoney })
        .where(eq(reservationItems.id, id));
      continue;
    }
    const upgraded = plan.roomTypeId !== plan.room.item.roomTypeId;
    if (plan.datesChanged || plan.extrasChanged || upgraded) {
      await tx
        .update(reservationItems)
        .set({
          roomTypeId: plan.roomTypeId,
          ...(upgraded ? { roomConfigurationOptionId: null } : {}),
          dateFrom: plan.dateFrom,
          dateTo: plan.dateTo,
          promotion: plan.promotion,
          totalRoomCost: plan.roomCost,
          nights: plan.nights && [...plan.nights],
          totalServiceCost: roundMoney(
            plan.extras.reduce((sum, extra) => sum + extra.totalCost, 0),
            reservation.currency,
          ),
          totalCost: plan.total,
          vatAmount: plan.vat,
          ...roomMoney,
        })
        .where(eq(reservationItems.id, id));
      await tx.delete(reservationExtras).where(eq(reservationExtras.reservationItemId, id));
      if (plan.extras.length)
        await tx.insert(reservationExtras).values(
          plan.extras.map((extra) => ({
            reservationItemId: id,
            serviceId: extra.serviceId,
            quantity: extra.quantity,
            totalCost: extra.totalCost,
          })),
        );
    }
    if (plan.guests) await writeGuests(tx, id, plan.guests);
  }
  const staying = plans.filter((plan) => !plan.cancel);
  const cancelledAll = staying.length === 0;
  const fees = roundMoney(reservation.cancellationFee + summary.Fee, reservation.currency);
  await tx
    .update(reservations)
    .set({
      version: reservation.version + 1,
      status: cancelledAll ? 'Cancelled' : reservation.status,
      cancelledAt: cancelledAll ? now : reservation.cancelledAt,
      cancellationReasonId: cancelledAll
        ? amendment.cancellationReasonId
        : reservation.cancellationReasonId,
      dateFrom: cancelledAll
        ? reservation.dateFrom
        : staying.map((plan) => plan.dateFrom).sort()[0]!,
      dateTo: cancelledAll
        ? reservation.dateTo
        : staying
            .map((plan) => plan.dateTo)
            .sort()
            .at(-1)!,
      totalCost: summary.NewTotal,
      totalVat: roundMoney(
        staying.reduce((sum, plan) => sum + plan.vat, 0),
        reservation.currency,
      ),
      cancellationFee: fees,
      discount: outcome.discount,
      amountPaid: summary.AmountPaid,
      amountDueLater: summary.AmountDueLater,
    })
    .where(eq(reservations.id, reservation.id));
  await queueReservationEvent(tx, reservation, cancelledAll ? 'Cancel' : 'Modify');
  await tx.insert(reservationChanges).values({
    reservationId: reservation.id,
    kind: amendment.kind,
    // Kept in the booking's language, the one its manage page reads it in.
    changes: outcome.changes.map((line) =>
      changeLineIn(line, localeOfLanguageCode(reservation.languageCode)),
    ),
    oldTotal: summary.OldTotal,
    newTotal: summary.NewTotal,
    fee: summary.Fee,
    charged: summary.ChargeNow,
    refunded: summary.Refund,
    createdAt: now,
  });
}

async function writeGuests(
  tx: Executor,
  itemId: number,
  guests: NonNullable<ItemChange['Guests']>,
): Promise<void> {
  const existing = await tx
    .select()
    .from(reservationGuests)
    .where(eq(reservationGuests.reservationItemId, itemId));
  const kept = new Set(
    guests.map((guest) => guest.GuestId).filter((id): id is number => id !== null),
  );
  const gone = existing.filter((row) => !kept.has(row.id) && !row.isLeadGuest).map((row) => row.id);
  if (gone.length) await tx.delete(reservationGuests).where(inArray(reservationGuests.id, gone));
  for (const guest of guests) {
    const values = { firstName: guest.FirstName.trim(), lastName: guest.LastName.trim() };
    if (guest.GuestId === null)
      await tx
        .insert(reservationGuests)
        .values({ reservationItemId: itemId, ...values, isLeadGuest: false });
    else
      await tx.update(reservationGuests).set(values).where(eq(reservationGuests.id, guest.GuestId));
  }
}
