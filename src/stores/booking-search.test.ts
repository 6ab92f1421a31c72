import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $bookingSearch,
  clearSearch,
  decodeStoredSearch,
  saveSearch,
  storedSearchFor,
} from './booking-search.ts';

const search = {
  propertyCode: 'GRANDLDN',
  arrive: '2026-12-07',
  depart: '2026-12-09',
  rooms: [{ adults: 2, children: 1, infants: 0 }],
  promo: 'WINTER10',
};

describe('booking search store', () => {
  beforeAll(() => {
    // After the store module has set the sessionStorage engine: writes go where the test reads.
    useTestStorageEngine();
  });
  afterEach(() => {
    cleanTestStorage();
  });

  it('writes the search to storage as JSON and reads it back for the same property', () => {
    saveSearch(search);
    expect(JSON.parse(getTestStorage()['stayfront.search'] ?? 'null')).toEqual(search);
    expect(storedSearchFor('grandldn')).toEqual(search);
    expect(storedSearchFor('SEASIDECPT')).toBeUndefined();
  });

  it('forgets the search when cleared', () => {
    saveSearch(search);
    clearSearch();
    expect(getTestStorage()['stayfront.search']).toBeUndefined();
    expect(storedSearchFor('GRANDLDN')).toBeUndefined();
  });

  it('picks up a search another page stored', () => {
    const unbind = $bookingSearch.listen(() => undefined);
    setTestStorageKey('stayfront.search', JSON.stringify({ ...search, promo: undefined }));
    expect(storedSearchFor('GRANDLDN')?.rooms).toEqual(search.rooms);
    unbind();
  });
});

describe('decodeStoredSearch', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ propertyCode: 'GRANDLDN', rooms: 'two' })],
    ['an impossible date', JSON.stringify({ ...search, arrive: '2026-02-30' })],
    [
      'negative guests',
      JSON.stringify({ ...search, rooms: [{ adults: -1, children: 0, infants: 0 }] }),
    ],
  ])('rejects %s', (_name, encoded) => {
    expect(decodeStoredSearch(encoded)).toBeNull();
  });
});
