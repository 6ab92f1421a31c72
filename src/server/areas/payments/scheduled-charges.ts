import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { chargesDueBeforeArrival } from '../../../domain/payment/scheduled-charges.ts';
import { addDays, hotelClock } from '../../../domain/shared/clock.ts';
import type { Executor } from '../../db/client.ts';
import {
  paymentRequests,
  properties,
  ratePlans,
  reservationItems,
  reservationPayments,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';
import { recordTaken } from './charge-taken.ts';
import { STALE_CLAIM_MS, takeScheduledCharge, type ChargeJob } from './off-session.ts';

/**
 * The hourly charge job: finds the rate's charges before arrival that fell due (a row each, the
 * unique key making a second finder add nothing), records charges the guest paid by link, then
 * takes every open charge once (`takeScheduledCharge`). Safe to run in any number of processes at
 * the same time. Returns how many charges it settled (taken, declined or sent to the guest).
 */
export async function runScheduledCharges(job: ChargeJob, now: Date): Promise<number> {
  await scheduleChargesBeforeArrival(job.db, now);
  let settled = await recordPaidByLink(job.db, now);
  settled += await withdrawFromCancelledBookings(job.db, now);
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const open = await job.db
    .select({ id: scheduledCharges.id })
    .from(scheduledCharges)
    .where(
      or(
        eq(scheduledCharges.status, 'Due'),
        and(eq(scheduledCharges.status, 'Charging'), lte(scheduledCharges.claimedAt, stale)),
      ),
    )
    .orderBy(scheduledCharges.id);
  // One charge that cannot be written (its claim is taken back once stale) holds up no other; the
  // run still fails, so the job's log says so.
  let failed: Error | null = null;
  for (const { id } of open) {
    try {
      const outcome = await takeScheduledCharge(job, id, now);
      if (outcome && outcome !== 'Retry') settled++;
    } catch (error) {
      failed ??= error instanceof Error ? error : new Error('A charge could not be taken.');
    }
  }
  if (failed) throw failed;
  return settled;
}

/**
 * Rows for the rate's charges before arrival that fell due and whose arrival day has not passed,
 * for confirmed bookings that are not invoiced: each room of a `BeforeArrival` rate with money still due later, on its hotel-local
 * charge date (arrival minus the rate's days). Bookings without a kept card get a row too: their
 * guest is sent a link to pay.
 */
export async function scheduleChargesBeforeArrival(db: Executor, now: Date): Promise<number> {
  // No hotel's today is before UTC's yesterday or after its tomorrow: cheap bounds, the hotel's
  // own day decides below.
  const utcToday = now.toISOString().slice(0, 10);
  const latest = addDays(utcToday, 1);
  const rows = await db
    .select({
      reservationId: reservations.id,
      currency: reservations.currency,
      timeZone: properties.timeZone,
      itemId: reservationItems.id,
      dateFrom: reservationItems.dateFrom,
      dueLater: reservationItems.amountDueLater,
      paymentType: ratePlans.automaticPaymentType,
      daysBeforeArrival: ratePlans.daysBeforeArrival,
    })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .innerJoin(ratePlans, eq(ratePlans.id, reservationItems.ratePlanId))
    .where(
      and(
        eq(reservations.status, 'Confirmed'),
        isNull(reservationItems.cancelledAt),
        gt(reservationItems.amountDueLater, 0),
        eq(ratePlans.automaticPaymentType, 'BeforeArrival'),
        sql`${reservationItems.dateFrom} - ${ratePlans.daysBeforeArrival} <= ${latest}::date`,
        gte(reservationItems.dateFrom, addDays(utcToday, -1)),
        // A no-show's fee replaces the charge before arrival it came before.
        notExists(
          db
            .select({ id: scheduledCharges.id })
            .from(scheduledCharges)
            .where(
              and(
                eq(scheduledCharges.reservationId, reservations.id),
                eq(scheduledCharges.kind, 'NoShow'),
              ),
            ),
        ),
        notExists(
          db
            .select({ id: reservationPayments.id })
            .from(reservationPayments)
            .where(
              and(
                eq(reservationPayments.reservationId, reservations.id),
                inArray(reservationPayments.method, ['IndividualInvoice', 'CompanyInvoice']),
              ),
            ),
        ),
      ),
    );
  const byReservation = Map.groupBy(rows, (row) => row.reservationId);
  let added = 0;
  for (const [reservationId, rooms] of byReservation) {
    const { currency, timeZone } = rooms[0]!;
    const today = hotelClock(now, timeZone).today;
    for (const due of chargesDueBeforeArrival(rooms, today, currency)) {
      const inserted = await db
        .insert(scheduledCharges)
        .values({
          reservationId,
          kind: 'BeforeArrival',
          dueOn: due.dueOn,
          rooms: [...due.rooms],
          amount: due.amount,
          currency,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: scheduledCharges.id });
      added += inserted.length;
    }
  }
  return added;
}

/**
 * Charges waiting for the guest whose pay-by-link request is paid: recorded as taken, once (the
 * conditional update), with the card and payment of the request. The webhook that settles the
 * request calls it too, so the booking shows the money as soon as the provider says so.
 */
export async function recordPaidByLink(
  db: Executor,
  now: Date,
  requestId?: number,
): Promise<number> {
  const paid = await db
    .select({ charge: scheduledCharges, request: paymentRequests })
    .from(scheduledCharges)
    .innerJoin(paymentRequests, eq(paymentRequests.id, scheduledCharges.paymentRequestId))
    .where(
      and(
        eq(scheduledCharges.status, 'AwaitingGuest'),
        eq(paymentRequests.status, 'Paid'),
        ...(requestId === undefined ? [] : [eq(paymentRequests.id, requestId)]),
      ),
    );
  let recorded = 0;
  for (const { charge, request } of paid) {
    const done = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(scheduledCharges)
        .set({
          status: 'Charged',
          provider: request.provider,
          providerReference: request.providerReference ?? request.transactionReference,
          failure: null,
          completedAt: now,
        })
        .where(
          and(eq(scheduledCharges.id, charge.id), eq(scheduledCharges.status, 'AwaitingGuest')),
        )
        .returning();
      if (!taken) return false;
      // The payment is the booking's card on file from now on (manage booking refunds to it); a
      // link's card the provider does not keep leaves the booking's kept card to charge a rise.
      const [kept] = await tx
        .select()
        .from(reservationPayments)
        .where(
          and(
            eq(reservationPayments.reservationId, charge.reservationId),
            eq(reservationPayments.status, 'Succeeded'),
            isNotNull(reservationPayments.cardToken),
          ),
        )
        .orderBy(desc(reservationPayments.id))
        .limit(1);
      const shown = request.cardLast4 ? request : kept;
      await recordTaken(
        tx,
        taken,
        {
          method: 'Card',
          cardToken: request.cardToken ?? kept?.cardToken ?? null,
          cardBrand: shown?.cardBrand ?? null,
          cardLast4: shown?.cardLast4 ?? null,
          cardExpiryMonth: shown?.cardExpiryMonth ?? null,
          cardExpiryYear: shown?.cardExpiryYear ?? null,
          nameOnCard: null,
          provider: request.provider,
        },
        taken.providerReference,
        now,
        false,
      );
      return true;
    });
    if (done) recorded++;
  }
  return recorded;
}

/**
 * A booking cancelled while a charge waited for the guest owes it no more (manage booking settled
 * its fee): the link not yet paid is withdrawn (the guest's page then says so) and the charge is
 * cancelled. A link already being paid is left to settle; its money is then recorded on the
 * booking like any other, for the hotel to see. Returns how many were withdrawn.
 */
export async function withdrawFromCancelledBookings(db: Executor, now: Date): Promise<number> {
  const waiting = await db
    .select({ chargeId: scheduledCharges.id, requestId: scheduledCharges.paymentRequestId })
    .from(scheduledCharges)
    .innerJoin(reservations, eq(reservations.id, scheduledCharges.reservationId))
    .where(and(eq(scheduledCharges.status, 'AwaitingGuest'), eq(reservations.status, 'Cancelled')));
  let withdrawn = 0;
  for (const { chargeId, requestId } of waiting) {
    const done = await db.transaction(async (tx) => {
      if (requestId !== null) {
        const [cancelled] = await tx
          .update(paymentRequests)
          .set({ status: 'Cancelled' })
          .where(
            and(
              eq(paymentRequests.id, requestId),
              inArray(paymentRequests.status, ['Pending', 'Expired']),
            ),
          )
          .returning({ id: paymentRequests.id });
        if (!cancelled) return false;
      }
      const [charge] = await tx
        .update(scheduledCharges)
        .set({ status: 'Cancelled', completedAt: now })
        .where(and(eq(scheduledCharges.id, chargeId), eq(scheduledCharges.status, 'AwaitingGuest')))
        .returning({ id: scheduledCharges.id });
      return Boolean(charge);
    });
    if (done) withdrawn++;
  }
  return withdrawn;
}
