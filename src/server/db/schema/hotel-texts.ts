import { pgTable, primaryKey, integer, text } from 'drizzle-orm/pg-core';
import type { HotelTextSubject } from '../../../domain/shared/hotel-texts.ts';
import { properties } from './properties.ts';

/**
 * A hotel's own texts in the languages it translated them into (`de`, `zh-CN` …): room type, rate
 * plan and extra fields by their code, the property's policy texts with the code ''. The default
 * language's text is the one on the room, rate or extra row; a missing row reads it.
 */
export const hotelTexts = pgTable(
  'hotel_texts',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    subject: text('subject').$type<HotelTextSubject>().notNull(),
    code: text('code').notNull(),
    field: text('field').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.locale, t.subject, t.code, t.field] })],
);
