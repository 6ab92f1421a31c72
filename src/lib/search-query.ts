import * as v from 'valibot';

/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export type RoomOccupancy = { adults: number; children: number; infants: number };

/**
 * A stay search as it travels in URLs — the deep-link format hotels put on their websites:
 * `?arrive=2026-12-01&depart=2026-12-03&rooms=2-1-0,1-0-0&promo=WINTER10&rate=FLEX&location=2&currency=EUR`.
 * `rooms` lists adults-children-infants per room, comma-separated.
 */
export type SearchQuery = {
  arrive: IsoDate | undefined;
  depart: IsoDate | undefined;
  rooms: RoomOccupancy[];
  promo: string | undefined;
  rate: string | undefined;
  location: number | undefined;
  currency: string | undefined;
};

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
  const location = parsed(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)), params.get('location'));
  return {
    arrive: parsed(IsoDateSchema, params.get('arrive')),
    depart: parsed(IsoDateSchema, params.get('depart')),
    rooms: rooms.length > 0 ? rooms : [single],
    promo: parsed(CodeSchema, params.get('promo'))?.toUpperCase(),
    rate: parsed(CodeSchema, params.get('rate')),
    location,
    currency: parsed(v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/), v.toUpperCase()), params.get('currency')),
  };
}

function singleRoom(params: URLSearchParams, defaultRoom: RoomOccupancy): RoomOccupancy {
  const count = (name: string, fallback: number) => parsed(CountSchema, params.get(name)) ?? fallback;
  return {
    adults: count('adults', defaultRoom.adults),
    children: count('children', defaultRoom.children),
    infants: count('infants', defaultRoom.infants),
  };
}

/** The URL parameters for a search (the inverse of {@link parseSearchQuery}). */
export function toSearchParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.arrive) params.set('arrive', query.arrive);
  if (query.depart) params.set('depart', query.depart);
  if (query.rooms?.length) params.set('rooms', query.rooms.map((r) => `${r.adults}-${r.children}-${r.infants}`).join(','));
  if (query.promo) params.set('promo', query.promo);
  if (query.rate) params.set('rate', query.rate);
  if (query.location !== undefined) params.set('location', String(query.location));
  if (query.currency) params.set('currency', query.currency);
  return params;
}
