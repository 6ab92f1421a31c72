import { isOccupancyValid } from './occupancy.ts';
import type {
  Occupancy,
  OccupancyLimits,
  Rate,
  RateOccupancyLimits,
  RoomTypeOffer,
  RoomsPerRoomType,
} from '../shared/types.ts';

/**
 * A rate qualifies for a room when the occupancy is valid for the room type, and also for the
 * rate's own limits when it uses occupancy (spec §5).
 */
export function rateQualifies(
  roomType: OccupancyLimits,
  rate: RateOccupancyLimits,
  occupancy: Occupancy,
): boolean {
  return isOccupancyValid(roomType, occupancy, rate);
}

/** The offer's rates that qualify for the occupancy, in the order the API sent them. */
export function qualifyingRates<R extends Rate>(
  offer: { RoomType: OccupancyLimits; Rates?: readonly R[] | null },
  occupancy: Occupancy,
): R[] {
  return (offer.Rates ?? []).filter((rate) => rateQualifies(offer.RoomType, rate, occupancy));
}

/** Rooms of a room type still free, after what the basket holds; 0 when the type is unknown. */
export function roomsRemaining(
  roomsPerRoomType: RoomsPerRoomType,
  roomTypeId: number | string,
): number {
  return roomsPerRoomType[String(roomTypeId)] ?? 0;
}

/**
 * Spec §5: a room type is offered for a searched room only if rooms of it remain, the occupancy
 * is valid for it, at least one of its rates qualifies, and it matches the room type the guest
 * chose, if any.
 */
export function isRoomTypeOffered(
  offer: RoomTypeOffer,
  occupancy: Occupancy,
  roomsPerRoomType: RoomsPerRoomType,
  chosenRoomTypeId?: number | null,
): boolean {
  const { RoomType: roomType } = offer;
  return (
    roomsRemaining(roomsPerRoomType, roomType.RoomTypeId) > 0 &&
    isOccupancyValid(roomType, occupancy) &&
    qualifyingRates(offer, occupancy).length > 0 &&
    (chosenRoomTypeId == null || chosenRoomTypeId === roomType.RoomTypeId)
  );
}
