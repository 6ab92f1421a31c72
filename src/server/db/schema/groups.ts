import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Theme } from '../../../api/contract/index.ts';
import { properties } from './properties.ts';

export const propertyGroups = pgTable(
  'property_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    imageUrl: text('image_url'),
    websiteUrl: text('website_url'),
    hidePromoCodeOnLandingPage: boolean('hide_promo_code_on_landing_page').notNull().default(false),
    useAreaSearch: boolean('use_area_search').notNull().default(false),
    theme: jsonb('theme').$type<Theme>().notNull(),
  },
  (t) => [
    uniqueIndex('property_groups_code_upper_idx').on(sql`upper(${t.code})`),
    check('property_groups_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

export const propertyGroupAreas = pgTable('property_group_areas', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => propertyGroups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const propertyGroupMembers = pgTable(
  'property_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    areaId: integer('area_id').references(() => propertyGroupAreas.id, { onDelete: 'set null' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.propertyId] })],
);
