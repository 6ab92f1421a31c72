import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { locations } from './property-data.ts';
import { properties } from './properties.ts';

/** A photo of a room type as stored: its address and what it shows, for guests who cannot see it. */
export interface RoomPhoto {
  readonly url: string;
  readonly alt: string;
}

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The first photo's address: the room's picture in search results. */
    imageUrl: text('image_url'),
    /** Every photo with its alt text, the first included; empty when only `imageUrl` is known. */
    photos: jsonb('photos').$type<RoomPhoto[]>().notNull().default([]),
    sizeSquareMetres: smallint('size_square_metres'),
    minimumOccupancy: smallint('minimum_occupancy').notNull().default(1),
    maximumOccupancy: smallint('maximum_occupancy').notNull(),
    adultMaximumOccupancy: smallint('adult_maximum_occupancy').notNull(),
    childMaximumOccupancy: smallint('child_maximum_occupancy').notNull(),
    /** Physical rooms of this type; nightly availability starts from it. */
    inventory: smallint('inventory').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    unique('room_types_property_code').on(t.propertyId, t.code),
    check(
      'room_types_occupancy',
      sql`${t.minimumOccupancy} >= 0 and ${t.maximumOccupancy} >= ${t.minimumOccupancy}`,
    ),
    check('room_types_inventory', sql`${t.inventory} >= 0`),
    check('room_types_size', sql`${t.sizeSquareMetres} > 0`),
  ],
);

/** "Upgrade to": a guest holding `from` may be offered `to`. */
export const roomTypeUpgrades = pgTable(
  'room_type_upgrades',
  {
    fromRoomTypeId: integer('from_room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    toRoomTypeId: integer('to_room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fromRoomTypeId, t.toRoomTypeId] }),
    check('room_type_upgrades_distinct', sql`${t.fromRoomTypeId} <> ${t.toRoomTypeId}`),
  ],
);

/** Answers to the room configuration question (RoomConfigurationDropdownOptionId). */
export const roomConfigurationOptions = pgTable(
  'room_configuration_options',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('room_configuration_options_room_type_idx').on(t.roomTypeId)],
);
