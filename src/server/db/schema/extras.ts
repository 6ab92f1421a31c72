import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { ratePlans } from './rates.ts';
import { roomTypes } from './rooms.ts';

export type ChargeType = 'PerStay' | 'PerDay' | 'PerQuantity';

/** Extras a guest can add to a room (spec §3 Service). */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    chargeType: text('charge_type').$type<ChargeType>().notNull(),
    /** Multiply by adults plus children (spec §9). */
    chargePerPerson: boolean('charge_per_person').notNull().default(false),
    allowEditOnBookingEngine: boolean('allow_edit_on_booking_engine').notNull().default(true),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Null = unlimited; available = starting minus the quantities already booked. */
    startingInventory: integer('starting_inventory'),
    /** When set, applies only to these room types / rate plans (service_room_types, service_rate_plans). */
    restrictToRoomTypes: boolean('restrict_to_room_types').notNull().default(false),
    restrictToRatePlans: boolean('restrict_to_rate_plans').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('services_property_code').on(t.propertyId, t.code),
    check('services_charge_type', sql`${t.chargeType} in ('PerStay', 'PerDay', 'PerQuantity')`),
    check('services_price', sql`${t.price} >= 0`),
    check('services_inventory', sql`${t.startingInventory} is null or ${t.startingInventory} >= 0`),
  ],
);

export const serviceRoomTypes = pgTable(
  'service_room_types',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.roomTypeId] })],
);

export const serviceRatePlans = pgTable(
  'service_rate_plans',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.ratePlanId] })],
);

/** Gift vouchers redeemable against a booking (Reservation/CheckVoucherCode). Codes stored upper case. */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    balance: numeric('balance', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** An experience voucher (e.g. "dinner for two") rather than money: the spec's experience warning. */
    isExperience: boolean('is_experience').notNull().default(false),
    expiresOn: date('expires_on', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('gift_vouchers_property_code').on(t.propertyId, t.code),
    check('gift_vouchers_balance', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
  ],
);
