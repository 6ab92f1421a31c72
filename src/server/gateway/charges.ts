import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { gatewayCharges } from '../db/schema/index.ts';

export type GatewayCharge = typeof gatewayCharges.$inferSelect;

/** Keeps the gateway's record of an approved card under the merchant's reference. */
export async function recordCharge(db: Executor, charge: GatewayCharge): Promise<void> {
  await db.insert(gatewayCharges).values(charge);
}

/** The gateway's answer to "what became of the payment with this reference": approved, or none. */
export async function findCharge(db: Executor, reference: string): Promise<GatewayCharge | null> {
  const [row] = await db
    .select()
    .from(gatewayCharges)
    .where(eq(gatewayCharges.reference, reference));
  return row ?? null;
}
