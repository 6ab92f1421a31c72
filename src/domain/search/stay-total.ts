import { isRoomTypeOffered } from '../booking/offers.ts';
import { cheapestRate } from '../booking/pricing.ts';
import { quoteBooking, quoteRoom, type PriceTax } from '../booking/room-quote.ts';
import { daysBetween } from '../shared/clock.ts';
import { roundMoney } from '../shared/money.ts';
import type { IsoDate, Occupancy, RoomTypeOffer, RoomsPerRoomType } from '../shared/types.ts';

/** A property's cheapest way to house a whole party for a stay (the group search's card). */
export interface StayTotal {
  /** Every room for every night, VAT included. */
  readonly total: number;
  /** The total divided by the nights. */
  readonly perNight: number;
  /** The fewest rooms left of the room types chosen. */
  readonly fewestLeft: number;
}

/**
 * The lowest total for the stay: each room in turn takes the cheapest room type and rate that is
 * offered for its occupancy (spec §5) and still has a room after the rooms before it, priced by the
 * one money rule (`quoteRoom`). Null when some room cannot be housed.
 */
export function lowestStayTotal(input: {
  offers: readonly RoomTypeOffer[];
  roomsPerRoomType: RoomsPerRoomType;
  rooms: readonly Occupancy[];
  dateFrom: IsoDate;
  dateTo: IsoDate;
  tax: PriceTax;
  today: IsoDate;
}): StayTotal | null {
  const left: Record<string, number> = { ...input.roomsPerRoomType };
  const items = [];
  let fewestLeft = Number.POSITIVE_INFINITY;
  for (const occupancy of input.rooms) {
    let best: { roomTypeId: number; quote: ReturnType<typeof quoteRoom> } | null = null;
    for (const offer of input.offers) {
      if (!isRoomTypeOffered(offer, occupancy, left)) continue;
      const rate = cheapestRate(offer, occupancy);
      if (!rate) continue;
      const quote = quoteRoom(
        {
          dateFrom: input.dateFrom,
          dateTo: input.dateTo,
          adults: occupancy.adults,
          children: occupancy.children,
          infants: occupancy.infants,
          rate,
          services: [],
        },
        input.tax,
        input.today,
      );
      if (!best || quote.total < best.quote.total)
        best = { roomTypeId: offer.RoomType.RoomTypeId, quote };
    }
    if (!best) return null;
    const key = String(best.roomTypeId);
    left[key] = (left[key] ?? 0) - 1;
    fewestLeft = Math.min(fewestLeft, left[key] + 1);
    items.push(best.quote.item);
  }
  if (!items.length) return null;
  const total = quoteBooking(items, input.tax, input.today).total;
  return {
    total,
    perNight: roundMoney(
      total / Math.max(1, daysBetween(input.dateFrom, input.dateTo)),
      input.tax.currency,
    ),
    fewestLeft,
  };
}
