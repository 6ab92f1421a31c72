import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { paymentRequests } from './pay-by-link.ts';
import { reservations } from './reservations.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** What a charge without the guest is for: the rate's amount before arrival, or a no-show fee. */
export type ScheduledChargeKind = 'BeforeArrival' | 'NoShow';
/**
 * Due → Charging (claimed by one job run) → Charged, Declined or AwaitingGuest (the bank asked the
 * guest to authenticate, or no card is kept: a pay-by-link request is out, Charged once paid); a
 * Charging claim never finished goes back to the provider with the same idempotency key; Cancelled
 * when the booking was cancelled before the charge was taken.
 */
export type ScheduledChargeStatus =
  'Due' | 'Charging' | 'Charged' | 'Declined' | 'AwaitingGuest' | 'Cancelled';

/**
 * One charge taken from a booking's kept card without the guest. The unique key makes a charge
 * exist once however many job runs find it due; its id is the provider's idempotency key
 * (`charge_<id>`), so a run retried after a fault never charges twice.
 */
export const scheduledCharges = pgTable(
  'scheduled_charges',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ScheduledChargeKind>().notNull(),
    /** The hotel-local day it fell due (the rate's charge date, or the arrival day of a no-show). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The rooms it is for and each one's share: what moves into their paid money once taken. */
    rooms: jsonb('rooms').$type<{ itemId: number; amount: number }[]>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<ScheduledChargeStatus>().notNull().default('Due'),
    /** Calls made to the provider: a fault (timeout, 5xx) leaves it Due for the next run. */
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Why the last attempt did not take it (an error's name or the provider's answer; no card data). */
    failure: text('failure'),
    provider: text('provider'),
    providerReference: text('provider_reference'),
    /** The pay-by-link request the guest was sent when the bank asked for authentication. */
    paymentRequestId: integer('payment_request_id').references(() => paymentRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('scheduled_charges_once').on(t.reservationId, t.kind, t.dueOn),
    index('scheduled_charges_open')
      .on(t.status)
      .where(sql`${t.status} in ('Due', 'Charging', 'AwaitingGuest')`),
    check('scheduled_charges_kind', sql`${t.kind} in ('BeforeArrival', 'NoShow')`),
    check(
      'scheduled_charges_status',
      sql`${t.status} in ('Due', 'Charging', 'Charged', 'Declined', 'AwaitingGuest', 'Cancelled')`,
    ),
    check('scheduled_charges_amount', sql`${t.amount} > 0`),
  ],
);
