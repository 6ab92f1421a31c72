/**
 * VAT in a total, unrounded (spec §9): when prices include VAT, total / (100 + rate) × rate;
 * when they exclude it, total / 100 × rate (the VAT to add on top).
 */
export function vatAmount(total: number, ratePercent: number, inclusive: boolean): number {
  return inclusive ? (total / (100 + ratePercent)) * ratePercent : (total / 100) * ratePercent;
}

/** What the guest pays for a total: the total itself when VAT is included, else total plus VAT. */
export function grossAmount(total: number, ratePercent: number, inclusive: boolean): number {
  return inclusive ? total : total + vatAmount(total, ratePercent, false);
}
