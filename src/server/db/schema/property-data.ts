import { boolean, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { properties } from './properties.ts';

const propertyRef = () => integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' });

/** Parts of a property a search can be narrowed to (Availability/Search LocationId). */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  propertyId: propertyRef(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
}, (t) => [index('locations_property_idx').on(t.propertyId)]);

/** Marketed packages on the search page; they preset a rate plan code and/or promo code. */
export const offers = pgTable('offers', {
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
}, (t) => [index('offers_property_idx').on(t.propertyId)]);

export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  propertyId: propertyRef(),
  name: text('name').notNull(),
  minOnlinePartySize: smallint('min_online_party_size').notNull().default(1),
  maxOnlinePartySize: smallint('max_online_party_size').notNull().default(8),
  noAvailabilityText: text('no_availability_text'),
  /** Bookable times, e.g. ["18:00", "18:30"]; the restaurant issue fills the rest in. */
  timeSlots: text('time_slots').array().notNull().default(sql`'{}'::text[]`),
  sortOrder: smallint('sort_order').notNull().default(0),
}, (t) => [index('restaurants_property_idx').on(t.propertyId)]);

/** Reasons a guest picks when cancelling; `property_id` null means every property. */
export const cancellationReasons = pgTable('cancellation_reasons', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  requiresComment: boolean('requires_comment').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Organisations a booking can be invoiced to (company payment with PO number). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  propertyId: propertyRef(),
  name: text('name').notNull(),
  city: text('city'),
  countryCode: text('country_code'),
  email: text('email'),
  active: boolean('active').notNull().default(true),
}, (t) => [index('companies_property_idx').on(t.propertyId)]);
