import type { Rate, RoomTypeOffer } from '../api/contract/availability-search.ts';
import { fullRate, leanRate, type LeanRate } from './lean-rate.ts';

/** A rate plan's words, the same on every room type's rate of that plan. */
type PlanTexts = Pick<Rate, 'Name' | 'Description'> & { CancellationPolicy: string };

// Each offer's stay and its lowest price before a promotion: the same dates on every offer, and
// without a promotion the same as the lowest price.
type OfferRepeats = 'DateFrom' | 'DateTo' | 'OriginalLowestRate';

/** A room type's offer as the island's props carry it (`leanOffers`). */
export type LeanOffer = Omit<RoomTypeOffer, 'Rates' | 'RoomType' | OfferRepeats> &
  Partial<Pick<RoomTypeOffer, OfferRepeats>> & {
    Rates: LeanRate[];
    RoomType: Omit<RoomTypeOffer['RoomType'], 'Upgrades'> & {
      Upgrades: { RoomTypeId: number; AvailableRates: LeanRate[] }[];
    };
  };

/** What was left out of the island's props, to be put back by `fullOffers`. */
export type LeftOut = {
  /** `from>to` room type pairs whose upgrade rates are the upgrade room type's own rates. */
  upgrades: string[];
  /** Rate plan id → its words, left out of every rate of that plan. */
  plans: Record<string, PlanTexts>;
  /** The stay's dates, left out of every offer for them. */
  dates?: Pick<RoomTypeOffer, 'DateFrom' | 'DateTo'>;
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
const withoutTexts = (rate: LeanRate): LeanRate => {
  const lean = { ...rate, Policy: { ...rate.Policy } };
  delete lean.Name;
  delete lean.Description;
  delete lean.Policy.CancellationPolicy;
  return lean;
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
 * the same stay, and every room type's rate of one plan repeats the plan's name, description and
 * cancellation policy. Each is left out only where it is truly identical, and so is every rate
 * field at its usual value (`leanRate`); `fullOffers` puts it all back.
 */
export function leanOffers(offers: readonly RoomTypeOffer[]): {
  offers: LeanOffer[];
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
    plans[rate.RatePlanId] ? withoutTexts(leanRate(rate)) : leanRate(rate);
  const first = offers[0];
  const dates = first && { DateFrom: first.DateFrom, DateTo: first.DateTo };
  const lean = offers.map((offer): LeanOffer => ({
    ...withoutRepeats(offer, dates),
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
  return { offers: lean, leftOut: { upgrades, plans, ...(dates && { dates }) } };
}

function withoutRepeats(
  offer: RoomTypeOffer,
  dates: LeftOut['dates'],
): Omit<RoomTypeOffer, OfferRepeats> & Partial<Pick<RoomTypeOffer, OfferRepeats>> {
  const lean: Omit<RoomTypeOffer, OfferRepeats> & Partial<Pick<RoomTypeOffer, OfferRepeats>> = {
    ...offer,
  };
  if (offer.DateFrom === dates?.DateFrom && offer.DateTo === dates.DateTo) {
    delete lean.DateFrom;
    delete lean.DateTo;
  }
  if (offer.OriginalLowestRate === offer.LowestRate) delete lean.OriginalLowestRate;
  return lean;
}

/** The offers as the search answered them, from `leanOffers`' result. */
export function fullOffers(offers: readonly LeanOffer[], leftOut: LeftOut): RoomTypeOffer[] {
  const put = (lean: LeanRate) => withTexts(fullRate(lean), leftOut.plans[lean.RatePlanId]);
  const withRates = offers.map((offer) => ({
    ...offer,
    DateFrom: offer.DateFrom ?? leftOut.dates?.DateFrom ?? '',
    DateTo: offer.DateTo ?? leftOut.dates?.DateTo ?? '',
    OriginalLowestRate: offer.OriginalLowestRate ?? offer.LowestRate,
    Rates: offer.Rates.map(put),
  }));
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
