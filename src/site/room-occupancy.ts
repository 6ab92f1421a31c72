import type { Property } from '../api/contract/property.ts';
import type { RoomOccupancy } from './search-query.ts';

export type OccupantKind = keyof RoomOccupancy;
export const OCCUPANT_KINDS: readonly OccupantKind[] = ['adults', 'children', 'infants'];

export type CountLimits = { min: number; max: number };

/** What the room list selector lets a guest choose, worked out from the property. */
export type OccupancyRules = {
  maxRooms: number;
  adults: CountLimits;
  children: CountLimits;
  infants: CountLimits;
  childrenEnabled: boolean;
  infantsEnabled: boolean;
};

type OccupancySettings = Pick<
  Property,
  | 'AdultMaximumOccupancy'
  | 'ChildMaximumOccupancy'
  | 'EnableChildrenSearch'
  | 'EnableInfantSearch'
  | 'DefaultOccupancyAdult'
  | 'DefaultOccupancyChildren'
  | 'DefaultOccupancyInfant'
>;

// A maximum of 0 means the property set none; counters still need an end.
const UNSET_MAXIMUM = 9;

/**
 * Decisions where the spec is silent: a room needs an adult unless the property's default
 * occupancy has none; infants share the child maximum (the property has no infant maximum).
 */
export function occupancyRules(property: OccupancySettings, maxRooms: number): OccupancyRules {
  const adultMax =
    property.AdultMaximumOccupancy > 0 ? property.AdultMaximumOccupancy : UNSET_MAXIMUM;
  const childMax =
    property.ChildMaximumOccupancy > 0 ? property.ChildMaximumOccupancy : UNSET_MAXIMUM;
  return {
    maxRooms,
    adults: { min: property.DefaultOccupancyAdult > 0 ? 1 : 0, max: adultMax },
    children: { min: 0, max: property.EnableChildrenSearch ? childMax : 0 },
    infants: { min: 0, max: property.EnableInfantSearch ? childMax : 0 },
    childrenEnabled: property.EnableChildrenSearch,
    infantsEnabled: property.EnableInfantSearch,
  };
}

/** Spec §9 default occupancy as the property sets it (children/infants only when searchable). */
export function defaultRoom(property: OccupancySettings): RoomOccupancy {
  return {
    adults: property.DefaultOccupancyAdult,
    children: property.EnableChildrenSearch ? property.DefaultOccupancyChildren : 0,
    infants: property.EnableInfantSearch ? property.DefaultOccupancyInfant : 0,
  };
}

const clamp = (value: number, { min, max }: CountLimits) =>
  Math.min(max, Math.max(min, Math.trunc(value) || 0));

/** A room brought within the rules (deep links may ask for more than the property allows). */
export function normaliseRoom(room: RoomOccupancy, rules: OccupancyRules): RoomOccupancy {
  return {
    adults: clamp(room.adults, rules.adults),
    children: clamp(room.children, rules.children),
    infants: clamp(room.infants, rules.infants),
  };
}

/** The deep-link `rooms` value: adults-children-infants per room, comma-separated (`2-1-0,1-0-0`). */
export function formatRoomsParam(rooms: readonly RoomOccupancy[]): string {
  return rooms.map((r) => `${r.adults}-${r.children}-${r.infants}`).join(',');
}

export function setOccupant(
  rooms: readonly RoomOccupancy[],
  index: number,
  kind: OccupantKind,
  value: number,
  rules: OccupancyRules,
): RoomOccupancy[] {
  return rooms.map((room, i) =>
    i === index ? { ...room, [kind]: clamp(value, rules[kind]) } : room,
  );
}

/** Adds a room with the default occupancy, up to the maximum. */
export function addRoom(
  rooms: readonly RoomOccupancy[],
  room: RoomOccupancy,
  rules: OccupancyRules,
): RoomOccupancy[] {
  return rooms.length >= rules.maxRooms ? [...rooms] : [...rooms, normaliseRoom(room, rules)];
}

/** Removes a room; the last one stays (a search needs one, spec §5). */
export function removeRoom(rooms: readonly RoomOccupancy[], index: number): RoomOccupancy[] {
  return rooms.length <= 1 ? [...rooms] : rooms.filter((_, i) => i !== index);
}
