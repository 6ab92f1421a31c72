import { describe, expect, it } from 'vitest';
import { minimumStayBlocking, restrictionBlocking } from './search.ts';
import type { StayRateTotals } from './stay-rows.ts';

const row = (roomTypeId: number, fields: Partial<StayRateTotals>): StayRateTotals => ({
  roomTypeId,
  ratePlanId: 1,
  openNights: 1,
  arrivalMinLengthOfStay: 1,
  arrivalMaxLengthOfStay: null,
  arrivalClosedToArrival: false,
  departureClosedToDeparture: false,
  baseNumberOfAdults: 2,
  prices: {
    BaseRate: 100,
    CostPerRoom: 0,
    CostPerAdult: 0,
    CostPerChild: 0,
    CostPerInfant: 0,
    PerPersonCostPerAdult: 0,
    PerPersonCostPerChild: 0,
    PerPersonCostPerInfant: 0,
  },
  ...fields,
});

describe('minimumStayBlocking', () => {
  it.each([
    [
      'a one-night stay on a night asking for three',
      [row(1, { arrivalMinLengthOfStay: 3 })],
      { 1: 4 },
      1,
      3,
    ],
    [
      'the shortest of several minimums',
      [row(1, { arrivalMinLengthOfStay: 3 }), row(2, { arrivalMinLengthOfStay: 2 })],
      { 1: 4, 2: 1 },
      1,
      2,
    ],
    [
      'a sold-out room type does not count',
      [row(1, { arrivalMinLengthOfStay: 2 })],
      { 1: 0 },
      1,
      null,
    ],
    [
      'a closed night is another reason',
      [row(1, { arrivalMinLengthOfStay: 3, openNights: 0 })],
      { 1: 4 },
      1,
      null,
    ],
    [
      'a stay long enough is not blocked',
      [row(1, { arrivalMinLengthOfStay: 2, openNights: 2 })],
      { 1: 4 },
      2,
      null,
    ],
  ] as const)('%s', (_name, totals, rooms, nights, expected) => {
    expect(minimumStayBlocking(totals, rooms, nights)).toBe(expected);
  });
});

describe('restrictionBlocking', () => {
  it.each([
    [
      'a maximum stay',
      [row(1, { arrivalMaxLengthOfStay: 1, openNights: 2 })],
      { 1: 4 },
      2,
      { kind: 'maximumStay', nights: 1 },
    ],
    [
      'closed to arrival',
      [row(1, { arrivalClosedToArrival: true })],
      { 1: 4 },
      1,
      { kind: 'closedToArrival' },
    ],
    [
      'closed to departure',
      [row(1, { departureClosedToDeparture: true })],
      { 1: 4 },
      1,
      { kind: 'closedToDeparture' },
    ],
    [
      'a sold-out room type does not count',
      [row(1, { arrivalClosedToArrival: true })],
      { 1: 0 },
      1,
      null,
    ],
    [
      'a closed night is another reason',
      [row(1, { arrivalClosedToArrival: true, openNights: 0 })],
      { 1: 4 },
      1,
      null,
    ],
    ['nothing restricted', [row(1, {})], { 1: 4 }, 1, null],
  ] as const)('%s', (_name, totals, rooms, nights, expected) => {
    expect(restrictionBlocking(totals, rooms, nights)).toEqual(expected);
  });
});
