/**
 * A stay's room price told night by night: `total` shared out in proportion to each night's own
 * price (`weights`, e.g. £120 on a Thursday and £150 on a Friday), in whole minor units (`digits`
 * after the point: 2 for cents, 0 for yen), the last night taking what rounding leaves so the
 * nights always add up to the total. Equal shares when the nights give no proportion (no weights,
 * or all zero).
 */
export function splitNightly(total: number, weights: readonly number[], digits = 2): number[] {
  const nights = weights.length;
  if (nights === 0) return [];
  const unit = 10 ** digits;
  const minor = Math.round(total * unit);
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  const share = (weight: number) =>
    sum > 0 ? Math.round((minor * Math.max(0, weight)) / sum) : Math.round(minor / nights);
  const split = weights.slice(0, -1).map(share);
  const told = split.reduce((acc, night) => acc + night, 0);
  return [...split, minor - told].map((night) => night / unit);
}
