import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_OCCUPANCY, effectiveOccupancyLimits, isOccupancyValid } from './occupancy.ts';
import type { Occupancy, OccupancyLimits, RateOccupancyLimits } from '../shared/types.ts';

const room: OccupancyLimits = {
  MinimumOccupancy: 1,
  MaximumOccupancy: 4,
  AdultMaximumOccupancy: 3,
  ChildMaximumOccupancy: 2,
};
const guests = (adults: number, children = 0, infants = 0): Occupancy => ({
  adults,
  children,
  infants,
});

describe('isOccupancyValid against the room type', () => {
  it.each([
    ['the minimum exactly', guests(1), true],
    ['below the minimum', guests(0), false],
    ['the maximum exactly', guests(2, 2), true],
    ['infants count towards the total', guests(2, 2, 1), false],
    ['over the adult maximum', guests(4), false],
    ['adults at their maximum with a child', guests(3, 1), true],
    ['over the child maximum', guests(1, 3), false],
    ['children only', guests(0, 1), true],
  ])('%s', (_label, occupancy, valid) => {
    expect(isOccupancyValid(room, occupancy)).toBe(valid);
  });

  it('treats missing limits as no maximum and a minimum of 0', () => {
    expect(isOccupancyValid({}, guests(9, 9, 9))).toBe(true);
    expect(isOccupancyValid({ MaximumOccupancy: null }, guests(0))).toBe(true);
  });

  it('treats a child maximum of 0 as no children allowed', () => {
    expect(isOccupancyValid({ ...room, ChildMaximumOccupancy: 0 }, guests(1, 1))).toBe(false);
  });
});

describe('isOccupancyValid with a rate plan', () => {
  const rate: RateOccupancyLimits = {
    UseOccupancyForRatePlan: true,
    MinimumOccupancy: 2,
    MaximumOccupancy: 6,
    AdultMaximumOccupancy: 2,
    ChildMaximumOccupancy: 5,
  };

  it.each([
    ['the rate minimum is stricter', guests(1), false],
    ['the room maximum is stricter', guests(2, 2, 1), false],
    ['the rate adult maximum is stricter', guests(3), false],
    ['the room child maximum is stricter', guests(1, 3), false],
    ['within both', guests(2, 1), true],
  ])('%s', (_label, occupancy, valid) => {
    expect(isOccupancyValid(room, occupancy, rate)).toBe(valid);
  });

  it('ignores rate limits unless the rate uses occupancy', () => {
    expect(isOccupancyValid(room, guests(3), { ...rate, UseOccupancyForRatePlan: false })).toBe(
      true,
    );
    expect(isOccupancyValid(room, guests(3), { ...rate, UseOccupancyForRatePlan: null })).toBe(
      true,
    );
  });

  it('resolves the stricter limits', () => {
    expect(effectiveOccupancyLimits(room, rate)).toEqual({
      minimum: 2,
      maximum: 4,
      adultMaximum: 2,
      childMaximum: 2,
    });
  });
});

describe('stricter occupancy (property)', () => {
  const limit = fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined });
  const limits = fc.record({
    MinimumOccupancy: limit,
    MaximumOccupancy: limit,
    AdultMaximumOccupancy: limit,
    ChildMaximumOccupancy: limit,
  });
  const occupancy = fc.record({ adults: fc.nat(8), children: fc.nat(8), infants: fc.nat(4) });

  it('never accepts what the room or the rate limits reject', () => {
    fc.assert(
      fc.property(limits, limits, occupancy, (roomLimits, rateLimits, guestsInRoom) => {
        const rate = { ...rateLimits, UseOccupancyForRatePlan: true };
        if (isOccupancyValid(roomLimits, guestsInRoom, rate)) {
          expect(isOccupancyValid(roomLimits, guestsInRoom)).toBe(true);
          expect(isOccupancyValid(rateLimits, guestsInRoom)).toBe(true);
        }
      }),
    );
  });

  it('accepts what both accept', () => {
    fc.assert(
      fc.property(limits, limits, occupancy, (roomLimits, rateLimits, guestsInRoom) => {
        const both =
          isOccupancyValid(roomLimits, guestsInRoom) && isOccupancyValid(rateLimits, guestsInRoom);
        expect(
          isOccupancyValid(roomLimits, guestsInRoom, {
            ...rateLimits,
            UseOccupancyForRatePlan: true,
          }),
        ).toBe(both);
      }),
    );
  });
});

describe('DEFAULT_OCCUPANCY (spec §9)', () => {
  it('is one adult alone, valid for a room with no limits', () => {
    expect(DEFAULT_OCCUPANCY).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(isOccupancyValid({ MinimumOccupancy: 1 }, DEFAULT_OCCUPANCY)).toBe(true);
  });
});
