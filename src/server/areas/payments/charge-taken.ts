import { eq, inArray } from 'drizzle-orm';
import { takeShare } from '../../../domain/payment/scheduled-charges.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { DEFAULT_LOCALE } from '../../../i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import {
  properties,
  reservationItems,
  reservationPayments,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';
import { chargeNotices, chargeWhatIn, type ChargeNoticeKind } from './charge-notices.ts';

export type ScheduledChargeRow = typeof scheduledCharges.$inferSelect;
export type PaymentRow = typeof reservationPayments.$inferSelect;

/** The booking a charge is for, its hotel, and the card it is taken from (if one is kept). */
export interface ChargeParties {
  readonly reservation: typeof reservations.$inferSelect;
  readonly property: typeof properties.$inferSelect;
  readonly card: PaymentRow | null;
}

/**
 * The money taken, written once with the charge's change of state: a payment on the card it came
 * from, and each room's share moved from "due later" to "paid" (the booking's totals with them),
 * so manage booking refunds and charges from what was really paid. The version moves on: a change
 * previewed before the charge is refused and shown again.
 */
export async function recordTaken(
  tx: Executor,
  charge: ScheduledChargeRow,
  card: Pick<
    PaymentRow,
    | 'method'
    | 'cardToken'
    | 'cardBrand'
    | 'cardLast4'
    | 'cardExpiryMonth'
    | 'cardExpiryYear'
    | 'nameOnCard'
    | 'provider'
  >,
  reference: string | null,
  now: Date,
  /** The guest's receipt; not when they paid by link (pay by link sends its own). */
  receipt = true,
): Promise<void> {
  const { currency } = charge;
  await tx.insert(reservationPayments).values({
    reservationId: charge.reservationId,
    method: card.method,
    status: 'Succeeded',
    amount: charge.amount,
    currency,
    cardToken: card.cardToken,
    cardBrand: card.cardBrand,
    cardLast4: card.cardLast4,
    cardExpiryMonth: card.cardExpiryMonth,
    cardExpiryYear: card.cardExpiryYear,
    nameOnCard: card.nameOnCard,
    provider: card.provider,
    providerReference: reference,
    createdAt: now,
  });
  const items = await tx
    .select()
    .from(reservationItems)
    .where(
      inArray(
        reservationItems.id,
        charge.rooms.map((share) => share.itemId),
      ),
    );
  for (const share of charge.rooms) {
    const item = items.find((row) => row.id === share.itemId);
    if (!item) continue;
    const after = takeShare(
      { paid: item.amountPaid, dueLater: item.amountDueLater },
      share.amount,
      currency,
    );
    await tx
      .update(reservationItems)
      .set({ amountPaid: after.paid, amountDueLater: after.dueLater })
      .where(eq(reservationItems.id, item.id));
  }
  const [reservation] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, charge.reservationId));
  const after = takeShare(
    { paid: reservation!.amountPaid, dueLater: reservation!.amountDueLater },
    charge.amount,
    currency,
  );
  await tx
    .update(reservations)
    .set({
      amountPaid: after.paid,
      amountDueLater: after.dueLater,
      version: reservation!.version + 1,
    })
    .where(eq(reservations.id, reservation!.id));
  if (!receipt) return;
  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, reservation!.propertyId));
  await notify(
    tx,
    { reservation: reservation!, property: property!, card: { ...card } as PaymentRow },
    charge,
    'Charged',
    now,
  );
}

/** What a charge is called where the hotel and its payment provider read it: in English. */
export const describeCharge = (charge: ScheduledChargeRow, reservationNumber: string) =>
  chargeWhatIn(DEFAULT_LOCALE, charge.kind, reservationNumber);

export async function notify(
  tx: Executor,
  claim: ChargeParties,
  charge: ScheduledChargeRow,
  kind: ChargeNoticeKind,
  now: Date,
): Promise<void> {
  await chargeNotices(
    tx,
    {
      kind,
      property: claim.property,
      reservation: claim.reservation,
      charge: charge.kind,
      amount: roundMoney(charge.amount, charge.currency),
      currency: charge.currency,
      card: claim.card,
      failure: charge.failure,
    },
    now,
  );
}
