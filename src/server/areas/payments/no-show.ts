import { and, eq, isNull } from 'drizzle-orm';
import { noShowCharge, total } from '../../../domain/payment/scheduled-charges.ts';
import { hotelClock } from '../../../domain/shared/clock.ts';
import type { Executor } from '../../db/client.ts';
import {
  properties,
  ratePlans,
  reservationItems,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';

export type NoShowAnswer =
  | { readonly status: 'Scheduled'; readonly amount: number; readonly currency: string }
  | { readonly status: 'NothingOwed' | 'AlreadyRecorded' | 'NotYet' | 'NotConfirmed' | 'NotFound' };

/**
 * The hotel says the guest did not come: from the arrival day (hotel-local) on, the booking's rooms
 * owe their rates' late-cancellation fee beyond what each already paid, taken by the next charge
 * run. Recorded once per booking (the unique key). It replaces a charge before arrival not yet
 * asked of the provider (the guest owes the fee, not the stay); money already taken stays taken.
 */
export async function recordNoShow(
  db: Executor,
  reservationNumber: string,
  now: Date,
): Promise<NoShowAnswer> {
  const [row] = await db
    .select({ reservation: reservations, timeZone: properties.timeZone })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .where(eq(reservations.reservationNumber, reservationNumber.trim().toUpperCase()));
  if (!row) return { status: 'NotFound' };
  const { reservation } = row;
  if (reservation.status !== 'Confirmed') return { status: 'NotConfirmed' };
  if (hotelClock(now, row.timeZone).today < reservation.dateFrom) return { status: 'NotYet' };
  const items = await db
    .select({ item: reservationItems, terms: ratePlans.cancellationTerms })
    .from(reservationItems)
    .innerJoin(ratePlans, eq(ratePlans.id, reservationItems.ratePlanId))
    .where(
      and(eq(reservationItems.reservationId, reservation.id), isNull(reservationItems.cancelledAt)),
    );
  const shares = noShowCharge(
    items.map(({ item, terms }) => ({
      itemId: item.id,
      terms,
      dateFrom: item.dateFrom,
      dateTo: item.dateTo,
      total: item.totalCost,
      roomCost: item.totalRoomCost,
      paid: item.amountPaid,
      voucher: item.voucher,
    })),
    reservation.currency,
  );
  if (!shares.length) return { status: 'NothingOwed' };
  const amount = total(shares, reservation.currency);
  const inserted = await db
    .insert(scheduledCharges)
    .values({
      reservationId: reservation.id,
      kind: 'NoShow',
      dueOn: reservation.dateFrom,
      rooms: shares,
      amount,
      currency: reservation.currency,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: scheduledCharges.id });
  if (!inserted.length) return { status: 'AlreadyRecorded' };
  // A charge before arrival never asked of the provider is replaced by the fee.
  await db
    .update(scheduledCharges)
    .set({ status: 'Cancelled', completedAt: now })
    .where(
      and(
        eq(scheduledCharges.reservationId, reservation.id),
        eq(scheduledCharges.kind, 'BeforeArrival'),
        eq(scheduledCharges.status, 'Due'),
        eq(scheduledCharges.attempts, 0),
      ),
    );
  return { status: 'Scheduled', amount, currency: reservation.currency };
}
