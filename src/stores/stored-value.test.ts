import { describe, expect, it } from 'vitest';
import { decodeBasket, EMPTY_BASKET } from './basket.ts';
import { decodeCheckoutDetails, EMPTY_DETAILS } from './checkout.ts';
import { makeItem } from './test-fixtures.ts';

describe('stores read back from sessionStorage', () => {
  const basket = {
    propertyCode: 'GRANDLDN',
    searchKey: 'arrive=2026-12-01',
    items: [makeItem(), null],
    removed: [1],
  };

  it('keep a well-formed basket', () => {
    expect(decodeBasket(JSON.stringify(basket))).toEqual(basket);
  });

  it('keep the language of a basket’s words, and read one without it as unknown', () => {
    expect(decodeBasket(JSON.stringify({ ...basket, locale: 'de' }))).toEqual({
      ...basket,
      locale: 'de',
    });
    expect(decodeBasket(JSON.stringify({ ...basket, locale: 7 }))).toEqual(basket);
    expect(decodeBasket(JSON.stringify(basket))).not.toHaveProperty('locale');
  });

  it('read a basket stored before rooms could be removed as one with none removed', () => {
    expect(decodeBasket(JSON.stringify({ ...basket, removed: undefined }))).toEqual({
      ...basket,
      removed: [],
    });
  });

  it.each([
    ['not JSON', '{"propertyCode":'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an older shape without searchKey', JSON.stringify({ propertyCode: 'GRANDLDN', items: [] })],
    [
      'an item without its rate',
      JSON.stringify({ ...basket, items: [{ ...makeItem(), rate: undefined }] }),
    ],
    [
      'a tampered price',
      JSON.stringify({
        ...basket,
        items: [{ ...makeItem(), rate: { ...makeItem().rate, BaseRate: 'free' } }],
      }),
    ],
    [
      'an extra of another shape',
      JSON.stringify({ ...basket, items: [{ ...makeItem(), services: [{ ServiceId: 1 }] }] }),
    ],
  ])('reset the basket when it is %s', (_case, text) => {
    expect(decodeBasket(text)).toEqual(EMPTY_BASKET);
  });

  it('keep checkout details, and reset them when corrupt or of another shape', () => {
    const details = { ...EMPTY_DETAILS, firstName: 'Ada', country: 3 };
    expect(decodeCheckoutDetails(JSON.stringify(details))).toEqual(details);
    expect(decodeCheckoutDetails('{')).toEqual(EMPTY_DETAILS);
    expect(decodeCheckoutDetails(JSON.stringify({ ...details, country: 'GB' }))).toEqual(
      EMPTY_DETAILS,
    );
  });
});
