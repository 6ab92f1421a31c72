import type { Rate, RoomTypeOffer } from '../api/contract/availability-search.ts';

/** A rate plan's words, the same on every room type's rate of that plan. */
type PlanTexts = Pick<Rate, 'Name' | 'Description'> & { CancellationPolicy: string };

/** What was left out of the island's props, to be put back by `fullOffers`. */
export type LeftOut = {
  /** `from>to` room type pairs whose upgrade rates are the upgrade room type's own rates. */
  upgrades: string[];
  /** Rate plan id → its words, left out of every rate of that plan. */
  plans: Record<string, PlanTexts>;
};

const textsOf = (rate: Rate): PlanTexts => ({
  Name: rate.Name,
  Description: rate.Description,
  CancellationPolicy: rate.Policy.CancellationPolicy,
});
const sameTexts = (texts: PlanTexts, rate: Rate): boolean =>
  texts.Name === rate.Name &&
  texts.Description === rate.Description &&
  texts.CancellationPolicy === rate.Policy.CancellationPolicy;
// The reference API, answering in-process, gives an upgrade the upgrade room type's own rates
// (the same array); an answer that came as JSON is compared as JSON.
const sameRates = (rates: readonly Rate[] | undefined, upgradeRates: readonly Rate[]): boolean =>
  rates === upgradeRates ||
  (rates?.length === upgradeRates.length && JSON.stringify(rates) === JSON.stringify(upgradeRates));
const withoutTexts = (rate: Rate): Rate => ({
  ...rate,
  Name: '',
  Description: '',
  Policy: { ...rate.Policy, CancellationPolicy: '' },
});
// A rate's figures, each with an `Original*` twin: its value before a promotion, without one the same.
const FIGURES = [
  'BaseRate',
  'CostPerRoom',
  'CostPerAdult',
  'CostPerChild',
  'CostPerInfant',
  'PerPersonCostPerAdult',
  'PerPersonCostPerChild',
  'PerPersonCostPerInfant',
] as const;
const originalOf = (figure: (typeof FIGURES)[number]) => `Original${figure}` as const;
/** The rate without the `Original*` figures that repeat their figure (typed as a whole rate: only
 * `fullOffers` reads it). */
const withoutRepeatedFigures = (rate: Rate): Rate => {
  const lean: Partial<Rate> = { ...rate };
  for (const figure of FIGURES)
    if (rate[originalOf(figure)] === rate[figure]) delete lean[originalOf(figure)];
  return lean as Rate;
};
const withFigures = (rate: Rate): Rate => {
  const full = { ...rate };
  for (const figure of FIGURES) full[originalOf(figure)] ??= rate[figure];
  return full;
};
const withTexts = (rate: Rate, texts: PlanTexts | undefined): Rate =>
  texts
    ? {
        ...rate,
        Name: texts.Name,
        Description: texts.Description,
        Policy: { ...rate.Policy, CancellationPolicy: texts.CancellationPolicy },
      }
    : rate;

/**
 * The Rooms & Rates island's props without the search answer's repetitions (the page ships them
 * as HTML attributes): an upgrade's `AvailableRates` repeat the upgrade room type's own rates for
 * the same stay, every room type's rate of one plan repeats the plan's name, description and
 * cancellation policy, and a rate without a promotion repeats its figures as `Original*`. Each is
 * left out only where it is truly identical; `fullOffers` puts it back.
 */
export function leanOffers(offers: readonly RoomTypeOffer[]): {
  offers: RoomTypeOffer[];
  leftOut: LeftOut;
} {
  const ratesOf = new Map(offers.map((offer) => [offer.RoomType.RoomTypeId, offer.Rates]));
  const upgrades: string[] = [];
  const allRates = offers.flatMap((offer) => [
    ...offer.Rates,
    ...offer.RoomType.Upgrades.flatMap((upgrade) => upgrade.AvailableRates),
  ]);
  const plans: Record<string, PlanTexts> = {};
  const differing = new Set<number>();
  for (const rate of allRates) {
    const seen = plans[rate.RatePlanId];
    if (!seen) plans[rate.RatePlanId] = textsOf(rate);
    else if (!sameTexts(seen, rate)) differing.add(rate.RatePlanId);
  }
  for (const id of differing) delete plans[id];
  const strip = (rate: Rate) =>
    withoutRepeatedFigures(plans[rate.RatePlanId] ? withoutTexts(rate) : rate);
  const lean = offers.map((offer) => ({
    ...offer,
    Rates: offer.Rates.map(strip),
    RoomType: {
      ...offer.RoomType,
      Upgrades: offer.RoomType.Upgrades.map((upgrade) => {
        if (!sameRates(ratesOf.get(upgrade.RoomTypeId), upgrade.AvailableRates))
          return { ...upgrade, AvailableRates: upgrade.AvailableRates.map(strip) };
        upgrades.push(`${offer.RoomType.RoomTypeId}>${upgrade.RoomTypeId}`);
        return { ...upgrade, AvailableRates: [] };
      }),
    },
  }));
  return { offers: lean, leftOut: { upgrades, plans } };
}

/** The offers as the search answered them, from `leanOffers`' result. */
export function fullOffers(offers: readonly RoomTypeOffer[], leftOut: LeftOut): RoomTypeOffer[] {
  const put = (rate: Rate) => withTexts(withFigures(rate), leftOut.plans[rate.RatePlanId]);
  const withRates = offers.map((offer) => ({ ...offer, Rates: offer.Rates.map(put) }));
  const pairs = new Set(leftOut.upgrades);
  const ratesOf = new Map(withRates.map((offer) => [offer.RoomType.RoomTypeId, offer.Rates]));
  return withRates.map((offer) => ({
    ...offer,
    RoomType: {
      ...offer.RoomType,
      Upgrades: offer.RoomType.Upgrades.map((upgrade) =>
        pairs.has(`${offer.RoomType.RoomTypeId}>${upgrade.RoomTypeId}`)
          ? { ...upgrade, AvailableRates: ratesOf.get(upgrade.RoomTypeId) ?? [] }
          : { ...upgrade, AvailableRates: upgrade.AvailableRates.map(put) },
      ),
    },
  }));
}
