import { describe, expect, it } from 'vitest';
import { occupancyRules } from '../../site/room-occupancy.ts';
import { hasErrors, sameDayMessage, validateSearch } from './validate-search.ts';

const rules = occupancyRules(
  {
    AdultMaximumOccupancy: 3,
    ChildMaximumOccupancy: 2,
    EnableChildrenSearch: true,
    EnableInfantSearch: true,
    DefaultOccupancyAdult: 2,
    DefaultOccupancyChildren: 0,
    DefaultOccupancyInfant: 0,
  },
  2,
);
const now = { today: '2026-11-22', hour: 10, minute: 0 };
const restriction = {
  Enabled: true,
  Hour: 14,
  Minute: 30,
  Message: 'Same-day bookings close at 2.30pm.',
};
const context = { now, rules, restriction };
const room = { adults: 2, children: 0, infants: 0 };
const ok = { arrive: '2026-12-07', depart: '2026-12-09', rooms: [room] };

describe('validateSearch', () => {
  it('passes a good search', () => {
    const errors = validateSearch(ok, context);
    expect(errors).toEqual({ room: [undefined] });
    expect(hasErrors(errors)).toBe(false);
  });

  it.each([
    [
      'no dates',
      { ...ok, arrive: '', depart: '' },
      { arrive: 'Choose an arrival date', depart: 'Choose a departure date' },
    ],
    [
      'departure on arrival day',
      { ...ok, depart: '2026-12-07' },
      { depart: 'Departure must be after arrival' },
    ],
    [
      'arrival in the past',
      { ...ok, arrive: '2026-11-21' },
      { arrive: 'Arrival cannot be before today' },
    ],
    [
      'departure beyond the window',
      { ...ok, arrive: '2029-11-20', depart: '2029-11-23' },
      { depart: 'Arrivals up to Wednesday, 21 Nov 2029 can be booked online' },
    ],
    [
      'arrival beyond the window',
      { ...ok, arrive: '2029-11-22', depart: '2029-11-23' },
      { arrive: 'Arrivals up to Wednesday, 21 Nov 2029 can be booked online' },
    ],
    ['no rooms', { ...ok, rooms: [] }, { rooms: 'Add at least one room' }],
    [
      'too many rooms',
      { ...ok, rooms: [room, room, room] },
      { rooms: 'You can book up to 2 rooms online' },
    ],
  ])('%s', (_name, search, expected) => {
    const errors = validateSearch(search, context);
    expect(errors).toMatchObject(expected);
    expect(hasErrors(errors)).toBe(true);
  });

  it.each([
    ['no adult', { adults: 0, children: 1, infants: 0 }, 'Each room needs at least one adult'],
    [
      'too many adults',
      { adults: 4, children: 0, infants: 0 },
      'Room 1 has more guests than the hotel allows',
    ],
    [
      'too many children',
      { adults: 1, children: 3, infants: 0 },
      'Room 1 has more guests than the hotel allows',
    ],
    [
      'too many infants',
      { adults: 1, children: 0, infants: 3 },
      'Room 1 has more guests than the hotel allows',
    ],
  ])('checks each room: %s', (_name, bad, message) => {
    expect(validateSearch({ ...ok, rooms: [bad] }, context).room).toEqual([message]);
  });

  it('numbers the room at fault', () => {
    expect(
      validateSearch({ ...ok, rooms: [room, { adults: 9, children: 0, infants: 0 }] }, context)
        .room,
    ).toEqual([undefined, 'Room 2 has more guests than the hotel allows']);
  });
});

describe('same-day cut-off (spec §5)', () => {
  const today = { ...ok, arrive: '2026-11-22', depart: '2026-11-23' };
  it.each([
    ['before the cut-off', { hour: 14, minute: 29 }, undefined],
    ['at the cut-off', { hour: 14, minute: 30 }, 'Same-day bookings close at 2.30pm.'],
    ['after the cut-off', { hour: 18, minute: 0 }, 'Same-day bookings close at 2.30pm.'],
  ])('arrival today %s', (_name, time, message) => {
    const errors = validateSearch(today, { ...context, now: { ...now, ...time } });
    expect(errors.sameDay).toBe(message);
  });

  it('does not apply to other arrivals or when disabled', () => {
    const late = { ...now, hour: 20 };
    expect(sameDayMessage('2026-11-23', { now: late, restriction })).toBeUndefined();
    expect(
      sameDayMessage('2026-11-22', { now: late, restriction: { ...restriction, Enabled: false } }),
    ).toBeUndefined();
    expect(sameDayMessage('', { now: late, restriction })).toBeUndefined();
  });
});
