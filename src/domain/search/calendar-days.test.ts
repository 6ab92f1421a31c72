import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '../booking/availability.ts';
import { addDays } from '../shared/clock.ts';
import {
  isCalendarDateDisabled,
  isDepartureDateDisabled,
  roomsByDate,
} from '../booking/availability.ts';
import {
  dayFacts,
  isArrivalDisabled,
  isDepartureDisabled,
  lastDepartureFor,
  searchWindow,
} from './calendar-days.ts';

const row = (AvailableRooms: number, rates: [number, number][]): DayAvailability => ({
  DateOfStay: '2026-12-07',
  AvailableRooms,
  Rates: rates.map(([MinimumRate, MinLengthOfStay], i) => ({
    RatePlanId: i + 1,
    MinimumRate,
    MinLengthOfStay,
  })),
});

describe('dayFacts', () => {
  it.each([
    [
      'rooms and rates',
      row(3, [
        [120, 1],
        [99.5, 2],
      ]),
      { lowestRate: 99.5, minStay: undefined },
    ],
    [
      'every rate with a minimum stay',
      row(3, [
        [120, 3],
        [99.5, 2],
      ]),
      { lowestRate: 99.5, minStay: 2 },
    ],
    ['no rooms left', row(0, [[120, 3]]), { lowestRate: undefined, minStay: 3 }],
    ['rooms but no rate', row(5, []), { lowestRate: undefined, minStay: undefined }],
  ])('%s', (_name, input, expected) => {
    expect(dayFacts(input)).toEqual(expected);
  });
});

const today = '2026-11-22';
const rooms = roomsByDate([
  { DateOfStay: '2026-12-07', AvailableRooms: 2 },
  { DateOfStay: '2026-12-08', AvailableRooms: 1 },
  { DateOfStay: '2026-12-09', AvailableRooms: 3 },
  { DateOfStay: '2026-12-10', AvailableRooms: 0 },
]);

const window = searchWindow(today);

it('stops at the 36 months a search can cover (earlier than the spec §9 reach)', () => {
  expect(window).toEqual({ today, lastArrival: '2029-11-21', lastDeparture: '2029-11-22' });
});

describe('isArrivalDisabled', () => {
  it.each([
    ['yesterday', '2026-11-21', true],
    ['today', '2026-11-22', false],
    ['a night with rooms', '2026-12-08', false],
    ['a night with no rooms', '2026-12-10', true],
    ['a night not loaded yet', '2027-05-01', false],
    ['the last arrival', '2029-11-21', false],
    ['after it', '2029-11-22', true],
  ])('%s', (_name, date, disabled) => {
    expect(isArrivalDisabled(date, window, rooms)).toBe(disabled);
  });
});

describe('departure', () => {
  it('stops at the first night with no rooms, which can still be the departure day', () => {
    expect(lastDepartureFor('2026-12-07', window, rooms)).toBe('2026-12-10');
    expect(lastDepartureFor('2026-12-11', window, rooms)).toBe('2029-11-22');
  });

  it.each([
    ['the day after arrival', '2026-12-08', false],
    ['the morning of the sold-out night', '2026-12-10', false],
    ['beyond a sold-out night', '2026-12-11', true],
    ['before the arrival: a new arrival', '2026-12-01', false],
    ['a sold-out day before the arrival', '2026-11-21', true],
  ])('%s', (_name, date, disabled) => {
    const last = lastDepartureFor('2026-12-07', window, rooms);
    expect(isDepartureDisabled(date, '2026-12-07', last, window, rooms)).toBe(disabled);
  });

  it.each(['2026-12-05', '2026-12-07', '2026-12-11', '2029-10-01'])(
    'agrees with the domain rule inside the window for an arrival on %s',
    (arrive) => {
      const last = lastDepartureFor(arrive, window, rooms);
      for (let i = 1; i < 40; i++) {
        const date = addDays(arrive, i);
        const domain =
          isDepartureDateDisabled(date, arrive, today, rooms) || date > window.lastDeparture;
        expect(isDepartureDisabled(date, arrive, last, window, rooms), date).toBe(domain);
      }
      expect(isDepartureDisabled(arrive, arrive, last, window, rooms)).toBe(
        isCalendarDateDisabled(arrive, today, rooms),
      );
    },
  );
});
