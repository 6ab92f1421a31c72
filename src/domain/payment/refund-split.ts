/** A payment (positive) or a refund of it (negative) as recorded, in integer minor units. */
export interface PaymentEntry {
  /** The provider's id of the payment the money came from (a PaymentIntent, a transaction). */
  readonly reference: string;
  readonly minor: number;
}

/** One refund to make: this much back to that payment. */
export interface RefundPart {
  readonly reference: string;
  readonly minor: number;
}

/**
 * Splits a refund over the payments a booking was paid with, newest first (`entries` in that
 * order): a provider refunds a payment only up to what is left of it, so a booking paid in several
 * charges (a deposit, then a rise) is refunded charge by charge. Null when the payments left hold
 * less than the refund.
 */
export function splitRefund(minor: number, entries: readonly PaymentEntry[]): RefundPart[] | null {
  const left = new Map<string, number>();
  for (const { reference, minor: amount } of entries)
    left.set(reference, (left.get(reference) ?? 0) + amount);
  const parts: RefundPart[] = [];
  let owed = minor;
  for (const [reference, available] of left) {
    if (owed <= 0) break;
    const part = Math.min(owed, available);
    if (part <= 0) continue;
    parts.push({ reference, minor: part });
    owed -= part;
  }
  return owed > 0 ? null : parts;
}
