import type {
  AvailabilityCalendar,
  AvailabilityCalendarQuery,
  DayRate,
} from '../../../api/contract/availability-calendar.ts';
import { addDays, hotelClock } from '../../../domain/shared/clock.ts';
import { roundMoney } from '../../../domain/shared/money.ts';
import { rateQualifies } from '../../../domain/booking/offers.ts';
import { ratePrice } from '../../../domain/booking/pricing.ts';
import type {
  IsoDate,
  Occupancy,
  OccupancyLimits,
  RateOccupancyLimits,
} from '../../../domain/shared/types.ts';
import { grossAmount } from '../../../domain/shared/vat.ts';
import type { AppContext } from '../../context.ts';
import { getAvailabilityStatic, type RatePlanRow, type RoomTypeRow } from './statics.ts';
import type { SellableNight } from './calendar-nights.ts';
import { getPropertyRow, resolvePropertyId } from '../property/property.ts';
import { assertNoProblems, calendarProblems } from './stay-window.ts';

/**
 * GET /api/Availability: one row per night of [fromDate, toDate]. Two indexed range queries: rooms
 * left per night, and the open nightly rows of room types with a room left (promo-only plans aside).
 */
export async function getAvailabilityCalendar(
  ctx: AppContext,
  query: AvailabilityCalendarQuery,
): Promise<AvailabilityCalendar> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const [property, statics] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getAvailabilityStatic(ctx, propertyId),
  ]);
  assertNoProblems(calendarProblems(query, hotelClock(ctx.now(), property.timeZone).today));

  const plans = statics.ratePlans.filter((plan) => !plan.promoOnly);
  const promoOnly = statics.ratePlans.filter((plan) => plan.promoOnly).map((plan) => plan.id);
  const [rooms, nights] = await Promise.all([
    ctx.nights.roomsPerNight(ctx.db, propertyId, query.fromDate, query.toDate),
    ctx.nights.sellableNights(ctx.db, propertyId, query.fromDate, query.toDate, promoOnly),
  ]);
  const pricing: CalendarPricing = {
    occupancy: {
      adults: property.defaultOccupancyAdult,
      children: property.defaultOccupancyChildren,
      infants: property.defaultOccupancyInfant,
    },
    vatRate: property.standardVatRate,
    vatInclusive: !property.isStandardTaxExclusive,
    currency: property.currency,
  };
  return calendarRows(
    query.fromDate,
    query.toDate,
    rooms,
    nights,
    { roomTypes: statics.roomTypes, plans },
    pricing,
  );
}

export interface CalendarPricing {
  readonly occupancy: Occupancy;
  readonly vatRate: number;
  readonly vatInclusive: boolean;
  readonly currency: string;
}

interface PlanNight {
  minLengthOfStay: number;
  /** Lowest gross price over room types the occupancy fits. */
  fitting: number;
  /** Lowest gross price over every open room type, used when none fits. */
  any: number;
}

/**
 * Day rows from the loaded nights. A rate plan is listed on a night when a room type with a room
 * left is open on it; MinLengthOfStay is the smallest over those room types; MinimumRate the
 * lowest `ratePrice` of one room at the default occupancy (over room types and plan limits that
 * occupancy fits, or over all of them when it fits none), VAT added when prices exclude it.
 */
export function calendarRows(
  from: IsoDate,
  to: IsoDate,
  rooms: ReadonlyMap<IsoDate, number>,
  nights: readonly SellableNight[],
  config: { roomTypes: readonly RoomTypeRow[]; plans: readonly RatePlanRow[] },
  pricing: CalendarPricing,
): AvailabilityCalendar {
  const roomLimits = new Map(config.roomTypes.map((row) => [row.id, roomTypeLimits(row)]));
  const planLimits = new Map(config.plans.map((plan) => [plan.id, ratePlanLimits(plan)]));
  const byDate = new Map<IsoDate, Map<number, PlanNight>>();
  for (const night of nights) {
    const limits = planLimits.get(night.ratePlanId);
    const room = roomLimits.get(night.roomTypeId);
    if (!limits || !room) continue;
    const price = grossAmount(
      ratePrice(night, pricing.occupancy),
      pricing.vatRate,
      pricing.vatInclusive,
    );
    const fits = rateQualifies(room, limits, pricing.occupancy);
    const plansOfNight = byDate.get(night.date) ?? new Map<number, PlanNight>();
    byDate.set(night.date, plansOfNight);
    const seen = plansOfNight.get(night.ratePlanId);
    if (!seen) {
      plansOfNight.set(night.ratePlanId, {
        minLengthOfStay: night.minLengthOfStay,
        fitting: fits ? price : Infinity,
        any: price,
      });
      continue;
    }
    seen.minLengthOfStay = Math.min(seen.minLengthOfStay, night.minLengthOfStay);
    if (fits) seen.fitting = Math.min(seen.fitting, price);
    seen.any = Math.min(seen.any, price);
  }

  const days: AvailabilityCalendar = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const available = rooms.get(date) ?? 0;
    const plansOfNight = byDate.get(date);
    const rates: DayRate[] = [];
    for (const plan of available > 0 ? config.plans : []) {
      const night = plansOfNight?.get(plan.id);
      if (!night) continue;
      const lowest = Number.isFinite(night.fitting) ? night.fitting : night.any;
      rates.push({
        RatePlanId: plan.id,
        MinLengthOfStay: night.minLengthOfStay,
        MinimumRate: roundMoney(lowest, pricing.currency),
      });
    }
    days.push({ DateOfStay: date, AvailableRooms: available, Rates: rates });
  }
  return days;
}

function roomTypeLimits(row: RoomTypeRow): OccupancyLimits {
  return {
    MinimumOccupancy: row.minimumOccupancy,
    MaximumOccupancy: row.maximumOccupancy,
    AdultMaximumOccupancy: row.adultMaximumOccupancy,
    ChildMaximumOccupancy: row.childMaximumOccupancy,
  };
}

function ratePlanLimits(plan: RatePlanRow): RateOccupancyLimits {
  return {
    UseOccupancyForRatePlan: plan.useOccupancyForRatePlan,
    MinimumOccupancy: plan.minimumOccupancy,
    MaximumOccupancy: plan.maximumOccupancy,
    AdultMaximumOccupancy: plan.adultMaximumOccupancy,
    ChildMaximumOccupancy: plan.childMaximumOccupancy,
  };
}
