import { describe, expect, it } from 'vitest';
import { isUpgradeEligible, upgradeChoices } from './upgrades.ts';
import type { Occupancy, RoomTypeOffer, UpgradeOption } from '../shared/types.ts';

const guests = (adults: number, children = 0, infants = 0): Occupancy => ({
  adults,
  children,
  infants,
});
const suite = { RoomTypeId: 20, MinimumOccupancy: 1, MaximumOccupancy: 3 };
const upgrade: UpgradeOption = {
  RoomTypeId: 20,
  AvailableRates: [
    { RatePlanId: 1, BaseRate: 180 },
    { RatePlanId: 2, BaseRate: 150, UseOccupancyForRatePlan: true, MaximumOccupancy: 1 },
  ],
};

describe('isUpgradeEligible (spec §5)', () => {
  it.each([
    ['free room, same rate plan, occupancy fits', 1, guests(2), { '20': 1 }, true],
    ['no room free', 1, guests(2), { '20': 0 }, false],
    ['room type missing from counts', 1, guests(2), {}, false],
    ['rate plan not offered by the upgrade', 3, guests(2), { '20': 1 }, false],
    ['occupancy over the upgrade room type', 1, guests(4), { '20': 1 }, false],
    ['occupancy over the rate that uses occupancy', 2, guests(2), { '20': 1 }, false],
    ['occupancy within the rate that uses occupancy', 2, guests(1), { '20': 1 }, true],
  ])('%s', (_label, ratePlanId, occupancy, rooms, eligible) => {
    expect(isUpgradeEligible(upgrade, suite, ratePlanId, occupancy, rooms)).toBe(eligible);
  });

  it('is not eligible without available rates', () => {
    expect(
      isUpgradeEligible({ RoomTypeId: 20, AvailableRates: null }, suite, 1, guests(1), { '20': 1 }),
    ).toBe(false);
  });
});

describe('upgradeChoices', () => {
  const offers: RoomTypeOffer[] = [
    { RoomType: suite },
    { RoomType: { RoomTypeId: 30, MaximumOccupancy: 4 } },
  ];
  const roomType = {
    Upgrades: [
      {
        RoomTypeId: 30,
        AvailableRates: [{ RatePlanId: 1, BaseRate: 160, PerPersonCostPerAdult: 5 }],
      },
      upgrade,
      { RoomTypeId: 40, AvailableRates: [{ RatePlanId: 1, BaseRate: 130 }] },
    ],
  };

  it('lists eligible upgrades with their cost and difference, cheapest difference first', () => {
    const choices = upgradeChoices(
      { roomType, ratePlanId: 1, occupancy: guests(2), totalRoomCost: 120 },
      offers,
      { '20': 1, '30': 2, '40': 5 },
    );
    expect(
      choices.map(({ roomTypeId, totalUpgradeCost, totalCostDifference }) => ({
        roomTypeId,
        totalUpgradeCost,
        totalCostDifference,
      })),
    ).toEqual([
      { roomTypeId: 30, totalUpgradeCost: 170, totalCostDifference: 50 },
      { roomTypeId: 20, totalUpgradeCost: 180, totalCostDifference: 60 },
    ]);
  });

  it('leaves out upgrades without a free room', () => {
    const choices = upgradeChoices(
      { roomType, ratePlanId: 1, occupancy: guests(1), totalRoomCost: 100 },
      offers,
      { '20': 0, '30': 1 },
    );
    expect(choices.map((c) => c.roomTypeId)).toEqual([30]);
    expect(choices[0]?.totalCostDifference).toBe(65);
  });

  it('has nothing to offer a room type without upgrades', () => {
    expect(
      upgradeChoices(
        { roomType: {}, ratePlanId: 1, occupancy: guests(1), totalRoomCost: 100 },
        offers,
        { '20': 1 },
      ),
    ).toEqual([]);
  });
});
