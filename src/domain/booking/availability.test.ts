import { describe, expect, it } from 'vitest';
import {
  availabilityCacheRange,
  isCalendarDateDisabled,
  isDepartureDateDisabled,
  lastCalendarDate,
  minimumStayFor,
  roomsByDate,
  showAvailabilityBadge,
} from './availability.ts';

const today = '2026-11-22';
const rooms = roomsByDate([
  { DateOfStay: '2026-11-22', AvailableRooms: 4 },
  { DateOfStay: '2026-11-23', AvailableRooms: 0 },
  { DateOfStay: '2026-11-24', AvailableRooms: 1 },
  { DateOfStay: '2026-11-25', AvailableRooms: 2 },
]);

describe('calendar reach (spec §9)', () => {
  it.each([
    ['2026-11-22', '2029-12-22'],
    ['2028-01-31', '2031-02-28'],
    ['2027-02-28', '2030-03-28'],
  ])('from %s the last date is %s', (from, last) => {
    expect(lastCalendarDate(from)).toBe(last);
  });

  it('caches 36 months from today', () => {
    expect(availabilityCacheRange(today)).toEqual({ fromDate: '2026-11-22', toDate: '2029-11-22' });
  });
});

describe('isCalendarDateDisabled (spec §9)', () => {
  it.each([
    ['yesterday', '2026-11-21', true],
    ['today with rooms', '2026-11-22', false],
    ['a night with no rooms', '2026-11-23', true],
    ['a night with one room', '2026-11-24', false],
    ['a date without a row', '2027-05-01', false],
    ['the last date of the reach', '2029-12-22', false],
    ['the day after the reach', '2029-12-23', true],
  ])('%s (%s)', (_label, date, disabled) => {
    expect(isCalendarDateDisabled(date, today, rooms)).toBe(disabled);
  });
});

describe('isDepartureDateDisabled', () => {
  it.each([
    ['the arrival day itself', '2026-11-24', '2026-11-24', true],
    ['before the arrival', '2026-11-24', '2026-11-22', true],
    ['leaving on a sold-out day after one night', '2026-11-22', '2026-11-23', false],
    ['staying through a sold-out night', '2026-11-22', '2026-11-24', true],
    ['two nights with rooms', '2026-11-24', '2026-11-26', false],
    ['the morning after the last night of the reach', '2029-12-22', '2029-12-23', false],
    ['beyond that', '2029-12-22', '2029-12-24', true],
  ])('%s', (_label, arrival, departure, disabled) => {
    expect(isDepartureDateDisabled(departure, arrival, today, rooms)).toBe(disabled);
  });
});

describe('showAvailabilityBadge (spec §9)', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
    [4, false],
    [-1, false],
  ])('%i rooms left → %s', (left, shown) => {
    expect(showAvailabilityBadge(left)).toBe(shown);
  });
});

describe('minimumStayFor', () => {
  it.each([
    [
      [
        { MinLengthOfStay: 3, MinimumRate: 90 },
        { MinLengthOfStay: 2, MinimumRate: 120 },
      ],
      2,
    ],
    [
      [
        { MinLengthOfStay: null, MinimumRate: 90 },
        { MinLengthOfStay: 4, MinimumRate: 60 },
      ],
      1,
    ],
    [[], undefined],
  ])('%o → %s', (rates, nights) => {
    expect(minimumStayFor({ DateOfStay: today, AvailableRooms: 1, Rates: rates })).toBe(nights);
  });
});
