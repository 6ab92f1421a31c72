import type { Rate } from '../../../api/contract/availability-search.ts';
import type { ReservationRoom } from '../../../api/contract/reservation.ts';
import {
  basketTotals,
  type BasketTotals,
  type TotalsItem,
} from '../../../domain/booking/basket-totals.ts';
import { pricedNights, type PricedNight } from '../../../domain/channel/priced-nights.ts';
import { quoteRoom as quoteDomainRoom, type PriceTax } from '../../../domain/booking/room-quote.ts';
import { daysBetween } from '../../../domain/shared/clock.ts';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import {
  type RatePlanRow,
  type RoomTypeRow,
  evaluatePromoCode,
  buildOffers,
  type Offers,
  loadStayInventory,
  loadStayRateTotals,
} from '../availability/index.ts';
import type { BookingContext } from './booking-context.ts';
import { NOT_AVAILABLE, PRICES_CHANGED } from './messages.ts';
import { loadNightPrices } from './night-prices.ts';

export interface QuotedExtra {
  readonly serviceId: number;
  readonly chargeType: 'PerStay' | 'PerDay' | 'PerQuantity';
  readonly chargePerPerson: boolean;
  readonly name: string;
  readonly quantity: number;
  /** Holds inventory (the service has a starting inventory). */
  readonly limited: boolean;
  /** VAT included, rounded. */
  readonly shownCost: number;
}

/** One room priced on the server by the same domain rule as the basket (`domain/booking/room-quote.ts`). */
export interface QuotedRoom {
  readonly request: ReservationRoom;
  readonly roomType: RoomTypeRow;
  readonly plan: RatePlanRow;
  readonly rate: Rate;
  readonly extras: readonly QuotedExtra[];
  /** Unrounded net costs and the rate's payment policy, as the domain totals read them. */
  readonly item: TotalsItem;
  /** What the guest was shown, VAT included and rounded: room, extras, room total and its VAT. */
  readonly shown: {
    readonly roomCost: number;
    readonly serviceCost: number;
    readonly total: number;
    readonly vat: number;
  };
  /** The room's price night by night as sold, adding up to `shown.roomCost`. */
  readonly nights: readonly PricedNight[];
}

const TOLERANCE = 0.01 + 1e-9;

/**
 * Prices every room from the same nightly rows and rules as Availability/Search: the stay's Rate
 * for the room type and rate plan (promo unlock and discount included) through the domain's
 * ratePrice, serviceCharge and VAT rules. A room whose rate is no longer offered (sold out, closed,
 * minimum stay, promo-only without its code) → 409 "Sorry, your selection is not available".
 */
export async function quoteRooms(
  db: Executor,
  context: BookingContext,
  rooms: readonly ReservationRoom[],
  promoCode: string | null,
): Promise<QuotedRoom[]> {
  const searches = new Map<string, Promise<Offers>>();
  const offersFor = (room: ReservationRoom, code: string | null) => {
    const key = `${room.DateFrom}|${room.DateTo}|${code ?? ''}`;
    let offers = searches.get(key);
    if (!offers)
      searches.set(key, (offers = loadOffers(db, context, room.DateFrom, room.DateTo, code)));
    return offers;
  };
  const found: { room: ReservationRoom; roomType: RoomTypeRow; plan: RatePlanRow; rate: Rate }[] =
    [];
  for (const room of rooms) {
    const offers = await offersFor(room, room.Promotion || promoCode);
    const offer = offers.offers.find(
      (candidate) => candidate.RoomType.RoomTypeId === room.RoomTypeId,
    );
    const rate = offer?.Rates.find((candidate) => candidate.RatePlanId === room.RatePlanId);
    const roomType = context.statics.roomTypes.find((row) => row.id === room.RoomTypeId);
    const plan = context.statics.ratePlans.find((row) => row.id === room.RatePlanId);
    if (!rate || !roomType || !plan) throw new HttpError(409, NOT_AVAILABLE);
    found.push({ room, roomType, plan, rate });
  }
  const stays = rooms.map(stayOf);
  const nightPrice = await loadNightPrices(db, stays);
  return found.map(({ room, ...offer }, index) =>
    quoteRoom(context, room, offer, (night) => nightPrice(stays[index]!, night)),
  );
}

async function loadOffers(
  db: Executor,
  context: BookingContext,
  dateFrom: string,
  dateTo: string,
  code: string | null,
): Promise<Offers> {
  const [inventory, totals] = await Promise.all([
    loadStayInventory(db, context.propertyId, dateFrom, dateTo),
    loadStayRateTotals(db, context.propertyId, dateFrom, dateTo),
  ]);
  const promo = evaluatePromoCode(context.statics.promoCodes, code, context.clock.today);
  return buildOffers({
    statics: context.statics,
    inventory,
    totals,
    dateFrom,
    dateTo,
    nights: daysBetween(dateFrom, dateTo),
    ratePlanCode: null,
    locationId: null,
    promo: promo.status === 'valid' ? promo.promo : null,
    firstRoom: { adults: 1, children: 0, infants: 0 },
    currency: context.property.currency,
  });
}

/** The property's currency and VAT, as the domain's price rules take them. */
export const priceTax = (context: BookingContext): PriceTax => ({
  currency: context.property.currency,
  vatRate: context.property.standardVatRate,
  vatInclusive: !context.property.isStandardTaxExclusive,
});

const stayOf = (room: ReservationRoom) => ({
  roomTypeId: room.RoomTypeId,
  ratePlanId: room.RatePlanId,
  dateFrom: room.DateFrom,
  dateTo: room.DateTo,
  adults: room.NumberOfAdults,
  children: room.NumberOfChildren,
  infants: room.NumberOfInfants,
});

function quoteRoom(
  context: BookingContext,
  room: ReservationRoom,
  found: { roomType: RoomTypeRow; plan: RatePlanRow; rate: Rate },
  nightPrice: (night: string) => number,
): QuotedRoom {
  const rows = room.Services.map((extra) => ({
    extra,
    service: context.services.get(extra.ServiceId)!.row,
  }));
  const quote = quoteDomainRoom(
    {
      dateFrom: room.DateFrom,
      dateTo: room.DateTo,
      adults: room.NumberOfAdults,
      children: room.NumberOfChildren,
      infants: room.NumberOfInfants,
      rate: found.rate,
      services: rows.map(({ extra, service }) => ({
        ChargeType: service.chargeType,
        ChargePerPerson: service.chargePerPerson,
        Price: service.price,
        Quantity: extra.Quantity,
      })),
    },
    priceTax(context),
    context.clock.today,
  );
  const extras = rows.map(({ extra, service }, index) => ({
    serviceId: service.id,
    chargeType: service.chargeType,
    chargePerPerson: service.chargePerPerson,
    name: service.name,
    quantity: extra.Quantity,
    limited: service.startingInventory !== null,
    shownCost: quote.serviceCosts[index]!,
  }));
  return {
    request: room,
    ...found,
    extras,
    item: quote.item,
    shown: {
      roomCost: quote.roomCost,
      serviceCost: quote.servicesCost,
      total: quote.total,
      vat: quote.vat,
    },
    // Kept with the booking so a channel manager is told the nights as sold, whatever the rates
    // become; a promotion or discount in the room price is spread over the nights.
    nights: pricedNights(
      quote.roomCost,
      room.DateFrom,
      room.DateTo,
      nightPrice,
      context.property.currency,
    ),
  };
}

/** The booking's totals (spec §9) with the voucher discount taken off what is charged now first. */
export function bookingTotals(
  context: BookingContext,
  quotes: readonly QuotedRoom[],
  discount = 0,
): BasketTotals {
  const tax = priceTax(context);
  return basketTotals(
    quotes.map((quote) => quote.item),
    {
      currency: tax.currency,
      vat: { StandardVatRate: tax.vatRate, IsStandardTaxExclusive: !tax.vatInclusive },
      today: context.clock.today,
      discount,
    },
  );
}

/** Refuses a booking whose rooms or charge differ from the server's prices by more than a penny. */
export function assertPricesMatch(
  quotes: readonly QuotedRoom[],
  totals: BasketTotals,
  paymentAmount: number,
): void {
  const changed =
    quotes.some((quote) => Math.abs(quote.shown.total - quote.request.TotalCost) > TOLERANCE) ||
    Math.abs(totals.paymentNow - paymentAmount) > TOLERANCE;
  if (changed) throw new HttpError(409, PRICES_CHANGED);
}
