import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BookConfig, Theme } from '../../../api/contract/index.ts';
import { countries, creditCardTypes } from './reference.ts';

/**
 * Booking-engine settings kept as configuration (jsonb) rather than columns: nothing queries by them.
 * Keys are the contract's field names so they pass through unchanged.
 */
export type BookSettings = Omit<
  BookConfig,
  'PropertyId' | 'Locations' | 'Offers' | 'MaxNumberOfRoomsOnBooking' | 'ShowRoomTypeOccupancy'
>;

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    /** Upper case; URLs match it case-insensitively. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    addressText: text('address_text').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    stateOrCounty: text('state_or_county'),
    zipCode: text('zip_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    timeZone: text('time_zone').notNull(),
    locale: text('locale').notNull().default('en-GB'),
    logoUrl: text('logo_url'),
    imageUrl: text('image_url'),
    hotelRating: numeric('hotel_rating', { precision: 2, scale: 1, mode: 'number' }),
    /** Where the hotel is (WGS 84), for search engines' maps; null when not set. */
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    googleTagManagerContainerId: text('google_tag_manager_container_id'),
    facebookPixelId: text('facebook_pixel_id'),
    currency: text('currency').notNull(),
    availableCurrencies: text('available_currencies').array().notNull(),
    /** The languages the hotel's pages are offered in (`LOCALES` tags); null: all of them. */
    languages: text('languages').array(),
    payByPaystack: boolean('pay_by_paystack').notNull().default(false),
    /** Who takes this hotel's money (`Simulated`, `Stripe`, `Paystack`); the server's `PAYMENT_PROVIDER` when null. */
    paymentProvider: text('payment_provider'),
    privacyPolicyUrl: text('privacy_policy_url'),
    termsAndConditionsUrl: text('terms_and_conditions_url'),
    websiteUrl: text('website_url'),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    defaultPhoneCountryCode: text('default_phone_country_code').notNull().default('GB'),
    showRoomTypeOccupancy: boolean('show_room_type_occupancy').notNull().default(true),
    enableChildrenSearch: boolean('enable_children_search').notNull().default(true),
    enableInfantSearch: boolean('enable_infant_search').notNull().default(true),
    defaultOccupancyAdult: smallint('default_occupancy_adult').notNull().default(1),
    defaultOccupancyChildren: smallint('default_occupancy_children').notNull().default(0),
    defaultOccupancyInfant: smallint('default_occupancy_infant').notNull().default(0),
    maxRoomsPerBooking: smallint('max_rooms_per_booking').notNull(),
    adultMaximumOccupancy: smallint('adult_maximum_occupancy').notNull(),
    childMaximumOccupancy: smallint('child_maximum_occupancy').notNull(),
    adultOccupancyLabel: text('adult_occupancy_label').notNull().default('Adults'),
    childOccupancyLabel: text('child_occupancy_label').notNull().default('Children'),
    infantOccupancyLabel: text('infant_occupancy_label').notNull().default('Infants'),
    /** Percent. */
    standardVatRate: numeric('standard_vat_rate', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    isStandardTaxExclusive: boolean('is_standard_tax_exclusive').notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    bookSettings: jsonb('book_settings').$type<BookSettings>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('properties_code_upper_idx').on(sql`upper(${t.code})`),
    check('properties_code_upper', sql`${t.code} = upper(${t.code})`),
    check('properties_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('properties_max_rooms', sql`${t.maxRoomsPerBooking} >= 1`),
  ],
);

/** Card types a property accepts (Property.CreditCards). */
export const propertyCreditCardTypes = pgTable(
  'property_credit_card_types',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    creditCardTypeId: integer('credit_card_type_id')
      .notNull()
      .references(() => creditCardTypes.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.creditCardTypeId] })],
);
