import { roomsRemaining } from './offers.ts';
import type { RoomsPerRoomType } from '../shared/types.ts';

/** Spec §4: a room of a type can join the basket only while at least one of that type is free. */
export function canTakeRoom(rooms: RoomsPerRoomType, roomTypeId: number): boolean {
  return roomsRemaining(rooms, roomTypeId) >= 1;
}

/** The room counts after one room of the type joins the basket; undefined when none is free. */
export function takeRoom(
  rooms: RoomsPerRoomType,
  roomTypeId: number,
): RoomsPerRoomType | undefined {
  if (!canTakeRoom(rooms, roomTypeId)) return undefined;
  return { ...rooms, [roomTypeId]: roomsRemaining(rooms, roomTypeId) - 1 };
}

/** The room counts after one room of the type leaves the basket. */
export function releaseRoom(rooms: RoomsPerRoomType, roomTypeId: number): RoomsPerRoomType {
  return { ...rooms, [roomTypeId]: roomsRemaining(rooms, roomTypeId) + 1 };
}

/** The basket: one slot per searched room, and the rooms still free per room type. */
export interface Basket<T extends { RoomTypeId: number }> {
  items: readonly (T | undefined)[];
  roomsPerRoomType: RoomsPerRoomType;
}

/**
 * Puts an item in a searched room's slot (spec §4): the item's room type must have a room free,
 * which it takes; an item the slot held before gives its room back. Undefined when no room of the
 * type is free (the basket is unchanged).
 */
export function placeInBasket<T extends { RoomTypeId: number }>(
  basket: Basket<T>,
  roomIndex: number,
  item: T,
): Basket<T> | undefined {
  const previous = basket.items[roomIndex];
  const freed = previous
    ? releaseRoom(basket.roomsPerRoomType, previous.RoomTypeId)
    : basket.roomsPerRoomType;
  const taken = takeRoom(freed, item.RoomTypeId);
  if (!taken) return undefined;
  const items = [...basket.items];
  items[roomIndex] = item;
  return { items, roomsPerRoomType: taken };
}

/** Empties a searched room's slot; its room goes back to the room type's count (spec §4). */
export function removeFromBasket<T extends { RoomTypeId: number }>(
  basket: Basket<T>,
  roomIndex: number,
): Basket<T> {
  const previous = basket.items[roomIndex];
  if (!previous) return basket;
  const items = [...basket.items];
  items[roomIndex] = undefined;
  return { items, roomsPerRoomType: releaseRoom(basket.roomsPerRoomType, previous.RoomTypeId) };
}
