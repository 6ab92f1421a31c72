import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './property-data.ts';
import { properties } from './properties.ts';
import { creditCardTypes } from './reference.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower case; unique. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url); see server/auth/password.ts. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone'),
    receiveBrandOffers: boolean('receive_brand_offers').notNull().default(false),
    canChoosePaymentMethod: boolean('can_choose_payment_method').notNull().default(false),
    /** Organisation the account books for when paying by company invoice. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_idx').on(t.email),
    check('accounts_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A gateway token for a card; never the number or security code. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    creditCardTypeId: integer('credit_card_type_id')
      .notNull()
      .references(() => creditCardTypes.id),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_account_idx').on(t.accountId),
    check('saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_expiry_month', sql`${t.expiryMonth} between 1 and 12`),
  ],
);

/** Login sessions; only a SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: the session ends then however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last use (updated at most once a minute); the idle expiry counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Single-use tokens of emailed links (confirm email, reset password, change email); only a SHA-256
 * of the token is stored. `email` is the address the link was sent to (the new one for a change).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_account_idx').on(t.accountId, t.purpose),
    check(
      'account_tokens_purpose',
      sql`${t.purpose} in ('confirm-email', 'reset-password', 'change-email')`,
    ),
  ],
);
