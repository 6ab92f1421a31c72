import { describe, expect, it } from 'vitest';
import { isRoomTypeOffered, qualifyingRates, rateQualifies, roomsRemaining } from './offers.ts';
import type { Occupancy, Rate, RoomTypeOffer } from '../shared/types.ts';

const guests = (adults: number, children = 0, infants = 0): Occupancy => ({
  adults,
  children,
  infants,
});
const roomType = {
  RoomTypeId: 10,
  MinimumOccupancy: 1,
  MaximumOccupancy: 3,
  AdultMaximumOccupancy: 2,
  ChildMaximumOccupancy: 2,
};
const singleOnlyRate = {
  RatePlanId: 2,
  BaseRate: 80,
  UseOccupancyForRatePlan: true,
  MaximumOccupancy: 1,
};
const offer: RoomTypeOffer = {
  RoomType: roomType,
  Rates: [{ RatePlanId: 1, BaseRate: 100 }, singleOnlyRate],
};

describe('rateQualifies', () => {
  it.each<[string, Rate, Occupancy, boolean]>([
    ['rate without its own limits, valid occupancy', { RatePlanId: 1 }, guests(2), true],
    [
      'rate without its own limits, occupancy over the room type',
      { RatePlanId: 1 },
      guests(3),
      false,
    ],
    [
      'rate using occupancy that rejects the guests',
      { RatePlanId: 2, UseOccupancyForRatePlan: true, MaximumOccupancy: 1 },
      guests(2),
      false,
    ],
    [
      'rate using occupancy that accepts the guests',
      { RatePlanId: 2, UseOccupancyForRatePlan: true, MaximumOccupancy: 1 },
      guests(1),
      true,
    ],
  ])('%s', (_label, rate, occupancy, qualifies) => {
    expect(rateQualifies(roomType, rate, occupancy)).toBe(qualifies);
  });

  it('keeps the qualifying rates only', () => {
    expect(qualifyingRates(offer, guests(2)).map((r) => r.RatePlanId)).toEqual([1]);
    expect(qualifyingRates(offer, guests(1)).map((r) => r.RatePlanId)).toEqual([1, 2]);
  });
});

describe('roomsRemaining', () => {
  it.each([
    [{ '10': 2 }, 10, 2],
    [{ '10': 2 }, '10', 2],
    [{ '11': 2 }, 10, 0],
  ])('%o, room type %s → %i', (rooms, id, left) => {
    expect(roomsRemaining(rooms, id)).toBe(left);
  });
});

describe('isRoomTypeOffered (spec §5)', () => {
  it.each([
    [
      'rooms remain, valid occupancy, a rate qualifies',
      offer,
      guests(2),
      { '10': 1 },
      undefined,
      true,
    ],
    ['no rooms remain', offer, guests(2), { '10': 0 }, undefined, false],
    ['room type missing from the counts', offer, guests(2), {}, undefined, false],
    ['occupancy over the room type', offer, guests(2, 2), { '10': 3 }, undefined, false],
    [
      'no rate qualifies',
      { ...offer, Rates: [singleOnlyRate] },
      guests(2),
      { '10': 3 },
      undefined,
      false,
    ],
    ['no rates at all', { ...offer, Rates: [] }, guests(2), { '10': 3 }, undefined, false],
    ['matches the chosen room type', offer, guests(2), { '10': 1 }, 10, true],
    ['another room type was chosen', offer, guests(2), { '10': 1 }, 11, false],
    ['no room type chosen (null)', offer, guests(2), { '10': 1 }, null, true],
  ])('%s', (_label, o, occupancy, rooms, chosen, offered) => {
    expect(isRoomTypeOffered(o, occupancy, rooms, chosen)).toBe(offered);
  });
});
