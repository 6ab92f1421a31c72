import { and, desc, eq, isNotNull, lte, or } from 'drizzle-orm';
import { toMinorUnits } from '../../../domain/shared/money.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  properties,
  reservationPayments,
  reservations,
  scheduledCharges,
} from '../../db/schema/index.ts';
import type { PaymentProvider, PaymentState } from '../../payments/provider.ts';
import type { PaymentProviders } from '../../payments/providers.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { requestBookingPayment } from '../pay-by-link/index.ts';
import { chargeWhatIn } from './charge-notices.ts';
import {
  describeCharge,
  notify,
  recordTaken,
  type ChargeParties,
  type ScheduledChargeRow,
} from './charge-taken.ts';

export type { ScheduledChargeRow } from './charge-taken.ts';

/** What a charge job needs besides the clock: the database, the providers, and how links are made. */
export interface ChargeJob {
  readonly db: Database;
  readonly payments: PaymentProviders;
  readonly linkSecret: string;
  /** `PUBLIC_ORIGIN`, so the emailed links are absolute. */
  readonly origin: string;
}

/**
 * A claim older than this was interrupted (a killed worker, a lost connection) after the provider
 * may have been asked: the next run asks again with the same idempotency key, so the provider
 * answers the first charge instead of making a second.
 */
export const STALE_CLAIM_MS = 15 * 60_000;
/**
 * Runs (hourly) a charge may fail on a fault before it is left to the hotel: Stripe keeps an
 * idempotency key's answer for 24 hours, so a call retried after that could charge again.
 */
export const MAX_ATTEMPTS = 20;

export type ChargeOutcome = 'Charged' | 'Declined' | 'AwaitingGuest' | 'Cancelled' | 'Retry';

/** Our id for the charge: the provider's idempotency key and the payment id in its metadata. */
export const chargePaymentId = (charge: { readonly id: number }) => `charge_${charge.id}`;

/**
 * Takes one scheduled charge, once: the row is claimed (Due, or a stale Charging claim →
 * Charging) by a conditional update, so of any number of runs at the same time one goes on; the
 * kept card is charged off-session with the provider that keeps it, our charge id as idempotency
 * key; the outcome is written only while the claim is still ours. A provider's fault (timeout,
 * 5xx) hands the row back as Due for the next run; a run that dies or cannot write the outcome
 * leaves its claim, taken back once stale. Either way the provider is asked again under the same
 * key: nothing is lost and nothing is charged twice.
 */
export async function takeScheduledCharge(
  job: ChargeJob,
  chargeId: number,
  now: Date,
): Promise<ChargeOutcome | null> {
  const claim = await claimCharge(job.db, chargeId, now);
  if (!claim) return null;
  if (claim === 'Cancelled') return 'Cancelled';
  const { charge, reservation, card } = claim;
  const mine = and(
    eq(scheduledCharges.id, charge.id),
    eq(scheduledCharges.status, 'Charging'),
    eq(scheduledCharges.claimedAt, now),
  );
  if (!card) {
    await job.db.transaction((tx) => awaitGuest(job, tx, claim, mine, 'No card is kept', now));
    return 'AwaitingGuest';
  }
  let provider;
  let started: PaymentState;
  try {
    // A provider whose keys are gone is a fault like any other: the charge waits for them.
    provider = job.payments.byName(card.provider);
    // A retry first asks what became of the earlier call: a provider that keys payments by our id
    // (Paystack refuses a reference twice) answers the charge it took; Stripe answers by the key.
    const earlier = charge.attempts > 1 ? await earlierCharge(provider, job.db, charge, now) : null;
    started =
      earlier ??
      (await provider.start(job.db, {
        paymentId: chargePaymentId(charge),
        amount: { minor: toMinorUnits(charge.amount, charge.currency), currency: charge.currency },
        source: { kind: 'StoredCard', token: card.cardToken! },
        saveCard: false,
        offSession: true,
        reservationNumber: reservation.reservationNumber,
        merchantName: claim.property.name,
        description: describeCharge(charge, reservation.reservationNumber),
        email: reservation.bookerEmail,
        returnUrl: '',
        now,
      }));
  } catch (error) {
    return handBack(job.db, claim, mine, error);
  }
  if (started.status === 'Pending') {
    // Under way at the provider: the next run after the claim goes stale asks again (same key).
    await job.db
      .update(scheduledCharges)
      .set({ provider: provider.name, providerReference: started.reference })
      .where(mine);
    return 'Retry';
  }
  const outcome = await job.db.transaction(async (tx): Promise<ChargeOutcome> => {
    if (started.status === 'Succeeded') {
      const [done] = await tx
        .update(scheduledCharges)
        .set({
          status: 'Charged',
          provider: provider.name,
          providerReference: started.reference,
          failure: null,
          completedAt: now,
        })
        .where(mine)
        .returning();
      if (!done) return 'Retry';
      await recordTaken(tx, done, card, started.reference, now);
      return 'Charged';
    }
    if (started.status === 'ActionRequired') {
      await awaitGuest(job, tx, claim, mine, 'The bank asked the guest to authenticate', now, {
        provider: provider.name,
        providerReference: started.reference,
      });
      return 'AwaitingGuest';
    }
    const [declined] = await tx
      .update(scheduledCharges)
      .set({
        status: 'Declined',
        provider: provider.name,
        providerReference: started.reference,
        failure: 'Declined by the card issuer',
        completedAt: now,
      })
      .where(mine)
      .returning();
    if (declined) await notify(tx, claim, declined, 'Declined', now);
    return 'Declined';
  });
  // The payment the bank wanted authenticated is stopped: the guest pays through the link's own.
  if (started.status === 'ActionRequired')
    await provider.cancel(job.db, started.reference, now).catch(() => undefined);
  return outcome;
}

async function earlierCharge(
  provider: PaymentProvider,
  db: Database,
  charge: ScheduledChargeRow,
  now: Date,
): Promise<PaymentState | null> {
  const reference = charge.providerReference ?? chargePaymentId(charge);
  try {
    const state = await provider.read(db, reference, now);
    return state.status === 'Succeeded' ? state : null;
  } catch {
    // Not known by that id (a Stripe PaymentIntent has its own): the keyed call answers instead.
    return null;
  }
}

/** A claimed charge; its card is the newest payment with a provider token, or none. */
interface Claim extends ChargeParties {
  readonly charge: ScheduledChargeRow;
}

async function claimCharge(
  db: Database,
  chargeId: number,
  now: Date,
): Promise<Claim | 'Cancelled' | null> {
  return db.transaction(async (tx) => {
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    const [charge] = await tx
      .update(scheduledCharges)
      .set({ status: 'Charging', claimedAt: now })
      .where(
        and(
          eq(scheduledCharges.id, chargeId),
          or(
            eq(scheduledCharges.status, 'Due'),
            and(eq(scheduledCharges.status, 'Charging'), lte(scheduledCharges.claimedAt, stale)),
          ),
        ),
      )
      .returning();
    if (!charge) return null;
    const [row] = await tx
      .select({ reservation: reservations, property: properties })
      .from(reservations)
      .innerJoin(properties, eq(properties.id, reservations.propertyId))
      .where(eq(reservations.id, charge.reservationId));
    // A booking cancelled before its charge was asked for owes it no more (manage settled its fee).
    if (row!.reservation.status !== 'Confirmed' && charge.attempts === 0) {
      await tx
        .update(scheduledCharges)
        .set({ status: 'Cancelled', completedAt: now })
        .where(eq(scheduledCharges.id, charge.id));
      return 'Cancelled';
    }
    const [claimed] = await tx
      .update(scheduledCharges)
      .set({ attempts: charge.attempts + 1 })
      .where(eq(scheduledCharges.id, charge.id))
      .returning();
    const [card] = await tx
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
    return { charge: claimed!, ...row!, card: card ?? null };
  });
}

/** A fault: the row goes back to Due for the next run (to the hotel after too many). */
async function handBack(
  db: Database,
  claim: Claim,
  mine: ReturnType<typeof and>,
  error: unknown,
): Promise<ChargeOutcome> {
  const failure = `The provider did not answer (${error instanceof Error ? error.name : 'error'})`;
  if (claim.charge.attempts < MAX_ATTEMPTS) {
    await db.update(scheduledCharges).set({ status: 'Due', failure }).where(mine);
    return 'Retry';
  }
  await db.transaction(async (tx) => {
    const [givenUp] = await tx
      .update(scheduledCharges)
      .set({ status: 'Declined', failure, completedAt: claim.charge.claimedAt })
      .where(mine)
      .returning();
    if (givenUp) await notify(tx, claim, givenUp, 'Declined', givenUp.claimedAt!);
  });
  return 'Declined';
}

/**
 * The guest must act (the bank asks them to authenticate, or no card is kept): a pay-by-link
 * request for exactly the charge's amount is emailed to them, the charge records it and waits, and
 * the hotel is told. The provider's payment left waiting is cancelled after the transaction (the
 * guest pays through the request's own payment).
 */
async function awaitGuest(
  job: ChargeJob,
  tx: Executor,
  claim: Claim,
  mine: ReturnType<typeof and>,
  failure: string,
  now: Date,
  left: { provider: string; providerReference: string } | null = null,
): Promise<void> {
  const { charge, reservation } = claim;
  const [waiting] = await tx
    .update(scheduledCharges)
    .set({ status: 'AwaitingGuest', failure, ...left })
    .where(mine)
    .returning();
  if (!waiting) return;
  const requestId = await requestBookingPayment(
    tx,
    {
      propertyId: reservation.propertyId,
      reservationId: reservation.id,
      invoiceNumber: `${reservation.reservationNumber}-C${charge.id}`,
      // The guest reads it on the link's email and page: in the booking's language.
      description: chargeWhatIn(
        localeOfLanguageCode(reservation.languageCode),
        charge.kind,
        reservation.reservationNumber,
      ),
      amount: charge.amount,
      currency: charge.currency,
      guestName: `${reservation.bookerFirstName} ${reservation.bookerLastName}`.trim(),
      guestEmail: reservation.bookerEmail,
      languageCode: reservation.languageCode,
    },
    { secret: job.linkSecret, origin: job.origin },
    now,
  );
  await tx
    .update(scheduledCharges)
    .set({ paymentRequestId: requestId })
    .where(eq(scheduledCharges.id, charge.id));
  await notify(tx, claim, waiting, 'AwaitingGuest', now);
}
