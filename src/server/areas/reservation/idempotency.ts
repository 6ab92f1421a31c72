import { createHmac } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiErrorSchema } from '../../../api/contract/common.ts';
import {
  CreateReservationResultSchema,
  type CreateReservationResult,
} from '../../../api/contract/reservation.ts';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { ERROR_STATUSES, HttpError, INVALID_REQUEST_MESSAGE } from '../../http/errors.ts';
import { KEY_REUSED } from './messages.ts';

const ErrorStatusSchema = v.picklist(ERROR_STATUSES);

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long an answer is kept for replay: a retry comes within minutes, a day is ample. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  readonly requestHash: string;
  readonly statusCode: number;
  readonly response: unknown;
}

/** The request's `Idempotency-Key` (8–100 visible ASCII characters), null without one; 400 when malformed. */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!/^[\x21-\x7e]{8,100}$/.test(key)) {
    throw new HttpError(400, INVALID_REQUEST_MESSAGE, {
      [IDEMPOTENCY_HEADER]: [
        'Send an Idempotency-Key of 8 to 100 letters, digits or symbols (no spaces).',
      ],
    });
  }
  return key;
}

/**
 * Fingerprint of a parsed request body. Keyed (HMAC), because the body may hold a card number:
 * a plain hash of it could be matched against guessed numbers.
 */
export function requestFingerprint(secret: string, body: unknown): string {
  return createHmac('sha256', secret).update(JSON.stringify(body)).digest('base64url');
}

export async function findStoredAnswer(db: Executor, key: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row ?? null;
}

/**
 * Claims the key inside the booking's transaction. On PostgreSQL a concurrent claim of the same key
 * waits for the first transaction: false once that one committed (replay its answer), true when it
 * rolled back or there was none.
 */
export async function claimKey(
  tx: Executor,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ key, requestHash, statusCode: 0, response: {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Stores the answer under a claimed key (same transaction as the booking). */
export async function saveAnswer(
  tx: Executor,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(eq(idempotencyKeys.key, key));
}

/** Stores a refusal that came before any transaction; false when the key was already taken. */
export async function saveRefusal(
  db: Executor,
  key: string,
  requestHash: string,
  error: HttpError,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      key,
      requestHash,
      statusCode: error.status,
      response: error.toBody(),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The first answer again: the stored result, or the stored refusal thrown again; 422 when the body differs. */
export function replayAnswer(stored: StoredAnswer, requestHash: string): CreateReservationResult {
  if (stored.requestHash !== requestHash) throw new HttpError(422, KEY_REUSED);
  if (stored.statusCode === 200) return v.parse(CreateReservationResultSchema, stored.response);
  const body = v.parse(ApiErrorSchema, stored.response);
  throw new HttpError(v.parse(ErrorStatusSchema, stored.statusCode), body.Message, body.ModelState);
}

/** Forgets answers older than the retention time (an indexed range delete, usually of nothing). */
export async function pruneKeys(db: Executor, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_RETENTION_MS)));
}
