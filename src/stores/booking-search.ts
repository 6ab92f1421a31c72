import './persistent-engine.ts';
import { persistentAtom } from '@nanostores/persistent';
import * as v from 'valibot';
import { IsoDateSchema } from '../api/contract/common.ts';
import type { IsoDate, RoomOccupancy } from '../site/search-query.ts';

/** The guest's last search on a property, as the search form sent it to Rooms & Rates. */
export type StoredSearch = {
  propertyCode: string;
  arrive?: IsoDate | undefined;
  depart?: IsoDate | undefined;
  rooms: RoomOccupancy[];
  promo?: string | undefined;
  rate?: string | undefined;
  location?: number | undefined;
};

const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));
const StoredSearchSchema = v.object({
  propertyCode: v.pipe(v.string(), v.nonEmpty()),
  arrive: v.optional(IsoDateSchema),
  depart: v.optional(IsoDateSchema),
  rooms: v.array(v.object({ adults: Count, children: Count, infants: Count })),
  promo: v.optional(v.string()),
  rate: v.optional(v.string()),
  location: v.optional(v.pipe(v.number(), v.integer())),
});

/** Parse, never cast: anything unreadable in storage counts as no stored search. */
export function decodeStoredSearch(encoded: string): StoredSearch | null {
  try {
    const result = v.safeParse(StoredSearchSchema, JSON.parse(encoded));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export const $bookingSearch = persistentAtom<StoredSearch | null>('stayfront.search', null, {
  // null removes the key rather than storing "null".
  encode: (value) => (value === null ? undefined : JSON.stringify(value)),
  decode: decodeStoredSearch,
});

export function saveSearch(search: StoredSearch): void {
  $bookingSearch.set(search);
}

export function clearSearch(): void {
  $bookingSearch.set(null);
}

/** The stored search when it is for this property (codes compare without case, as URLs do). */
export function storedSearchFor(propertyCode: string): StoredSearch | undefined {
  const search = $bookingSearch.get();
  return search && search.propertyCode.toUpperCase() === propertyCode.toUpperCase()
    ? search
    : undefined;
}
