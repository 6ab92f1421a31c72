import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { reservations } from './reservations.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export type PaymentRequestAction = 'Pay' | 'StoreCard';
/**
 * Pending → Paid (or CardStored); Pending → Expired when its time passes; Cancelled by the hotel.
 * Processing holds it while one payment is under way (a challenge, a hosted page), so it is paid at most once.
 */
export type PaymentRequestStatus =
  'Pending' | 'Processing' | 'Paid' | 'CardStored' | 'Expired' | 'Cancelled';

/** A pay-by-link request (spec §3 pay-by-link transaction): an invoice to pay or a card to store. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    invoiceNumber: text('invoice_number').notNull(),
    action: text('action').$type<PaymentRequestAction>().notNull(),
    description: text('description').notNull(),
    /** What is asked, in the property currency (0 for a card to store). */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Who the link was sent to (prefills the form). */
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    /** The guest's language (the booking's `LanguageCode`, or the hotel's choice): its email's and page's. */
    languageCode: text('language_code').notNull().default('en-GB'),
    status: text('status').$type<PaymentRequestStatus>().notNull().default('Pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a payment starts: its Status and Confirmation pages carry it (128-bit, URL-safe). */
    confirmationToken: text('confirmation_token').unique(),
    transactionReference: text('transaction_reference'),
    gatewaySessionId: text('gateway_session_id'),
    /** Who takes this request's payment and its id there (PaymentIntent, SetupIntent, transaction). */
    provider: text('provider').notNull().default('Simulated'),
    providerReference: text('provider_reference'),
    /** Never a card number or security code: the gateway's token, brand, last four and expiry. */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    payerEmail: text('payer_email'),
    failureMessage: text('failure_message'),
    /** When Process last claimed it (Pending → Processing): a claim never completed is released. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_requests_invoice').on(t.propertyId, t.invoiceNumber, t.action),
    index('payment_requests_session_idx').on(t.gatewaySessionId),
    check('payment_requests_action', sql`${t.action} in ('Pay', 'StoreCard')`),
    check(
      'payment_requests_status',
      sql`${t.status} in ('Pending', 'Processing', 'Paid', 'CardStored', 'Expired', 'Cancelled')`,
    ),
    check('payment_requests_amount', sql`${t.amount} >= 0`),
    check('payment_requests_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);
