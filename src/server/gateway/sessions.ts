import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  gatewaySessions,
  type GatewaySessionKind,
  type GatewaySessionStatus,
} from '../db/schema/index.ts';
import * as urls from '../../site/urls.ts';

export type GatewaySession = typeof gatewaySessions.$inferSelect;

/** How long the guest has to pass a challenge or pay on the hosted page. */
export const SESSION_LIFETIME_MS = 15 * 60 * 1000;

/** The simulated gateway's own page for a session. */
export function gatewayPagePath(kind: GatewaySessionKind, id: string): string {
  return kind === 'ThreeDSecure' ? urls.gatewayChallenge(id) : urls.gatewayPaystack(id);
}

export interface NewGatewaySession {
  readonly kind: GatewaySessionKind;
  readonly amount: number;
  readonly currency: string;
  readonly merchantName: string;
  readonly description: string | null;
  /** Where the gateway sends the guest when the session ends. */
  readonly returnUrl: string;
}

/** Opens a challenge or hosted payment; its id is 128 random bits, as unguessable as a token. */
export async function openGatewaySession(
  db: Executor,
  session: NewGatewaySession,
  now: Date,
): Promise<GatewaySession> {
  const id = `gw_${randomBytes(16).toString('base64url')}`;
  const [row] = await db
    .insert(gatewaySessions)
    .values({
      id,
      ...session,
      status: 'Pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .returning();
  return row!;
}

export async function findGatewaySession(db: Executor, id: string): Promise<GatewaySession | null> {
  const [row] = await db.select().from(gatewaySessions).where(eq(gatewaySessions.id, id));
  return row ?? null;
}

export const isSessionExpired = (session: GatewaySession, now: Date): boolean =>
  session.status === 'Pending' && session.expiresAt <= now;

/**
 * Ends a pending session: succeeded when the guest passed (and time had not run out), else failed.
 * One conditional UPDATE, so a double submit ends it once; answers the session as it now stands
 * and whether this call ended it.
 */
export async function finishGatewaySession(
  db: Executor,
  id: string,
  passed: boolean,
  now: Date,
): Promise<{ session: GatewaySession; finished: boolean } | null> {
  const current = await findGatewaySession(db, id);
  if (!current) return null;
  const status: GatewaySessionStatus =
    passed && !isSessionExpired(current, now) ? 'Succeeded' : 'Failed';
  const [updated] = await db
    .update(gatewaySessions)
    .set({ status, completedAt: now })
    .where(and(eq(gatewaySessions.id, id), eq(gatewaySessions.status, 'Pending')))
    .returning();
  return updated
    ? { session: updated, finished: true }
    : { session: (await findGatewaySession(db, id))!, finished: false };
}
