import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { CancellationTerms } from '../../../domain/manage/cancellation-terms.ts';
import { properties } from './properties.ts';
import { roomTypes } from './rooms.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** When the automatic payment is taken (spec §9 "Room payment"). */
export type AutomaticPaymentType = 'None' | 'AtBooking' | 'BeforeArrival';

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    /** The policy as data (fees and deadlines are computed from it, domain/manage/cancellation-terms.ts). */
    cancellationTerms: jsonb('cancellation_terms')
      .$type<CancellationTerms>()
      .notNull()
      .default({ nonRefundable: false, freeUntilDaysBefore: 2, penalty: { kind: 'FirstNight' } }),
    /** e.g. "Full English breakfast included"; null when no meal is included. */
    includedMeal: text('included_meal'),
    automaticPaymentType: text('automatic_payment_type').$type<AutomaticPaymentType>().notNull(),
    percentageToCharge: numeric('percentage_to_charge', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    daysBeforeArrival: smallint('days_before_arrival').notNull().default(0),
    useOccupancyForRatePlan: boolean('use_occupancy_for_rate_plan').notNull().default(false),
    minimumOccupancy: smallint('minimum_occupancy'),
    maximumOccupancy: smallint('maximum_occupancy'),
    adultMaximumOccupancy: smallint('adult_maximum_occupancy'),
    childMaximumOccupancy: smallint('child_maximum_occupancy'),
    canPayByCompanyInvoice: boolean('can_pay_by_company_invoice').notNull().default(false),
    /** Shown only when a promo code unlocks it (promo_codes.rate_plan_id). */
    promoOnly: boolean('promo_only').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    unique('rate_plans_property_code').on(t.propertyId, t.code),
    check(
      'rate_plans_payment_type',
      sql`${t.automaticPaymentType} in ('None', 'AtBooking', 'BeforeArrival')`,
    ),
    check('rate_plans_percentage', sql`${t.percentageToCharge} between 0 and 100`),
  ],
);

/** One night of one room type on one rate plan; no row (or `closed`) means not sellable that night. */
export const nightlyRates = pgTable(
  'nightly_rates',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Denormalised for whole-property range reads. */
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    baseRate: money('base_rate').notNull(),
    baseNumberOfAdults: smallint('base_number_of_adults').notNull(),
    costPerRoom: money('cost_per_room').notNull().default(0),
    costPerAdult: money('cost_per_adult').notNull().default(0),
    costPerChild: money('cost_per_child').notNull().default(0),
    costPerInfant: money('cost_per_infant').notNull().default(0),
    perPersonCostPerAdult: money('per_person_cost_per_adult').notNull().default(0),
    perPersonCostPerChild: money('per_person_cost_per_child').notNull().default(0),
    perPersonCostPerInfant: money('per_person_cost_per_infant').notNull().default(0),
    minLengthOfStay: smallint('min_length_of_stay').notNull().default(1),
    /** Most nights for a stay arriving on this night; null: no limit. */
    maxLengthOfStay: smallint('max_length_of_stay'),
    closed: boolean('closed').notNull().default(false),
    /** No stay may arrive on this night. */
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    /** No stay may leave on this day (the row's date as the departure day). */
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.ratePlanId, t.date] }),
    index('nightly_rates_room_type_date_idx').on(t.roomTypeId, t.date),
    index('nightly_rates_property_date_idx').on(t.propertyId, t.date),
    check('nightly_rates_min_stay', sql`${t.minLengthOfStay} >= 1`),
  ],
);

/** Rooms still sellable per room type and night; bookings decrement it inside transactions. */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    availableRooms: integer('available_rooms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    index('room_inventory_property_date_idx').on(t.propertyId, t.date),
    check('room_inventory_available_non_negative', sql`${t.availableRooms} >= 0`),
  ],
);

/** A promo code unlocks a rate plan and/or takes a percentage off. Codes are stored upper case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    ratePlanId: integer('rate_plan_id').references(() => ratePlans.id, { onDelete: 'set null' }),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('promo_codes_property_code').on(t.propertyId, t.code),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'promo_codes_discount',
      sql`${t.discountPercentage} is null or ${t.discountPercentage} between 0 and 100`,
    ),
  ],
);
