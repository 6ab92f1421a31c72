import { describe, expect, it } from 'vitest';
import {
  canTakeRoom,
  placeInBasket,
  releaseRoom,
  removeFromBasket,
  takeRoom,
  type Basket,
} from './basket.ts';

describe('room counts (spec §4)', () => {
  it.each([
    [{ '1': 1 }, 1, true],
    [{ '1': 0 }, 1, false],
    [{ '2': 5 }, 1, false],
  ])('%o can take room type %i → %s', (rooms, id, can) => {
    expect(canTakeRoom(rooms, id)).toBe(can);
  });

  it('taking decrements, releasing increments', () => {
    expect(takeRoom({ '1': 2, '2': 1 }, 1)).toEqual({ '1': 1, '2': 1 });
    expect(takeRoom({ '1': 0 }, 1)).toBeUndefined();
    expect(releaseRoom({ '1': 0 }, 1)).toEqual({ '1': 1 });
    expect(releaseRoom({}, 4)).toEqual({ '4': 1 });
  });
});

describe('basket slots', () => {
  type Item = { RoomTypeId: number; RatePlanId: number };
  const empty: Basket<Item> = {
    items: [undefined, undefined],
    roomsPerRoomType: { '1': 1, '2': 3 },
  };

  it('adds an item and takes its room', () => {
    expect(placeInBasket(empty, 0, { RoomTypeId: 1, RatePlanId: 9 })).toEqual({
      items: [{ RoomTypeId: 1, RatePlanId: 9 }, undefined],
      roomsPerRoomType: { '1': 0, '2': 3 },
    });
  });

  it('refuses a room type with no room left, leaving the basket as it was', () => {
    const first = placeInBasket(empty, 0, { RoomTypeId: 1, RatePlanId: 9 });
    expect(first && placeInBasket(first, 1, { RoomTypeId: 1, RatePlanId: 9 })).toBeUndefined();
    expect(first?.roomsPerRoomType).toEqual({ '1': 0, '2': 3 });
  });

  it('replacing a slot gives the old room back', () => {
    const first = placeInBasket(empty, 0, { RoomTypeId: 1, RatePlanId: 9 });
    expect(
      first && placeInBasket(first, 0, { RoomTypeId: 2, RatePlanId: 9 })?.roomsPerRoomType,
    ).toEqual({ '1': 1, '2': 2 });
  });

  it('replacing with the same room type when it was the last one works', () => {
    const first = placeInBasket(empty, 0, { RoomTypeId: 1, RatePlanId: 9 });
    expect(first && placeInBasket(first, 0, { RoomTypeId: 1, RatePlanId: 8 })).toEqual({
      items: [{ RoomTypeId: 1, RatePlanId: 8 }, undefined],
      roomsPerRoomType: { '1': 0, '2': 3 },
    });
  });

  it('removing gives the room back; removing an empty slot changes nothing', () => {
    const first = placeInBasket(empty, 1, { RoomTypeId: 2, RatePlanId: 9 });
    expect(first && removeFromBasket(first, 1)).toEqual(empty);
    expect(removeFromBasket(empty, 0)).toBe(empty);
  });
});
