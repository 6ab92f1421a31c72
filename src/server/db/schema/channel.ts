import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { reservations } from './reservations.ts';

export type OtaReservationEventKind = 'Commit' | 'Modify' | 'Cancel';

/**
 * A reservation change a hotel's channel manager has not yet acknowledged. Written with the
 * change itself; the OpenTravel message is built from the booking as it is when read.
 */
export const otaReservationEvents = pgTable(
  'ota_reservation_events',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OtaReservationEventKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Failed pushes to the hotel's endpoint, and when to push again (back-off as the mailer's). */
    pushAttempts: smallint('push_attempts').notNull().default(0),
    nextPushAt: timestamp('next_push_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ota_reservation_events_kind', sql`${t.kind} in ('Commit', 'Modify', 'Cancel')`),
    index('ota_reservation_events_pending')
      .on(t.propertyId, t.id)
      .where(sql`${t.acknowledgedAt} is null`),
  ],
);
