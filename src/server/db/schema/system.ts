import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';

/** Key/value settings of this database: link secret, seed marker. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Emails are written here in the transaction that causes them; the mailer (`server/mail/`) delivers them when SMTP_URL is set, and a development page shows them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery: queued → sending → sent, or back to queued with a later try, or failed/expired. */
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The last failure's code or name only: SMTP answers can quote the address. */
    lastError: text('last_error'),
    /** An iCalendar file sent with the message (the booking confirmation's stay). */
    calendarAttachment: text('calendar_attachment'),
    /** The language the email is written in (a `Locale`), for its HTML frame's `lang` and `dir`. */
    locale: text('locale').notNull().default('en-GB'),
  },
  (t) => [
    index('outbox_emails_created_idx').on(t.createdAt),
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'expired' | 'before-mailer';

/** Batched client-side error logs (POST /api/Log); card-like digit runs are masked before insert. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    code: text('code'),
    status: smallint('status'),
    url: text('url'),
    method: text('method'),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('client_logs_received_idx').on(t.receivedAt),
    check('client_logs_level', sql`${t.level} in ('error', 'warn', 'info')`),
  ],
);

/**
 * Attempts counted for abuse limits (failed logins per account and per client address, reset
 * emails, registrations, contact messages, bookings, voucher checks); rows older than a day are
 * pruned.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    /** Lower-case email, client address, hotel id, or an HMAC of a card number or email. */
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_throttle_subject_idx').on(t.action, t.subject, t.at),
    index('auth_throttle_at_idx').on(t.at),
  ],
);

/**
 * Requests per route and client address in the current one-minute window (the routes' `perMinute`
 * limits) on PostgreSQL, so every server on the database counts together; finished windows are
 * pruned. Unlogged (migration 0019): a minute's counts need no crash safety.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    route: text('route').notNull(),
    address: text('address').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.route, t.address] }),
    index('rate_windows_started_idx').on(t.startedAt),
  ],
);
