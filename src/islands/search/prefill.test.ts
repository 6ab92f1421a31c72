import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../site/parse-search-query.ts';
import { toSearchParams } from '../../site/search-query.ts';
import { urlFields } from '../../site/parse-search-query.ts';
import { draftToQuery, prefillSearch } from './prefill.ts';
import { occupancyRules } from '../../site/room-occupancy.ts';

const rules = occupancyRules(
  {
    AdultMaximumOccupancy: 4,
    ChildMaximumOccupancy: 2,
    EnableChildrenSearch: true,
    EnableInfantSearch: false,
    DefaultOccupancyAdult: 2,
    DefaultOccupancyChildren: 0,
    DefaultOccupancyInfant: 0,
  },
  3,
);
const defaults = { adults: 2, children: 0, infants: 0 };
const today = '2026-11-22';
const stored = {
  propertyCode: 'GRANDLDN',
  arrive: '2026-12-20',
  depart: '2026-12-23',
  rooms: [
    { adults: 1, children: 1, infants: 0 },
    { adults: 2, children: 0, infants: 0 },
  ],
  promo: 'WINTER10',
  location: 2,
};
const prefill = (search: string, withStore: typeof stored | null = stored) => {
  const params = new URLSearchParams(search);
  return prefillSearch(
    parseSearchQuery(params, defaults),
    urlFields(params),
    withStore ?? undefined,
    today,
    rules,
  );
};

describe('prefill precedence: URL > stored search > property defaults', () => {
  it('uses the property defaults with nothing else', () => {
    expect(prefill('', null)).toEqual({
      arrive: '',
      depart: '',
      rooms: [defaults],
      promo: '',
      rate: '',
      location: '',
    });
  });

  it('restores the stored search when the URL has none', () => {
    expect(prefill('')).toEqual({
      arrive: '2026-12-20',
      depart: '2026-12-23',
      rooms: stored.rooms,
      promo: 'WINTER10',
      rate: '',
      location: '2',
    });
  });

  it('lets a deep link win, part by part', () => {
    expect(prefill('arrive=2027-01-04&depart=2027-01-06&rooms=3-0-0')).toEqual({
      arrive: '2027-01-04',
      depart: '2027-01-06',
      rooms: [{ adults: 3, children: 0, infants: 0 }],
      promo: 'WINTER10',
      rate: '',
      location: '2',
    });
    expect(prefill('promo=spring&location=5')).toMatchObject({
      arrive: '2026-12-20',
      promo: 'SPRING',
      location: '5',
      rooms: stored.rooms,
    });
  });

  it('reads the single-room fields of the no-JavaScript form', () => {
    expect(prefill('adults=3&children=1&infants=0', null).rooms).toEqual([
      { adults: 3, children: 1, infants: 0 },
    ]);
  });

  it('does not restore dates that have passed', () => {
    expect(prefill('', { ...stored, arrive: '2026-11-20', depart: '2026-11-25' })).toMatchObject({
      arrive: '',
      depart: '',
    });
  });

  it('keeps a deep link’s rooms within the property rules (no infants here)', () => {
    expect(prefill('rooms=7-3-1', null).rooms).toEqual([{ adults: 4, children: 2, infants: 0 }]);
  });
});

it('turns the form back into the deep-link format', () => {
  const draft = prefill('arrive=2027-01-04&depart=2027-01-06&rooms=2-1-0,1-0-0&location=3', null);
  expect(toSearchParams(draftToQuery(draft, 'WINTER10')).toString()).toBe(
    'arrive=2027-01-04&depart=2027-01-06&rooms=2-1-0%2C1-0-0&promo=WINTER10&location=3',
  );
  expect(
    toSearchParams(draftToQuery({ ...draft, arrive: '', location: '' }, undefined)).toString(),
  ).toBe('depart=2027-01-06&rooms=2-1-0%2C1-0-0');
});
