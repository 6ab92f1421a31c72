import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { countries } from './reference.ts';
import { reservationItems, reservations } from './reservations.ts';

/** Which guest details a hotel asks for at pre-check-in (data, so each hotel sets its own). */
export const preCheckInSettings = pgTable(
  'pre_check_in_settings',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Name of the preset the fields came from (UK, EU, Basic) or Custom. */
    preset: text('preset').notNull(),
    /** Field name → Hidden | Optional | Required | RequiredForForeignGuests (domain/pre-check-in/guest-fields.ts). */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** The link opens this many days before arrival; the pre-arrival email goes out then. */
    opensDaysBeforeArrival: smallint('opens_days_before_arrival').notNull().default(7),
    /** Document numbers and dates of birth are blanked this many days after departure. */
    retentionDays: smallint('retention_days').notNull().default(365),
  },
  (t) => [
    check(
      'pre_check_in_settings_days',
      sql`${t.opensDaysBeforeArrival} between 0 and 60 and ${t.retentionDays} >= 0`,
    ),
  ],
);

export type PreCheckInStatusValue = 'InProgress' | 'Complete';

/** A reservation's pre-check-in: saved progress, completion, and whether the pre-arrival email went out. */
export const preCheckIns = pgTable(
  'pre_check_ins',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    status: text('status').$type<PreCheckInStatusValue>().notNull().default('InProgress'),
    bookerReviewed: boolean('booker_reviewed').notNull().default(false),
    /** Rooms (reservation item ids) the guest has looked over. */
    reviewedItemIds: jsonb('reviewed_item_ids').$type<number[]>().notNull().default([]),
    /** Expected arrival time `HH:mm`, hotel-local. */
    arrivalTime: text('arrival_time'),
    preArrivalEmailAt: timestamp('pre_arrival_email_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('pre_check_ins_status', sql`${t.status} in ('InProgress', 'Complete')`)],
);

/** Registration details of one guest of one room (position 0 is the lead guest). */
export const preCheckInGuests = pgTable(
  'pre_check_in_guests',
  {
    id: serial('id').primaryKey(),
    reservationItemId: integer('reservation_item_id')
      .notNull()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    isChild: boolean('is_child').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    city: text('city'),
    zipCode: text('zip_code'),
    countryId: integer('country_id').references(() => countries.id),
    nationalityId: integer('nationality_id').references(() => countries.id),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    reviewed: boolean('reviewed').notNull().default(false),
  },
  (t) => [
    unique('pre_check_in_guests_slot').on(t.reservationItemId, t.position),
    index('pre_check_in_guests_item_idx').on(t.reservationItemId),
  ],
);
