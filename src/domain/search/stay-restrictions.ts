/**
 * What the nightly rows of one room type on one rate plan say about a stay: the arrival night's
 * minimum and maximum stay and whether it is closed to arrival, and whether the departure day is
 * closed to departure. Null or false where the row does not say.
 */
export interface StayRestrictions {
  readonly minLengthOfStay: number | null;
  readonly maxLengthOfStay: number | null;
  readonly closedToArrival: boolean;
  readonly closedToDeparture: boolean;
}

export type StayBreach =
  | { readonly kind: 'minimumStay'; readonly nights: number }
  | { readonly kind: 'maximumStay'; readonly nights: number }
  | { readonly kind: 'closedToArrival' }
  | { readonly kind: 'closedToDeparture' };

/**
 * The first restriction a stay of `nights` breaks, or null when the rate may be sold for it.
 * Arrival comes first (a guest changes the arrival before the length), then the stay's length,
 * then the departure day.
 */
export function stayBreach(restrictions: StayRestrictions, nights: number): StayBreach | null {
  if (restrictions.closedToArrival) return { kind: 'closedToArrival' };
  const min = restrictions.minLengthOfStay;
  if (min !== null && min > nights) return { kind: 'minimumStay', nights: min };
  const max = restrictions.maxLengthOfStay;
  if (max !== null && nights > max) return { kind: 'maximumStay', nights: max };
  if (restrictions.closedToDeparture) return { kind: 'closedToDeparture' };
  return null;
}

/** Spec §8 has no words for these; the guest needs the reason, not "full". */
export function stayBreachMessage(breach: StayBreach): string {
  switch (breach.kind) {
    case 'minimumStay':
      return `Stays arriving on this date are for at least ${breach.nights} nights.`;
    case 'maximumStay':
      return `Stays arriving on this date are for at most ${breach.nights} nights.`;
    case 'closedToArrival':
      return 'Stays cannot arrive on this date.';
    case 'closedToDeparture':
      return 'Stays cannot leave on this departure date.';
  }
}
