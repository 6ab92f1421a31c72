import { describe, expect, it } from 'vitest';
import {
  isSearchPossible,
  searchProblem,
  type SearchProblem,
  type SearchRequest,
} from './search-validity.ts';
import type { SearchQuery } from './search-query.ts';

const now = { today: '2026-11-22', hour: 10, minute: 0 };
const rules = {
  maxRooms: 4,
  now,
  sameDay: { Enabled: true, Hour: 18, Minute: 0, Message: 'Too late for tonight' },
};
const room = { adults: 2, children: 0, infants: 0 };
const query = (over: Partial<SearchQuery>): SearchQuery => ({
  arrive: '2026-12-01',
  depart: '2026-12-03',
  rooms: [room],
  promo: undefined,
  rate: undefined,
  location: undefined,
  currency: undefined,
  ...over,
});

describe('searchProblem', () => {
  it.each([
    ['a good search', {}, {}, null],
    ['no arrival', { arrive: undefined }, {}, 'dates'],
    ['no departure', { depart: undefined }, {}, 'dates'],
    ['arrival yesterday', { arrive: '2026-11-21', depart: '2026-11-23' }, {}, 'past'],
    [
      'arrival today is fine before the cut-off',
      { arrive: '2026-11-22', depart: '2026-11-23' },
      {},
      null,
    ],
    ['departure equal to arrival', { depart: '2026-12-01' }, {}, 'order'],
    ['departure before arrival', { depart: '2026-11-30' }, {}, 'order'],
    ['beyond 36 months', { arrive: '2029-11-21', depart: '2029-11-23' }, {}, 'window'],
    ['last night inside the window', { arrive: '2029-11-21', depart: '2029-11-22' }, {}, null],
    ['no rooms', { rooms: [] }, {}, 'rooms'],
    ['five rooms when four are allowed', { rooms: [room, room, room, room, room] }, {}, 'maxRooms'],
    ['four rooms', { rooms: [room, room, room, room] }, {}, null],
    [
      'same day at the cut-off minute',
      { arrive: '2026-11-22', depart: '2026-11-23' },
      { now: { ...now, hour: 18, minute: 0 } },
      'sameDay',
    ],
    [
      'same day one minute before',
      { arrive: '2026-11-22', depart: '2026-11-23' },
      { now: { ...now, hour: 17, minute: 59 } },
      null,
    ],
    [
      'tomorrow after the cut-off',
      { arrive: '2026-11-23', depart: '2026-11-24' },
      { now: { ...now, hour: 23, minute: 0 } },
      null,
    ],
  ] as Array<[string, Partial<SearchQuery>, Partial<typeof rules>, SearchProblem | null]>)(
    '%s',
    (_name, over, ruleOver, expected) => {
      expect(searchProblem(query(over), { ...rules, ...ruleOver })).toBe(expected);
    },
  );
});

const search: SearchRequest = {
  propertyId: 1,
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  rooms: [{}],
};

describe('isSearchPossible (spec §5)', () => {
  it.each<[string, Partial<SearchRequest>, number | undefined, boolean]>([
    ['property, dates and a room', {}, 4, true],
    ['property given by code', { propertyId: 'GRANDLDN' }, 4, true],
    ['no property', { propertyId: null }, 4, false],
    ['property id 0', { propertyId: 0 }, 4, false],
    ['no arrival', { fromDate: null }, 4, false],
    ['no departure', { toDate: undefined }, 4, false],
    ['an impossible date', { toDate: '2026-02-30' }, 4, false],
    ['a malformed date', { fromDate: '01/12/2026' }, 4, false],
    ['departure on arrival day', { toDate: '2026-12-01' }, 4, false],
    ['departure before arrival', { toDate: '2026-11-30' }, 4, false],
    ['no rooms', { rooms: [] }, 4, false],
    ['rooms at the maximum', { rooms: [{}, {}, {}, {}] }, 4, true],
    ['rooms over the maximum', { rooms: [{}, {}, {}, {}, {}] }, 4, false],
    ['no maximum configured', { rooms: [{}, {}, {}, {}, {}] }, undefined, true],
  ])('%s', (_label, change, maxRooms, possible) => {
    expect(isSearchPossible({ ...search, ...change }, maxRooms)).toBe(possible);
  });

  it.each([
    ['2026-11-30', true],
    ['2026-12-01', true],
    ['2026-12-02', false],
  ])('with today %s → %s', (today, possible) => {
    expect(isSearchPossible(search, 4, today)).toBe(possible);
  });
});
