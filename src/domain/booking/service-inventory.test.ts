import { describe, expect, it } from 'vitest';
import {
  availableInventory,
  isExtraEditable,
  isServiceShown,
  maxServiceQuantity,
  usedInventory,
} from './service-inventory.ts';

const held = (...quantities: number[]) => quantities.map((Quantity) => ({ Quantity }));

describe('service inventory (spec §3)', () => {
  it.each([
    ['nothing held', { StartingInventory: 5, ReservationItems: [] }, 0, 5],
    ['quantities summed', { StartingInventory: 5, ReservationItems: held(2, 1) }, 3, 2],
    ['all used', { StartingInventory: 3, ReservationItems: held(3) }, 3, 0],
    [
      'more held than started never goes negative',
      { StartingInventory: 2, ReservationItems: held(3) },
      3,
      0,
    ],
    [
      'starting unset is unlimited',
      { StartingInventory: null, ReservationItems: held(40) },
      40,
      Number.POSITIVE_INFINITY,
    ],
    ['starting 0 is none', { StartingInventory: 0 }, 0, 0],
  ])('%s', (_label, inventory, used, available) => {
    expect(usedInventory(inventory)).toBe(used);
    expect(availableInventory(inventory)).toBe(available);
  });

  it('treats a service without inventory record as unlimited', () => {
    expect(availableInventory(undefined)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('isServiceShown (spec §5)', () => {
  const soldOut = { StartingInventory: 2, ReservationItems: held(2) };
  it.each([
    ['zero available, not on this room', soldOut, 0, false],
    ['zero available, already on this room', soldOut, 1, true],
    ['some available', { StartingInventory: 2, ReservationItems: held(1) }, 0, true],
    ['unlimited', { StartingInventory: undefined }, 0, true],
  ])('%s', (_label, inventory, onRoom, shown) => {
    expect(isServiceShown(inventory, onRoom)).toBe(shown);
  });
});

describe('maxServiceQuantity (inventory counts what is charged)', () => {
  const twoGuests = { adults: 2, children: 0 };
  it.each([
    [
      'sold per item: as many as are free',
      { ChargeType: 'PerQuantity', ChargePerPerson: false },
      3,
      twoGuests,
      3,
    ],
    [
      'sold per item per guest: each takes one per guest',
      { ChargeType: 'PerQuantity', ChargePerPerson: true },
      5,
      twoGuests,
      2,
    ],
    [
      'per stay per guest with enough for every guest: one',
      { ChargeType: 'PerStay', ChargePerPerson: true },
      6,
      { adults: 3, children: 0 },
      1,
    ],
    [
      'per stay per guest, fewer free than guests: none',
      { ChargeType: 'PerStay', ChargePerPerson: true },
      2,
      { adults: 2, children: 1 },
      0,
    ],
    [
      'per night: one (the price does not grow with quantity)',
      { ChargeType: 'PerDay', ChargePerPerson: false },
      10,
      twoGuests,
      1,
    ],
    [
      'unlimited per item',
      { ChargeType: 'PerQuantity', ChargePerPerson: false },
      Number.POSITIVE_INFINITY,
      twoGuests,
      Number.POSITIVE_INFINITY,
    ],
    ['sold out', { ChargeType: 'PerQuantity', ChargePerPerson: false }, 0, twoGuests, 0],
  ] as const)('%s', (_label, service, free, guests, max) => {
    expect(maxServiceQuantity(service, free, guests)).toBe(max);
  });
});

describe('isExtraEditable (spec §3)', () => {
  it.each([
    [
      'just added, service forbids editing',
      { justAdded: true, Service: { AllowEditOnBookingEngine: false } },
      true,
    ],
    [
      'saved, service allows editing',
      { justAdded: false, Service: { AllowEditOnBookingEngine: true } },
      true,
    ],
    [
      'saved, service forbids editing',
      { justAdded: false, Service: { AllowEditOnBookingEngine: false } },
      false,
    ],
    ['saved, no service details', { Service: null }, false],
  ])('%s', (_label, extra, editable) => {
    expect(isExtraEditable(extra)).toBe(editable);
  });
});
