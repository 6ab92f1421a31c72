import type { CreateReservationResult } from '../../../api/contract/reservation.ts';
import { giveBack } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { CreateReservationBody } from '../booking-core/index.ts';
import { gatewayCookie, sessionIdOf } from '../../gateway/binding.ts';
import {
  claimKey,
  findStoredAnswer,
  pruneKeys,
  readIdempotencyKey,
  replayAnswer,
  requestFingerprint,
  saveAnswer,
  saveRefusal,
} from './idempotency.ts';
import { registerBooker } from './booker-signup.ts';
import { takeBookingLimits } from './booking-limits.ts';
import { expireOverdueReservations } from './expire-pending.ts';
import { prepareBooking } from './prepare-booking.ts';
import { writeReservation, type PreparedBooking } from './write-reservation.ts';

// PostgreSQL may break a lock cycle between two multi-night bookings by aborting one; it is retried.
const RETRIES_AFTER_DEADLOCK = 3;

type Attempt =
  | { kind: 'booked'; result: CreateReservationResult }
  | { kind: 'refused'; error: HttpError }
  | { kind: 'taken' };

/**
 * POST /api/Reservation/Create. With an `Idempotency-Key` the first answer — booking or refusal —
 * is stored with the key in the booking's own transaction, and the same key with the same body
 * gets it again (a different body: 422); a concurrent duplicate waits for the first and replays it.
 */
export async function createReservation(
  ctx: AppContext,
  body: CreateReservationBody,
  request: Request,
  responseHeaders: Headers,
): Promise<CreateReservationResult> {
  const result = await createOrReplay(ctx, body, request, responseHeaders);
  // A challenge or hosted payment belongs to this browser (replays of a double click included).
  const sessionId = sessionIdOf(result.RedirectUrl);
  if (sessionId)
    responseHeaders.append('Set-Cookie', gatewayCookie(request, ctx.linkSecret, sessionId));
  return result;
}

async function createOrReplay(
  ctx: AppContext,
  body: CreateReservationBody,
  request: Request,
  responseHeaders: Headers,
): Promise<CreateReservationResult> {
  const key = readIdempotencyKey(request);
  const fingerprint = key ? requestFingerprint(ctx.linkSecret, body) : '';
  if (key) {
    const stored = await findStoredAnswer(ctx.db, key);
    if (stored) return replayAnswer(stored, fingerprint);
  }
  const hold = await takeBookingLimits(ctx, body, request, responseHeaders);
  let booked: Booked | undefined;
  try {
    booked = await book(ctx, body, request, responseHeaders, { key, fingerprint });
    return booked.result;
  } finally {
    // The hold stays counted only for a new booking that waits for payment (not a replayed one).
    if (!booked?.held) await giveBack(ctx.db, hold);
  }
}

interface Booked {
  readonly result: CreateReservationResult;
  /** A new booking holding its rooms until it is paid at the gateway. */
  readonly held: boolean;
}

async function book(
  ctx: AppContext,
  body: CreateReservationBody,
  request: Request,
  responseHeaders: Headers,
  { key, fingerprint }: { key: string | null; fingerprint: string },
): Promise<Booked> {
  await expireOverdueReservations(ctx);
  let booking: PreparedBooking;
  try {
    booking = await prepareBooking(ctx, body, request, responseHeaders);
  } catch (error) {
    if (
      key &&
      error instanceof HttpError &&
      !(await saveRefusal(ctx.db, key, fingerprint, error, ctx.now()))
    ) {
      return {
        result: replayAnswer((await findStoredAnswer(ctx.db, key))!, fingerprint),
        held: false,
      };
    }
    throw error;
  }
  const attempt = await bookWithRetries(ctx, booking, key, fingerprint);
  if (key) await pruneKeys(ctx.db, ctx.now());
  if (attempt.kind === 'taken')
    return {
      result: replayAnswer((await findStoredAnswer(ctx.db, key!))!, fingerprint),
      held: false,
    };
  if (attempt.kind === 'refused') throw attempt.error;
  if (booking.signup) await registerBooker(ctx, booking.signup, request, responseHeaders);
  return { result: attempt.result, held: attempt.result.Status === 'PendingPayment' };
}

async function bookWithRetries(
  ctx: AppContext,
  booking: PreparedBooking,
  key: string | null,
  fingerprint: string,
): Promise<Attempt> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await bookOnce(ctx, booking, key, fingerprint);
    } catch (error) {
      if (attempt >= RETRIES_AFTER_DEADLOCK || !isDeadlock(error)) throw error;
    }
  }
}

function bookOnce(
  ctx: AppContext,
  booking: PreparedBooking,
  key: string | null,
  fingerprint: string,
): Promise<Attempt> {
  const deps = { now: ctx.now(), linkSecret: ctx.linkSecret };
  return ctx.db.transaction(async (tx): Promise<Attempt> => {
    if (!key) return { kind: 'booked', result: await writeReservation(tx, booking, deps) };
    if (!(await claimKey(tx, key, fingerprint, deps.now))) return { kind: 'taken' };
    try {
      // A savepoint: a refusal undoes the booking's writes but keeps the claimed key, which stores it.
      const result = await tx.transaction((savepoint) =>
        writeReservation(savepoint, booking, deps),
      );
      await saveAnswer(tx, key, 200, result);
      return { kind: 'booked', result };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await saveAnswer(tx, key, error.status, error.toBody());
      return { kind: 'refused', error };
    }
  });
}

function isDeadlock(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}
