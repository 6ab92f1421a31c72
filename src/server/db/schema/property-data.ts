import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { properties } from './properties.ts';

const propertyRef = () =>
  integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' });

/** Parts of a property a search can be narrowed to (Availability/Search LocationId). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    propertyId: propertyRef(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('locations_property_idx').on(t.propertyId)],
);

/** Marketed packages on the search page; they preset a rate plan code and/or promo code. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    propertyId: propertyRef(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    ratePlanCode: text('rate_plan_code'),
    promoCode: text('promo_code'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('offers_property_idx').on(t.propertyId)],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    propertyId: propertyRef(),
    name: text('name').notNull(),
    minOnlinePartySize: smallint('min_online_party_size').notNull().default(1),
    maxOnlinePartySize: smallint('max_online_party_size').notNull().default(8),
    noAvailabilityText: text('no_availability_text'),
    /** Bookable times, e.g. ["18:00", "18:30"]. */
    timeSlots: text('time_slots')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Guests a time slot seats, across its tables. */
    coversPerSlot: smallint('covers_per_slot').notNull().default(20),
    /** Days of the week it is closed (0 = Sunday). */
    closedWeekdays: smallint('closed_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Tables are given for a fixed time: the guest is told when to leave. */
    leaveTimeRequired: boolean('leave_time_required').notNull().default(false),
  },
  (t) => [index('restaurants_property_idx').on(t.propertyId)],
);

/** A restaurant's offer on some of its time slots (spec §3 time slot Promotions). */
export const restaurantPromotions = pgTable('restaurant_promotions', {
  id: serial('id').primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  timeSlots: text('time_slots')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** A table booked online (spec §7 RestaurantBooking/Create). */
export const tableBookings = pgTable(
  'table_bookings',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    bookingReference: text('booking_reference').notNull().unique(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitTime: text('visit_time').notNull(),
    partySize: smallint('party_size').notNull(),
    promotionId: integer('promotion_id').references(() => restaurantPromotions.id, {
      onDelete: 'set null',
    }),
    specialRequests: text('special_requests'),
    /** The spec's Identifier: the name the table is booked under (a reservation number when IsReservation). */
    guestName: text('guest_name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    isReservation: boolean('is_reservation').notNull().default(false),
    status: text('status').$type<'Confirmed' | 'Cancelled'>().notNull().default('Confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('table_bookings_restaurant_date_idx').on(t.restaurantId, t.visitDate),
    check('table_bookings_status', sql`${t.status} in ('Confirmed', 'Cancelled')`),
    check('table_bookings_party', sql`${t.partySize} >= 1`),
  ],
);

/** Guests booked per restaurant, date and time; a conditional upsert keeps it within the covers. */
export const restaurantSlotCovers = pgTable(
  'restaurant_slot_covers',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitTime: text('visit_time').notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'restaurant_slot_covers_pk',
      columns: [t.restaurantId, t.visitDate, t.visitTime],
    }),
    check('restaurant_slot_covers_booked', sql`${t.booked} >= 0`),
  ],
);

/** Reasons a guest picks when cancelling; `property_id` null means every property. */
export const cancellationReasons = pgTable('cancellation_reasons', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  requiresComment: boolean('requires_comment').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Organisations a booking can be invoiced to (company payment with PO number). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    propertyId: propertyRef(),
    name: text('name').notNull(),
    city: text('city'),
    countryCode: text('country_code'),
    email: text('email'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('companies_property_idx').on(t.propertyId)],
);
