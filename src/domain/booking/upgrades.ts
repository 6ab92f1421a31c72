import { isOccupancyValid } from './occupancy.ts';
import { roomsRemaining } from './offers.ts';
import { ratePrice } from './pricing.ts';
import type {
  Occupancy,
  OccupancyLimits,
  Rate,
  RoomTypeOffer,
  RoomsPerRoomType,
  UpgradeOption,
} from '../shared/types.ts';

/** The rate of the upgrade for the same rate plan the room is booked on, if the upgrade offers it. */
export function matchingUpgradeRate<R extends Rate>(
  availableRates: readonly R[] | null | undefined,
  ratePlanId: number,
): R | undefined {
  return (availableRates ?? []).find((rate) => rate.RatePlanId === ratePlanId);
}

/**
 * Spec §5 upgrade eligibility: a room of the upgrade's room type is free, it offers the booked
 * rate plan, and the occupancy fits the upgrade room type (and that rate, when it uses occupancy).
 */
export function isUpgradeEligible(
  upgrade: UpgradeOption,
  upgradeRoomType: OccupancyLimits,
  ratePlanId: number,
  occupancy: Occupancy,
  roomsPerRoomType: RoomsPerRoomType,
): boolean {
  const rate = matchingUpgradeRate(upgrade.AvailableRates, ratePlanId);
  return (
    roomsRemaining(roomsPerRoomType, upgrade.RoomTypeId) > 0 &&
    rate !== undefined &&
    isOccupancyValid(upgradeRoomType, occupancy, rate)
  );
}

/** An upgrade a guest can take (spec §3 "Upgrade"); costs unrounded. */
export interface UpgradeChoice {
  roomTypeId: number;
  rate: Rate;
  /** The stay's room cost in the upgrade room type. */
  totalUpgradeCost: number;
  /** What the upgrade adds to the room's current cost. */
  totalCostDifference: number;
}

/** The booked room the upgrades are offered for. */
export interface UpgradeFrom {
  roomType: { Upgrades?: readonly UpgradeOption[] | null };
  ratePlanId: number;
  occupancy: Occupancy;
  /** The room's current cost for the stay, unrounded. */
  totalRoomCost: number;
}

/**
 * The eligible upgrades of a booked room, cheapest difference first. The upgrade room types'
 * limits are looked up in the search's offers; an upgrade to a room type not among them is left out.
 */
export function upgradeChoices(
  from: UpgradeFrom,
  offers: readonly RoomTypeOffer[],
  roomsPerRoomType: RoomsPerRoomType,
): UpgradeChoice[] {
  const choices: UpgradeChoice[] = [];
  for (const upgrade of from.roomType.Upgrades ?? []) {
    const upgradeRoomType = offers.find(
      (offer) => offer.RoomType.RoomTypeId === upgrade.RoomTypeId,
    )?.RoomType;
    const rate = matchingUpgradeRate(upgrade.AvailableRates, from.ratePlanId);
    if (
      !upgradeRoomType ||
      !rate ||
      !isUpgradeEligible(
        upgrade,
        upgradeRoomType,
        from.ratePlanId,
        from.occupancy,
        roomsPerRoomType,
      )
    )
      continue;
    const totalUpgradeCost = ratePrice(rate, from.occupancy);
    choices.push({
      roomTypeId: upgrade.RoomTypeId,
      rate,
      totalUpgradeCost,
      totalCostDifference: totalUpgradeCost - from.totalRoomCost,
    });
  }
  return choices.sort((a, b) => a.totalCostDifference - b.totalCostDifference);
}
