/** A hotel-local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export type RoomOccupancy = { adults: number; children: number; infants: number };

/**
 * A stay search as it travels in URLs — the deep-link format hotels put on their websites:
 * `?arrive=2026-12-01&depart=2026-12-03&rooms=2-1-0,1-0-0&promo=WINTER10&rate=FLEX&location=2&currency=EUR`.
 * `rooms` lists adults-children-infants per room, comma-separated. `room` (a room type code) with
 * `rate` is a metasearch landing page's choice: that room and rate are offered first, chosen.
 */
export type SearchQuery = {
  arrive: IsoDate | undefined;
  depart: IsoDate | undefined;
  rooms: RoomOccupancy[];
  promo: string | undefined;
  rate: string | undefined;
  room?: string | undefined;
  location: number | undefined;
  currency: string | undefined;
};
