import {
  check,
  date,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** ISO 3166-1 countries offered in address and phone inputs. */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    dialCode: text('dial_code'),
  },
  (t) => [check('countries_code_format', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

export const creditCardTypes = pgTable('credit_card_types', {
  id: serial('id').primaryKey(),
  /** Lower-case brand key as detected from the card number prefix (spec §5): visa, mastercard, amex, ... */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/**
 * Exchange rates against one pivot: `units_per_usd` units of `currency` buy 1 USD, so
 * rate(A → B) = units_per_usd(B) / units_per_usd(A).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    unitsPerUsd: numeric('units_per_usd', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    ratesDate: date('rates_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exchange_rates_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_positive', sql`${t.unitsPerUsd} > 0`),
  ],
);
