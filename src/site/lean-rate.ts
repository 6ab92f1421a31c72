import type { Rate } from '../api/contract/availability-search.ts';

// What most rates hold: a field at its usual value is left out of the island's props (a results
// page carries dozens of rates, and their zeros pushed it past a connection's first round trip).
const USUAL = {
  IncludedMeal: null,
  CostPerRoom: 0,
  CostPerAdult: 0,
  CostPerChild: 0,
  CostPerInfant: 0,
  PerPersonCostPerAdult: 0,
  PerPersonCostPerChild: 0,
  PerPersonCostPerInfant: 0,
  UseOccupancyForRatePlan: false,
  MaximumOccupancy: null,
  MinimumOccupancy: null,
  AdultMaximumOccupancy: null,
  ChildMaximumOccupancy: null,
  CanPayByCompanyInvoice: false,
  Promotion: null,
  MinLengthOfStay: 1,
} as const satisfies Partial<Rate>;
type Usual = keyof typeof USUAL;
// The prices (the usual zeros, and the base rate) have an `Original*` twin, the price before a
// promotion: left out when no promotion changed it.
type Price = 'BaseRate' | { [K in Usual]: (typeof USUAL)[K] extends 0 ? K : never }[Usual];
type Before = `Original${Price}`;
const PRICES = [
  'BaseRate',
  ...(Object.keys(USUAL) as Usual[]).filter((key) => USUAL[key] === 0),
] as Price[];

/**
 * A rate without the fields that hold their usual value (`leanRate`); its plan's words may be left
 * out too, when they are the same on every rate of the plan (`leanOffers`).
 */
export type LeanRate = Omit<Rate, Usual | Before | 'Name' | 'Description' | 'Policy'> &
  Partial<Pick<Rate, Usual | Before | 'Name' | 'Description'>> & {
    Policy: Omit<Rate['Policy'], 'CancellationPolicy'> &
      Partial<Pick<Rate['Policy'], 'CancellationPolicy'>>;
  };

/** `rate` without the fields `fullRate` can put back. */
export function leanRate(rate: Rate): LeanRate {
  const lean: Partial<Rate> = { ...rate };
  for (const price of PRICES)
    if (rate[`Original${price}`] === rate[price]) delete lean[`Original${price}`];
  for (const key of Object.keys(USUAL) as Usual[]) if (rate[key] === USUAL[key]) delete lean[key];
  return lean as LeanRate;
}

/** The rate `leanRate` was made from. */
export function fullRate(lean: LeanRate): Rate {
  const rate: Rate = { ...USUAL, ...lean } as Rate;
  for (const price of PRICES) rate[`Original${price}`] ??= rate[price];
  return rate;
}
