import * as v from 'valibot';
import type { RoomOccupancy, SearchQuery } from './search-query.ts';

// Server side only: the browser builds searches with `toSearchParams` and needs no parser.

const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }),
);

const CountSchema = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number));
const RoomSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,2}(-\d{1,2}){0,2}$/),
  v.transform((value): RoomOccupancy => {
    const [adults = 0, children = 0, infants = 0] = value.split('-').map(Number);
    return { adults, children, infants };
  }),
);
const CodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,40}$/));

function parsed<T>(schema: v.GenericSchema<string, T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

/**
 * Reads a search from URL parameters. Values that cannot be read are left out rather than
 * rejected, so a slightly wrong link from a hotel website still opens the search with what it had.
 * Without `rooms`, the single-room fields `adults`, `children`, `infants` of the no-JavaScript
 * form are read; with neither, one room with the property's default occupancy is assumed.
 */
export function parseSearchQuery(params: URLSearchParams, defaultRoom: RoomOccupancy): SearchQuery {
  const rooms = (params.get('rooms') ?? '')
    .split(',')
    .filter(Boolean)
    .map((room) => parsed(RoomSchema, room))
    .filter((room): room is RoomOccupancy => room !== undefined);
  const single = singleRoom(params, defaultRoom);
  const location = parsed(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
    params.get('location'),
  );
  return {
    arrive: parsed(IsoDateSchema, params.get('arrive')),
    depart: parsed(IsoDateSchema, params.get('depart')),
    rooms: rooms.length > 0 ? rooms : [single],
    promo: parsed(CodeSchema, params.get('promo'))?.toUpperCase(),
    rate: parsed(CodeSchema, params.get('rate')),
    room: parsed(CodeSchema, params.get('room')),
    location,
    currency: parsed(
      v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/), v.toUpperCase()),
      params.get('currency'),
    ),
  };
}

/** The group search's form asks for at most this many rooms alike (spec §2 /BookGroup). */
export const MAX_GROUP_ROOMS = 8;

/**
 * Reads a group search from URL parameters: a deep link may list each room (`rooms`), the plain
 * form asks for a number of rooms alike (`roomCount`, 1 to `MAX_GROUP_ROOMS`) of one occupancy.
 */
export function parseGroupSearchQuery(
  params: URLSearchParams,
  defaultRoom: RoomOccupancy,
): SearchQuery {
  const query = parseSearchQuery(params, defaultRoom);
  if (params.has('rooms')) return query;
  const count = Math.min(MAX_GROUP_ROOMS, Math.max(1, Number(params.get('roomCount') ?? '1') || 1));
  const room = query.rooms[0] ?? defaultRoom;
  return { ...query, rooms: Array.from({ length: count }, () => room) };
}

function singleRoom(params: URLSearchParams, defaultRoom: RoomOccupancy): RoomOccupancy {
  const count = (name: string, fallback: number) =>
    parsed(CountSchema, params.get(name)) ?? fallback;
  return {
    adults: count('adults', defaultRoom.adults),
    children: count('children', defaultRoom.children),
    infants: count('infants', defaultRoom.infants),
  };
}

/** Which parts of a search the URL carried (dates count as a pair, rooms as one list). */
export type UrlFields = {
  dates: boolean;
  rooms: boolean;
  promo: boolean;
  rate: boolean;
  location: boolean;
};

export function urlFields(params: URLSearchParams): UrlFields {
  const has = (...names: string[]) => names.some((name) => params.has(name));
  return {
    dates: has('arrive', 'depart'),
    rooms: has('rooms', 'adults', 'children', 'infants'),
    promo: has('promo'),
    rate: has('rate'),
    location: has('location'),
  };
}
