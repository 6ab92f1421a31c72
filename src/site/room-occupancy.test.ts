import { describe, expect, it } from 'vitest';
import {
  addRoom,
  defaultRoom,
  formatRoomsParam,
  normaliseRoom,
  occupancyRules,
  removeRoom,
  setOccupant,
} from './room-occupancy.ts';
import { parseSearchQuery } from './parse-search-query.ts';

const property = {
  AdultMaximumOccupancy: 4,
  ChildMaximumOccupancy: 3,
  EnableChildrenSearch: true,
  EnableInfantSearch: true,
  DefaultOccupancyAdult: 2,
  DefaultOccupancyChildren: 0,
  DefaultOccupancyInfant: 0,
};
const rules = occupancyRules(property, 3);

describe('occupancyRules', () => {
  it('takes the property maxima and requires an adult', () => {
    expect(rules).toEqual({
      maxRooms: 3,
      adults: { min: 1, max: 4 },
      children: { min: 0, max: 3 },
      infants: { min: 0, max: 3 },
      childrenEnabled: true,
      infantsEnabled: true,
    });
  });

  it('allows no child or infant when their search is off', () => {
    const off = occupancyRules(
      { ...property, EnableChildrenSearch: false, EnableInfantSearch: false },
      1,
    );
    expect(off.children).toEqual({ min: 0, max: 0 });
    expect(off.infants).toEqual({ min: 0, max: 0 });
  });

  it('does not require an adult when the default occupancy has none', () => {
    expect(occupancyRules({ ...property, DefaultOccupancyAdult: 0 }, 1).adults.min).toBe(0);
  });

  it('puts an end to counters the property left unlimited', () => {
    expect(occupancyRules({ ...property, AdultMaximumOccupancy: 0 }, 1).adults.max).toBe(9);
  });
});

it('takes the default room from the property, without disabled kinds', () => {
  expect(defaultRoom({ ...property, DefaultOccupancyChildren: 1 })).toEqual({
    adults: 2,
    children: 1,
    infants: 0,
  });
  expect(
    defaultRoom({ ...property, DefaultOccupancyChildren: 1, EnableChildrenSearch: false }),
  ).toEqual({ adults: 2, children: 0, infants: 0 });
});

describe('rooms serialisation', () => {
  it.each([
    [
      [
        { adults: 2, children: 1, infants: 0 },
        { adults: 1, children: 0, infants: 0 },
      ],
      '2-1-0,1-0-0',
    ],
    [[{ adults: 1, children: 0, infants: 1 }], '1-0-1'],
    [[], ''],
  ])('%o → %s', (rooms, param) => {
    expect(formatRoomsParam(rooms)).toBe(param);
  });

  it('reads back what it writes', () => {
    const rooms = [
      { adults: 3, children: 2, infants: 1 },
      { adults: 1, children: 0, infants: 0 },
    ];
    const params = new URLSearchParams({ rooms: formatRoomsParam(rooms) });
    expect(parseSearchQuery(params, { adults: 2, children: 0, infants: 0 }).rooms).toEqual(rooms);
  });
});

describe('changing rooms', () => {
  const two = [
    { adults: 2, children: 0, infants: 0 },
    { adults: 1, children: 0, infants: 0 },
  ];

  it('sets one count in one room, within the limits', () => {
    expect(setOccupant(two, 1, 'children', 2, rules)).toEqual([
      two[0],
      { adults: 1, children: 2, infants: 0 },
    ]);
    expect(setOccupant(two, 0, 'adults', 7, rules)[0]?.adults).toBe(4);
    expect(setOccupant(two, 0, 'adults', 0, rules)[0]?.adults).toBe(1);
  });

  it('adds rooms up to the maximum', () => {
    const three = addRoom(two, { adults: 2, children: 0, infants: 0 }, rules);
    expect(three).toHaveLength(3);
    expect(addRoom(three, { adults: 2, children: 0, infants: 0 }, rules)).toHaveLength(3);
  });

  it('removes a room but keeps the last one', () => {
    expect(removeRoom(two, 0)).toEqual([two[1]]);
    expect(removeRoom([two[0]!], 0)).toEqual([two[0]]);
  });

  it('brings a deep-linked room within the limits', () => {
    expect(normaliseRoom({ adults: 9, children: 5, infants: 0 }, rules)).toEqual({
      adults: 4,
      children: 3,
      infants: 0,
    });
  });
});
