import { describe, expect, it } from 'vitest';
import { offersForRoom, reuseOfferViews, sameOfferView, type OfferView } from './offer-view.ts';
import { makeOffer, makeRate } from '../api/contract/test-fixtures.ts';

const gbp = { currency: 'GBP', vatRate: 20, vatInclusive: true };
const twoAdults = { adults: 2, children: 0, infants: 0 };

describe('offersForRoom', () => {
  it('prices each qualifying rate for the room and lists the cheapest room type first', () => {
    const offers = [
      makeOffer(1, [makeRate({ BaseRate: 300 })]),
      makeOffer(2, [
        makeRate({ RatePlanId: 1, BaseRate: 250 }),
        makeRate({ RatePlanId: 2, BaseRate: 180, Name: 'Non-refundable' }),
      ]),
    ];
    const views = offersForRoom(
      offers,
      { adults: 3, children: 0, infants: 0 },
      { 1: 5, 2: 5 },
      gbp,
    );
    expect(views.map((v) => v.offer.RoomType.RoomTypeId)).toEqual([2, 1]);
    // 180 base + 30 for the third adult
    expect(views[0]?.rates.map((r) => r.price)).toEqual([210, 280]);
    expect(views[0]?.fromPrice).toBe(210);
  });

  it('leaves out room types with no rooms left or that the occupancy does not fit', () => {
    const offers = [
      makeOffer(1, [makeRate()]),
      makeOffer(2, [makeRate()], { MaximumOccupancy: 2, AdultMaximumOccupancy: 2 }),
      makeOffer(3, [makeRate()]),
    ];
    const views = offersForRoom(
      offers,
      { adults: 3, children: 0, infants: 0 },
      { 1: 0, 2: 4, 3: 2 },
      gbp,
    );
    expect(views.map((v) => v.offer.RoomType.RoomTypeId)).toEqual([3]);
  });

  it('shows the original price only when it is higher', () => {
    const promo = makeRate({ BaseRate: 180, OriginalBaseRate: 200 });
    const [view] = offersForRoom(
      [makeOffer(1, [promo, makeRate({ RatePlanId: 2, BaseRate: 300, OriginalBaseRate: 300 })])],
      twoAdults,
      { 1: 9 },
      gbp,
    );
    expect(view?.rates.map((r) => [r.price, r.wasPrice])).toEqual([
      [180, 200],
      [300, null],
    ]);
    expect(view?.fromWasPrice).toBe(200);
  });

  it.each([
    [3, true],
    [1, true],
    [4, false],
  ])('with %i rooms left the few-left badge is %s', (left, few) => {
    const [view] = offersForRoom([makeOffer(1, [makeRate()])], twoAdults, { 1: left }, gbp);
    expect(view?.fewLeft).toBe(few);
    expect(view?.roomsLeft).toBe(left);
  });

  it('adds VAT for a hotel that quotes it exclusive, so the shown price is what the guest pays', () => {
    const [view] = offersForRoom(
      [makeOffer(1, [makeRate({ BaseRate: 100000 })])],
      twoAdults,
      { 1: 1 },
      { currency: 'NGN', vatRate: 7.5, vatInclusive: false },
    );
    expect(view?.fromPrice).toBe(107500);
  });

  it('reports the longest minimum stay of the offered rates', () => {
    const [view] = offersForRoom(
      [
        makeOffer(1, [
          makeRate({ MinLengthOfStay: 2 }),
          makeRate({ RatePlanId: 2, MinLengthOfStay: 1 }),
        ]),
      ],
      twoAdults,
      { 1: 1 },
      gbp,
    );
    expect(view?.minStay).toBe(2);
  });
});

describe('views kept for cards that did not change', () => {
  const offers = [
    makeOffer(1, [makeRate({ BaseRate: 300 })]),
    makeOffer(2, [makeRate({ RatePlanId: 1, BaseRate: 250 })]),
  ];
  const list = (left: Record<number, number>, occupancy = twoAdults, from = offers) =>
    offersForRoom(from, occupancy, left, gbp);
  const [first] = list({ 1: 5, 2: 5 });

  it.each([
    ['the same list worked out again', list({ 1: 5, 2: 5 })[0], true],
    ['one room fewer left of it', list({ 1: 5, 2: 4 })[0], false],
    ['another price (a third adult)', list({ 1: 5, 2: 5 }, { ...twoAdults, adults: 3 })[0], false],
    [
      'the same room type from another search',
      list({ 1: 5, 2: 5 }, twoAdults, [...offers.map((o) => ({ ...o }))])[0],
      false,
    ],
  ])('%s: same %s', (_name, other, same) => {
    expect(sameOfferView(first!, other!)).toBe(same);
  });

  it('hands back the earlier object for a card that shows the same, the new one otherwise', () => {
    const shown = new Map<number, OfferView>();
    const before = reuseOfferViews(list({ 1: 5, 2: 5 }), shown);
    const after = reuseOfferViews(list({ 1: 5, 2: 4 }), shown);
    expect(after.find((v) => v.offer.RoomType.RoomTypeId === 1)).toBe(
      before.find((v) => v.offer.RoomType.RoomTypeId === 1),
    );
    expect(after.find((v) => v.offer.RoomType.RoomTypeId === 2)).not.toBe(
      before.find((v) => v.offer.RoomType.RoomTypeId === 2),
    );
    // The changed card's view is what is kept from now on.
    expect(reuseOfferViews(list({ 1: 5, 2: 4 }), shown)).toEqual(after);
    expect(reuseOfferViews(list({ 1: 5, 2: 4 }), shown)[0]).toBe(after[0]);
  });
});
