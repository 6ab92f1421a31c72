import { describe, expect, it } from 'vitest';
import type { ServiceList } from '../../api/contract/services.ts';
import { chargeRuleText, extraLineWords, serviceOptions } from './service-rules.ts';
import { makeItem } from '../../stores/test-fixtures.ts';

const service = (id: number) => ({
  ServiceId: id,
  Code: `S${id}`,
  Name: `Service ${id}`,
  Description: '',
  ImageUrl: null,
  ChargeType: 'PerQuantity' as const,
  ChargePerPerson: false,
  AllowEditOnBookingEngine: true,
  Articles: [{ ArticleId: id, Name: 'unit', Price: 10, Quantity: 1 }],
});
const list: ServiceList = {
  Services: [service(1), service(2), service(3)],
  InventoryPerServiceId: {
    1: { ServiceId: 1, StartingInventory: null, AvailableInventory: null },
    2: { ServiceId: 2, StartingInventory: 5, AvailableInventory: 2 },
    3: { ServiceId: 3, StartingInventory: 5, AvailableInventory: 0 },
  },
};
const held = (ServiceId: number, Quantity: number) => ({
  ServiceId,
  Name: '',
  ChargeType: 'PerQuantity' as const,
  ChargePerPerson: false,
  Price: 10,
  Quantity,
});

describe('serviceOptions', () => {
  it('hides an extra with nothing left and caps the others by what is left', () => {
    const options = serviceOptions(list, makeItem(), []);
    expect(options.map((o) => [o.service.ServiceId, o.max])).toEqual([
      [1, 99],
      [2, 2],
    ]);
  });

  it('counts what the guest’s other rooms already hold', () => {
    const other = makeItem({ services: [held(2, 2)] });
    const options = serviceOptions(list, makeItem(), [other]);
    expect(options.map((o) => o.service.ServiceId)).toEqual([1]);
  });

  it.each([
    ['what is left', 2, 'PerQuantity', 'Only 2 left'],
    ['the most a room takes', 1, 'PerQuantity', 'At most 99 per room'],
    ['its charge, once for the stay', 1, 'PerStay', 'Added for the whole stay'],
  ] as const)('says a quantity is capped by %s', (_, id, ChargeType, why) => {
    const capped = { ...list, Services: [{ ...service(id), ChargeType }] };
    expect(serviceOptions(capped, makeItem(), [])[0]?.why).toBe(why);
  });

  it('keeps an extra the room already has even when none is left', () => {
    const room = makeItem({ services: [held(3, 1)] });
    const options = serviceOptions(list, room, []);
    expect(options.find((o) => o.service.ServiceId === 3)).toMatchObject({ quantity: 1, max: 1 });
  });
});

it.each([
  [{ ChargeType: 'PerStay', ChargePerPerson: false }, 'per stay'],
  [{ ChargeType: 'PerDay', ChargePerPerson: true }, 'per night, per guest'],
  [{ ChargeType: 'PerQuantity', ChargePerPerson: false }, 'each'],
] as const)('%j → %s', (rule, text) => {
  expect(chargeRuleText(rule)).toBe(text);
});

describe('extraLineWords', () => {
  it.each([
    [
      'breakfast: per night, per guest',
      { ChargeType: 'PerDay', ChargePerPerson: true },
      { nights: 3, guests: 2, quantity: 1 },
      '3 nights × 2 guests',
    ],
    [
      'parking: per night',
      { ChargeType: 'PerDay', ChargePerPerson: false },
      { nights: 1, guests: 2, quantity: 1 },
      '1 night',
    ],
    [
      'champagne: once',
      { ChargeType: 'PerStay', ChargePerPerson: false },
      { nights: 3, guests: 2, quantity: 1 },
      'once',
    ],
    [
      'spa pass: per stay, per guest',
      { ChargeType: 'PerStay', ChargePerPerson: true },
      { nights: 3, guests: 3, quantity: 1 },
      '3 guests',
    ],
    [
      'flowers: each',
      { ChargeType: 'PerQuantity', ChargePerPerson: false },
      { nights: 3, guests: 2, quantity: 2 },
      '2',
    ],
  ] as const)('%s', (_name, service, stay, words) => {
    expect(extraLineWords(service, stay)).toBe(words);
  });
});
