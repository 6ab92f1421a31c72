import type { IsoDate, RoomOccupancy, SearchQuery } from '../../site/search-query.ts';
import type { StoredSearch } from '../../stores/booking-search.ts';
import { normaliseRoom, type OccupancyRules } from '../../site/room-occupancy.ts';
import type { UrlFields } from '../../site/parse-search-query.ts';

/** The form's values (dates `''` while not chosen; location and rate as their field values). */
export type SearchDraft = {
  arrive: IsoDate;
  depart: IsoDate;
  rooms: RoomOccupancy[];
  promo: string;
  rate: string;
  location: string;
};

/**
 * The search the form starts with: part by part, what the URL says, else the search stored in
 * this tab (coming back from Rooms & Rates), else the property's defaults (which `query.rooms`
 * already holds when the URL has no rooms). Stored dates that have passed are not restored.
 */
export function prefillSearch(
  query: SearchQuery,
  present: UrlFields,
  stored: StoredSearch | undefined,
  today: IsoDate,
  rules: OccupancyRules,
): SearchDraft {
  const storedDates = stored?.arrive && stored.arrive >= today ? stored : undefined;
  const dates = present.dates ? query : storedDates;
  const rooms = !present.rooms && stored?.rooms.length ? stored.rooms : query.rooms;
  const pick = <T>(inUrl: boolean, fromUrl: T | undefined, fromStore: T | undefined) =>
    inUrl ? fromUrl : (fromStore ?? fromUrl);
  const location = pick(present.location, query.location, stored?.location);
  return {
    arrive: dates?.arrive ?? '',
    depart: dates?.depart ?? '',
    rooms: rooms.map((room) => normaliseRoom(room, rules)),
    promo: pick(present.promo, query.promo, stored?.promo) ?? '',
    rate: pick(present.rate, query.rate, stored?.rate) ?? '',
    location: location === undefined ? '' : String(location),
  };
}

/** The draft as a URL search (what the form sends and what is stored). */
export function draftToQuery(draft: SearchDraft, promo: string | undefined): Partial<SearchQuery> {
  const location = Number(draft.location);
  return {
    arrive: draft.arrive || undefined,
    depart: draft.depart || undefined,
    rooms: draft.rooms,
    promo,
    rate: draft.rate || undefined,
    location: draft.location && Number.isInteger(location) ? location : undefined,
  };
}
