import { afterEach, describe, expect, it, vi } from 'vitest';
import { $basket, EMPTY_BASKET, type Basket, type BasketService } from './basket.ts';
import { basketIn, hotelWordsOf, nameBasket } from './basket-words.ts';
import { basketTotals } from './basket-view.ts';
import { makeItem, makeOffer, makeRate } from './test-fixtures.ts';

const breakfast: BasketService = {
  ServiceId: 7,
  Name: 'English Breakfast',
  ChargeType: 'PerDay',
  ChargePerPerson: true,
  Price: 24,
  Quantity: 1,
};
const flexible = makeRate({
  RatePlanId: 1,
  Name: 'Flexible Rate',
  Description: 'Room only.',
  Policy: { ...makeRate().Policy, CancellationPolicy: 'Free until 48 hours before arrival.' },
});
const english: Basket = {
  propertyCode: 'GRANDLDN',
  searchKey: 'arrive=2026-12-01&depart=2026-12-03&rooms=2-0-0',
  items: [
    makeItem({
      roomTypeId: 1,
      roomTypeName: 'Classic Double',
      rate: flexible,
      services: [breakfast],
    }),
    null,
  ],
  removed: [],
  locale: 'en-GB',
};
// The German answer: the same plan with other words, and (as a later search may) other prices.
const flexibel = makeRate({
  RatePlanId: 1,
  Name: 'Flexibler Tarif',
  Description: 'Nur Übernachtung.',
  IncludedMeal: null,
  BaseRate: 999,
  Policy: {
    CancellationPolicy: 'Kostenfreie Stornierung bis 48 Stunden vor Anreise.',
    PaymentPolicyConfiguration: {
      AutomaticPaymentType: 'AtBooking',
      PercentageToCharge: 100,
      DaysBeforeArrival: 0,
    },
  },
});
const german = hotelWordsOf(
  [makeOffer(1, [flexibel], { Name: 'Klassisches Doppelzimmer' })],
  [{ ServiceId: 7, Name: 'Englisches Frühstück' }],
);
const gbp = { currency: 'GBP', vatRate: 20, vatInclusive: true };

describe('basketIn', () => {
  it('renames the room, the rate and the extras and says the basket is in the language', () => {
    const said = basketIn(english, german, 'de');
    const item = said.items[0]!;
    expect(item.roomTypeName).toBe('Klassisches Doppelzimmer');
    expect(item.rate.Name).toBe('Flexibler Tarif');
    expect(item.rate.Description).toBe('Nur Übernachtung.');
    expect(item.rate.Policy.CancellationPolicy).toBe(
      'Kostenfreie Stornierung bis 48 Stunden vor Anreise.',
    );
    expect(item.services.map((extra) => extra.Name)).toEqual(['Englisches Frühstück']);
    expect(said.locale).toBe('de');
    expect(said.items[1]).toBeNull();
  });

  it('changes only words: prices, payment policy and everything else stay as chosen', () => {
    const said = basketIn(english, german, 'de');
    const item = said.items[0]!;
    expect(item.rate.BaseRate).toBe(flexible.BaseRate);
    expect(item.rate.Policy.PaymentPolicyConfiguration).toEqual(
      flexible.Policy.PaymentPolicyConfiguration,
    );
    expect(item.services[0]).toEqual({ ...breakfast, Name: 'Englisches Frühstück' });
    expect(basketTotals(said.items, gbp, '2026-11-01')).toEqual(
      basketTotals(english.items, gbp, '2026-11-01'),
    );
    const words = (item: NonNullable<Basket['items'][number]>) => ({
      ...item,
      roomTypeName: '',
      rate: {
        ...item.rate,
        Name: '',
        Description: '',
        Policy: item.rate.Policy.PaymentPolicyConfiguration,
      },
      services: item.services.map((extra) => ({ ...extra, Name: '' })),
    });
    expect(words(item)).toEqual(words(english.items[0]!));
  });

  it.each([
    ['a room type the words lack', [makeOffer(2, [flexibel])], [{ ServiceId: 7, Name: 'x' }]],
    [
      'a rate plan the words lack',
      [makeOffer(1, [makeRate({ RatePlanId: 2 })])],
      [{ ServiceId: 7, Name: 'x' }],
    ],
    ['an extra whose list is not loaded', [makeOffer(1, [flexibel])], []],
  ])(
    'keeps the old name of %s and no longer says which language the basket is in',
    (_, offers, extras) => {
      const said = basketIn(english, hotelWordsOf(offers, extras), 'de');
      expect(said.locale).toBeUndefined();
      expect(said).not.toBe(english);
    },
  );

  it('keeps what the words lack as it was', () => {
    const said = basketIn(english, hotelWordsOf([makeOffer(1, [flexibel])], []), 'de');
    expect(said.items[0]!.roomTypeName).toBe('Room 1');
    expect(said.items[0]!.rate.Name).toBe('Flexibler Tarif');
    expect(said.items[0]!.services[0]!.Name).toBe('English Breakfast');
  });

  it('finds an upgrade’s rate plan among the upgrades’ rates', () => {
    const offer = makeOffer(1, [], {
      Name: 'Klassisches Doppelzimmer',
      Upgrades: [{ RoomTypeId: 3, AvailableRates: [flexibel] }],
    });
    const said = basketIn(english, hotelWordsOf([offer], [{ ServiceId: 7, Name: 'x' }]), 'de');
    expect(said.items[0]!.rate.Name).toBe('Flexibler Tarif');
    expect(said.locale).toBe('de');
  });

  it('answers the same basket when it already says everything in the language', () => {
    const said = basketIn(english, german, 'de');
    expect(basketIn(said, german, 'de')).toBe(said);
    const empty: Basket = { ...english, items: [null, null] };
    expect(basketIn(empty, german, 'de')).toEqual({ ...empty, locale: 'de' });
    expect(basketIn({ ...empty, locale: 'de' }, german, 'de').locale).toBe('de');
  });

  it('says a basket whose language was unknown is in the language once every word is known', () => {
    const { locale: _, ...unknown } = english;
    expect(basketIn(unknown, german, 'de').locale).toBe('de');
  });
});

describe('nameBasket', () => {
  const answer = { RoomTypes: [makeOffer(1, [flexibel], { Name: 'Klassisches Doppelzimmer' })] };
  const lists = { '1-1': { Services: [{ ServiceId: 7, Name: 'Englisches Frühstück' }] } };
  afterEach(() => {
    vi.unstubAllGlobals();
    $basket.set(EMPTY_BASKET);
  });

  it('stores the basket in the words of the page’s language', () => {
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    $basket.set(english);
    nameBasket(english, answer, lists);
    expect($basket.get()).toEqual(basketIn(english, german, 'de'));
    expect($basket.get().locale).toBe('de');
  });

  it('leaves a basket of another search as it is', () => {
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    $basket.set(english);
    nameBasket({ ...english, searchKey: 'arrive=2026-12-02' }, answer, [lists['1-1']]);
    expect($basket.get()).toBe(english);
  });
});
