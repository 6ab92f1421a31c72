import type { SearchQuery } from '../domain/search/search-query.ts';

export type { IsoDate, RoomOccupancy, SearchQuery } from '../domain/search/search-query.ts';

/** The URL parameters for a search (the inverse of `parseSearchQuery`). */
export function toSearchParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.arrive) params.set('arrive', query.arrive);
  if (query.depart) params.set('depart', query.depart);
  if (query.rooms?.length)
    params.set('rooms', query.rooms.map((r) => `${r.adults}-${r.children}-${r.infants}`).join(','));
  if (query.promo) params.set('promo', query.promo);
  if (query.rate) params.set('rate', query.rate);
  if (query.room) params.set('room', query.room);
  if (query.location !== undefined) params.set('location', String(query.location));
  if (query.currency) params.set('currency', query.currency);
  return params;
}
