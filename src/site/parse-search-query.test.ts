import { describe, expect, it } from 'vitest';
import { parseGroupSearchQuery, parseSearchQuery } from './parse-search-query.ts';
import { toSearchParams } from './search-query.ts';

const defaultRoom = { adults: 2, children: 0, infants: 0 };
const parse = (query: string) => parseSearchQuery(new URLSearchParams(query), defaultRoom);

describe('parseSearchQuery', () => {
  it('reads the full deep-link format', () => {
    expect(
      parse(
        'arrive=2026-12-01&depart=2026-12-03&rooms=2-1-0,1-0-1&promo=winter10&rate=FLEX&location=3&currency=eur',
      ),
    ).toEqual({
      arrive: '2026-12-01',
      depart: '2026-12-03',
      rooms: [
        { adults: 2, children: 1, infants: 0 },
        { adults: 1, children: 0, infants: 1 },
      ],
      promo: 'WINTER10',
      rate: 'FLEX',
      room: undefined,
      location: 3,
      currency: 'EUR',
    });
  });

  it('reads the metasearch landing template (Google Hotel Center variables filled in)', () => {
    const query = parse(
      'arrive=2027-03-05&depart=2027-03-07&adults=2&children=1&currency=EUR&lang=en&room=CLDBL&rate=FLEX',
    );
    expect(query).toMatchObject({
      arrive: '2027-03-05',
      depart: '2027-03-07',
      rooms: [{ adults: 2, children: 1, infants: 0 }],
      currency: 'EUR',
      room: 'CLDBL',
      rate: 'FLEX',
    });
    expect(toSearchParams(query).get('room')).toBe('CLDBL');
  });

  it.each([
    ['no rooms → one room with the default occupancy', 'arrive=2026-12-01', [defaultRoom]],
    ['adults only', 'rooms=3', [{ adults: 3, children: 0, infants: 0 }]],
    [
      'unreadable room dropped',
      'rooms=2-0-0,x-1,1-0-0',
      [
        { adults: 2, children: 0, infants: 0 },
        { adults: 1, children: 0, infants: 0 },
      ],
    ],
    ['every room unreadable → default', 'rooms=a,b', [defaultRoom]],
    [
      'single-room fields of the plain form',
      'adults=3&children=1',
      [{ adults: 3, children: 1, infants: 0 }],
    ],
    [
      'rooms wins over single-room fields',
      'rooms=1-0-0&adults=3',
      [{ adults: 1, children: 0, infants: 0 }],
    ],
    [
      'zero adults kept for the rules to judge',
      'rooms=0-2-0',
      [{ adults: 0, children: 2, infants: 0 }],
    ],
  ])('%s', (_name, query, rooms) => {
    expect(parse(query).rooms).toEqual(rooms);
  });

  it.each([
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['01/12/2026', undefined],
    ['2028-02-29', '2028-02-29'],
  ])('date %s → %s', (value, expected) => {
    expect(parse(`arrive=${value}`).arrive).toBe(expected);
  });

  it('drops codes that could smuggle markup', () => {
    expect(parse('promo=<script>&rate=a b').promo).toBeUndefined();
    expect(parse('promo=<script>&rate=a b').rate).toBeUndefined();
  });
});

describe('toSearchParams', () => {
  it('round-trips through parseSearchQuery', () => {
    const query = parse(
      'arrive=2026-12-01&depart=2026-12-04&rooms=2-1-0,1-0-0&promo=WINTER10&location=2',
    );
    expect(parseSearchQuery(toSearchParams(query), defaultRoom)).toEqual(query);
    expect(toSearchParams(query).toString()).toBe(
      'arrive=2026-12-01&depart=2026-12-04&rooms=2-1-0%2C1-0-0&promo=WINTER10&location=2',
    );
  });
});

describe('parseGroupSearchQuery', () => {
  const rooms = (query: string) =>
    parseGroupSearchQuery(new URLSearchParams(query), defaultRoom).rooms;
  it.each([
    ['one room when the form asks for none', 'adults=3', 1],
    ['the number of rooms the form asks for', 'adults=1&roomCount=3', 3],
    ['at most eight', 'roomCount=20', 8],
    ['at least one', 'roomCount=0', 1],
    ['one for a count that is not a number', 'roomCount=many', 1],
  ])('%s', (_case, query, count) => {
    expect(rooms(query)).toHaveLength(count);
    expect(new Set(rooms(query).map((room) => JSON.stringify(room))).size).toBe(1);
  });

  it('reads a deep link’s rooms as they are, ignoring roomCount', () => {
    expect(rooms('rooms=2-1-0,1-0-0&roomCount=5')).toEqual([
      { adults: 2, children: 1, infants: 0 },
      { adults: 1, children: 0, infants: 0 },
    ]);
  });
});
