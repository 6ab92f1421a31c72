/** Refusals of pricing a stay and holding its nights; the checkout shows `Message` as it is (spec §8). */
export const NOT_AVAILABLE = 'Sorry, your selection is not available';
export const PRICES_CHANGED =
  'Prices have changed since you searched. Please review your booking and try again.';
