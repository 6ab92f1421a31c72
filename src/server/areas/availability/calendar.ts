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
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';
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
  // Plans by their place in `config.plans`, the order the rows list them.
  const planIndex = new Map(config.plans.map((plan, index) => [plan.id, index]));
  // Whether the occupancy fits a room type on a plan is the same every night: decided once.
  const fitsByRoomType = new Map(
    config.roomTypes.map((row) => {
      const room = roomTypeLimits(row);
      const fits = config.plans.map((plan) =>
        rateQualifies(room, ratePlanLimits(plan), pricing.occupancy),
      );
      return [row.id, fits] as const;
    }),
  );
  const byDate = new Map<IsoDate, (PlanNight | undefined)[]>();
  for (const night of nights) {
    const index = planIndex.get(night.ratePlanId);
    const fits = index === undefined ? undefined : fitsByRoomType.get(night.roomTypeId)?.[index];
    if (index === undefined || fits === undefined) continue;
    const price = grossAmount(
      ratePrice(night, pricing.occupancy),
      pricing.vatRate,
      pricing.vatInclusive,
    );
    let plansOfNight = byDate.get(night.date);
    if (!plansOfNight) byDate.set(night.date, (plansOfNight = []));
    const seen = plansOfNight[index];
    if (!seen) {
      plansOfNight[index] = {
        minLengthOfStay: night.minLengthOfStay,
        fitting: fits ? price : Infinity,
        any: price,
      };
      continue;
    }
    seen.minLengthOfStay = Math.min(seen.minLengthOfStay, night.minLengthOfStay);
    if (fits) seen.fitting = Math.min(seen.fitting, price);
    seen.any = Math.min(seen.any, price);
  }

  const days: AvailabilityCalendar = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const available = rooms.get(date) ?? 0;
    const plansOfNight = available > 0 ? byDate.get(date) : undefined;
    const rates: DayRate[] = [];
    for (let index = 0; plansOfNight && index < plansOfNight.length; index++) {
      const night = plansOfNight[index];
      if (!night) continue;
      const lowest = Number.isFinite(night.fitting) ? night.fitting : night.any;
      rates.push({
        RatePlanId: config.plans[index]!.id,
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
