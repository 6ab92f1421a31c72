import { describe, expect, it } from 'vitest';
import { stayBreach, stayBreachMessage, type StayRestrictions } from './stay-restrictions.ts';

const open: StayRestrictions = {
  minLengthOfStay: null,
  maxLengthOfStay: null,
  closedToArrival: false,
  closedToDeparture: false,
};

describe('stayBreach', () => {
  it.each<[string, Partial<StayRestrictions>, number, ReturnType<typeof stayBreach>]>([
    ['no restriction', {}, 3, null],
    ['minimum stay met exactly', { minLengthOfStay: 3 }, 3, null],
    ['shorter than the minimum', { minLengthOfStay: 3 }, 2, { kind: 'minimumStay', nights: 3 }],
    ['maximum stay met exactly', { maxLengthOfStay: 7 }, 7, null],
    ['longer than the maximum', { maxLengthOfStay: 7 }, 8, { kind: 'maximumStay', nights: 7 }],
    ['arrival night closed to arrival', { closedToArrival: true }, 2, { kind: 'closedToArrival' }],
    [
      'departure day closed to departure',
      { closedToDeparture: true },
      2,
      { kind: 'closedToDeparture' },
    ],
    [
      'closed to arrival wins over a short stay',
      { closedToArrival: true, minLengthOfStay: 5 },
      2,
      { kind: 'closedToArrival' },
    ],
    [
      'the length wins over the departure day',
      { closedToDeparture: true, maxLengthOfStay: 1 },
      2,
      { kind: 'maximumStay', nights: 1 },
    ],
  ])('%s', (_label, restrictions, nights, breach) => {
    expect(stayBreach({ ...open, ...restrictions }, nights)).toEqual(breach);
  });
});

describe('stayBreachMessage', () => {
  it.each<[Parameters<typeof stayBreachMessage>[0], string]>([
    [{ kind: 'minimumStay', nights: 3 }, 'Stays arriving on this date are for at least 3 nights.'],
    [{ kind: 'maximumStay', nights: 7 }, 'Stays arriving on this date are for at most 7 nights.'],
    [{ kind: 'closedToArrival' }, 'Stays cannot arrive on this date.'],
    [{ kind: 'closedToDeparture' }, 'Stays cannot leave on this departure date.'],
  ])('%j', (breach, message) => {
    expect(stayBreachMessage(breach)).toBe(message);
  });
});
