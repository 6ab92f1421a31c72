import { describe, expect, it } from 'vitest';
import { makeOffer, makeRate } from '../api/contract/test-fixtures.ts';
import { fullOffers, leanOffers } from './lean-offers.ts';

describe('lean Rooms & Rates props', () => {
  const suiteRates = [
    makeRate({ RatePlanId: 1, BaseRate: 300 }),
    makeRate({ RatePlanId: 2, BaseRate: 280, Name: 'Bed & breakfast' }),
  ];
  const offers = [
    makeOffer(1, [makeRate({ RatePlanId: 1 })], {
      Upgrades: [
        { RoomTypeId: 2, AvailableRates: suiteRates },
        { RoomTypeId: 3, AvailableRates: [makeRate({ RatePlanId: 1, BaseRate: 999 })] },
      ],
    }),
    makeOffer(2, suiteRates),
    // Plan 4's words differ between room types: they stay where they are.
    makeOffer(5, [makeRate({ RatePlanId: 4, Description: 'A' })]),
    makeOffer(6, [makeRate({ RatePlanId: 4, Description: 'B' })]),
  ];

  it('leaves out upgrade rates that repeat the upgrade room type’s own, and plan words shared by every rate of a plan', () => {
    const { offers: lean, leftOut } = leanOffers(offers);
    expect(leftOut.upgrades).toEqual(['1>2']);
    expect(Object.keys(leftOut.plans).sort()).toEqual(['1', '2']);
    expect(lean[0]!.RoomType.Upgrades[0]!.AvailableRates).toEqual([]);
    // Room type 3 is not in the answer: its upgrade rates stay (without the shared words).
    expect(lean[0]!.RoomType.Upgrades[1]!.AvailableRates).toHaveLength(1);
    expect(lean[0]!.Rates[0]).not.toHaveProperty('Name');
    expect(lean[0]!.Rates[0]!.Policy).not.toHaveProperty('CancellationPolicy');
    expect(lean[2]!.Rates[0]!.Description).toBe('A');
    expect(JSON.stringify({ lean, leftOut }).length).toBeLessThan(JSON.stringify(offers).length);
  });

  it('leaves out the same from an answer that came as JSON (no rates shared between room types)', () => {
    const copied = JSON.parse(JSON.stringify(offers)) as typeof offers;
    expect(leanOffers(copied)).toEqual(leanOffers(offers));
  });

  it('keeps upgrade rates that differ from the room type’s own in any field', () => {
    const cheaper = [{ ...suiteRates[0]!, BaseRate: 1 }, suiteRates[1]!];
    const changed = [
      makeOffer(1, [makeRate({ RatePlanId: 1 })], {
        Upgrades: [{ RoomTypeId: 2, AvailableRates: cheaper }],
      }),
      makeOffer(2, suiteRates),
    ];
    expect(leanOffers(changed).leftOut.upgrades).toEqual([]);
  });

  it('leaves out figures before a promotion that equal the figures', () => {
    const promoted = makeRate({ RatePlanId: 7, BaseRate: 90, OriginalBaseRate: 100 });
    const { offers: lean } = leanOffers([makeOffer(8, [promoted, makeRate({ RatePlanId: 1 })])]);
    expect(lean[0]!.Rates[0]).toMatchObject({ BaseRate: 90, OriginalBaseRate: 100 });
    expect(lean[0]!.Rates[0]).not.toHaveProperty('OriginalCostPerAdult');
    expect(lean[0]!.Rates[1]).not.toHaveProperty('OriginalBaseRate');
  });

  it('leaves out the stay’s dates of every offer for them, and a lowest price no promotion changed', () => {
    const { offers: lean, leftOut } = leanOffers(offers);
    expect(leftOut.dates).toEqual({ DateFrom: offers[0]!.DateFrom, DateTo: offers[0]!.DateTo });
    expect(lean[1]).not.toHaveProperty('DateFrom');
    expect(lean[1]).not.toHaveProperty('OriginalLowestRate');
    const promoted = { ...offers[1]!, OriginalLowestRate: 999 };
    const other = { ...offers[2]!, DateTo: '2099-01-01' };
    const kept = leanOffers([offers[0]!, promoted, other]).offers;
    expect(kept[1]).toMatchObject({ OriginalLowestRate: 999 });
    expect(kept[2]).toMatchObject({ DateTo: '2099-01-01' });
    expect(fullOffers(kept, leanOffers([offers[0]!, promoted, other]).leftOut)).toEqual([
      offers[0],
      promoted,
      other,
    ]);
  });

  it('puts everything back exactly', () => {
    const { offers: lean, leftOut } = leanOffers(offers);
    expect(fullOffers(lean, leftOut)).toEqual(offers);
    const promoted = [
      makeOffer(8, [makeRate({ RatePlanId: 7, BaseRate: 90, OriginalBaseRate: 100 })]),
    ];
    const leanPromoted = leanOffers(promoted);
    expect(fullOffers(leanPromoted.offers, leanPromoted.leftOut)).toEqual(promoted);
  });
});
