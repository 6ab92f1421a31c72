import { describe, expect, it } from 'vitest';
import {
  alternativeStays,
  alternativeStaysRange,
  type AlternativeStayRequest,
} from './alternative-stays.ts';
import { addDays } from '../shared/clock.ts';
import type { DayAvailability } from './availability.ts';

const day = (
  DateOfStay: string,
  AvailableRooms: number,
  rates: [number, number, number][] = [[1, 1, 100]],
): DayAvailability => ({
  DateOfStay,
  AvailableRooms,
  Rates: rates.map(([RatePlanId, MinLengthOfStay, MinimumRate]) => ({
    RatePlanId,
    MinLengthOfStay,
    MinimumRate,
  })),
});
const request = (fromDate: string, nights: number, rooms = 1): AlternativeStayRequest => ({
  fromDate,
  toDate: addDays(fromDate, nights),
  nights,
  rooms,
});
const starts = (rows: DayAvailability[], req: AlternativeStayRequest) =>
  alternativeStays(rows, req).map((s) => s.fromDate);

describe('alternativeStays (spec §5, §9)', () => {
  it('offers stays around a sold-out night, closest arrival first, earlier on a tie', () => {
    const rows = [
      day('2026-12-01', 2),
      day('2026-12-02', 2),
      day('2026-12-03', 0),
      day('2026-12-04', 2),
      day('2026-12-05', 2),
      day('2026-12-06', 2),
    ];
    // Requested 2 nights from the 3rd: the 3rd is sold out.
    expect(starts(rows, request('2026-12-03', 2))).toEqual([
      '2026-12-04',
      '2026-12-01',
      '2026-12-05',
    ]);
  });

  it('describes each stay', () => {
    const rows = [day('2026-12-01', 1, [[1, 1, 80]]), day('2026-12-02', 1, [[1, 1, 90]])];
    expect(alternativeStays(rows, request('2026-12-05', 2))).toEqual([
      { fromDate: '2026-12-01', toDate: '2026-12-03', numberOfNights: 2, totalCost: 170 },
    ]);
  });

  it.each<[string, DayAvailability[], AlternativeStayRequest, string[]]>([
    [
      'needs enough rooms every night',
      [day('2026-12-01', 2), day('2026-12-02', 1), day('2026-12-03', 2), day('2026-12-04', 2)],
      request('2026-12-01', 2, 2),
      ['2026-12-03'],
    ],
    [
      'needs consecutive nights (a missing row breaks the run)',
      [day('2026-12-01', 2), day('2026-12-03', 2), day('2026-12-04', 2)],
      request('2026-12-08', 2),
      ['2026-12-03'],
    ],
    [
      'the arrival night’s minimum stay must be met',
      [day('2026-12-01', 5, [[1, 3, 100]]), day('2026-12-02', 5), day('2026-12-03', 5)],
      request('2026-12-09', 2),
      ['2026-12-02'],
    ],
    [
      'a later night’s minimum stay does not block',
      [day('2026-12-01', 5), day('2026-12-02', 5, [[1, 3, 100]])],
      request('2026-12-09', 2),
      ['2026-12-01'],
    ],
    [
      'a night without rates cannot be booked',
      [day('2026-12-01', 5), day('2026-12-02', 5, []), day('2026-12-03', 5), day('2026-12-04', 5)],
      request('2026-12-09', 2),
      ['2026-12-03'],
    ],
    [
      'one rate plan must be open every night',
      [day('2026-12-01', 5, [[1, 1, 50]]), day('2026-12-02', 5, [[2, 1, 50]])],
      request('2026-12-09', 2),
      [],
    ],
    [
      'the requested stay itself is left out',
      [day('2026-12-01', 5), day('2026-12-02', 5), day('2026-12-03', 5)],
      request('2026-12-01', 2),
      ['2026-12-02'],
    ],
    ['no nights wanted', [day('2026-12-01', 5)], request('2026-12-01', 0), []],
  ])('%s', (_label, rows, req, expected) => {
    expect(starts(rows, req)).toEqual(expected);
  });

  it('prices with the cheapest plan open on every night, times the rooms', () => {
    const rows = [
      day('2026-12-01', 5, [
        [1, 1, 100],
        [2, 1, 70],
      ]),
      day('2026-12-02', 5, [
        [1, 1, 100],
        [2, 1, 140],
      ]),
    ];
    // Plan 1: 200, plan 2: 210 → 200 per room.
    expect(alternativeStays(rows, request('2026-12-09', 2, 2))[0]?.totalCost).toBe(400);
  });

  it('uses a plan whose minimum stay is met even when a cheaper one is not', () => {
    const rows = [
      day('2026-12-01', 5, [
        [1, 1, 100],
        [2, 3, 50],
      ]),
      day('2026-12-02', 5, [
        [1, 1, 100],
        [2, 1, 50],
      ]),
    ];
    expect(alternativeStays(rows, request('2026-12-09', 2))[0]?.totalCost).toBe(200);
  });

  it('offers at most 10, the closest ones', () => {
    const rows = Array.from({ length: 40 }, (_, i) => day(addDays('2026-12-01', i), 3));
    const stays = alternativeStays(rows, request('2026-12-20', 1));
    expect(stays).toHaveLength(10);
    expect(stays.map((s) => s.fromDate)).toEqual([
      '2026-12-19',
      '2026-12-21',
      '2026-12-18',
      '2026-12-22',
      '2026-12-17',
      '2026-12-23',
      '2026-12-16',
      '2026-12-24',
      '2026-12-15',
      '2026-12-25',
    ]);
  });

  it('ignores row order', () => {
    const rows = [day('2026-12-02', 1), day('2026-12-01', 1)];
    expect(starts(rows, request('2026-12-09', 2))).toEqual(['2026-12-01']);
  });
});

describe('alternativeStaysRange', () => {
  it.each([
    ['two weeks before to a month after', '2026-12-20', '2026-12-22', '2026-12-06', '2027-01-21'],
    ['not before today', '2026-12-01', '2026-12-03', '2026-11-25', '2027-01-02'],
    ['not past the availability cache', '2029-11-10', '2029-11-12', '2029-10-27', '2029-11-25'],
  ])('%s', (_case, arrive, depart, fromDate, toDate) => {
    expect(alternativeStaysRange({ arrive, depart }, '2026-11-25')).toEqual({ fromDate, toDate });
  });
});
