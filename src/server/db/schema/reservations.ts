import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PricedNight } from '../../../domain/channel/priced-nights.ts';
import { accounts } from './accounts.ts';
import { giftVouchers, services } from './extras.ts';
import { cancellationReasons, companies } from './property-data.ts';
import { properties } from './properties.ts';
import { ratePlans } from './rates.ts';
import { roomConfigurationOptions, roomTypes } from './rooms.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type ReservationStatusValue = 'Confirmed' | 'PendingPayment' | 'Failed' | 'Cancelled';

/**
 * A booking. `PendingPayment` holds its inventory until the gateway answers or `expires_at` passes;
 * `Failed` has given everything back; `Cancelled` (by the guest, in manage booking) too, less any fee. Money is in the property currency, VAT included.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Human-friendly, e.g. GL-7Q4K9P. */
    reservationNumber: text('reservation_number').notNull().unique(),
    /** 128-bit random, URL-safe; the Status/Confirmation pages carry it. */
    confirmationToken: text('confirmation_token').notNull().unique(),
    status: text('status').$type<ReservationStatusValue>().notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    bookerFirstName: text('booker_first_name').notNull(),
    bookerLastName: text('booker_last_name').notNull(),
    bookerEmail: text('booker_email').notNull(),
    bookerPhone: text('booker_phone').notNull(),
    bookerStreet: text('booker_street'),
    bookerCity: text('booker_city'),
    bookerCountryId: integer('booker_country_id'),
    bookerStateOrCounty: text('booker_state_or_county'),
    bookerZipCode: text('booker_zip_code'),
    optInToReceiveUpdates: boolean('opt_in_to_receive_updates').notNull().default(false),
    /** The logged-in account that booked, if any. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    poNumber: text('po_number'),
    paymentType: smallint('payment_type').notNull(),
    currency: text('currency').notNull(),
    totalCost: money('total_cost').notNull(),
    totalVat: money('total_vat').notNull(),
    discount: money('discount').notNull().default(0),
    amountPaid: money('amount_paid').notNull(),
    amountDueLater: money('amount_due_later').notNull(),
    specialRequests: text('special_requests'),
    comment: text('comment'),
    promoCode: text('promo_code'),
    languageCode: text('language_code').notNull().default('en'),
    isAppBooking: boolean('is_app_booking').notNull().default(false),
    /** The currency the guest saw prices in, when not the property's (amounts stay in `currency`). */
    displayCurrency: text('display_currency'),
    /** Origin of the site the guest booked on, for absolute links in emails. */
    siteOrigin: text('site_origin'),
    failureMessage: text('failure_message'),
    /** When a pending payment is given up. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Bumped by every amendment: a change made from an older view of the booking is refused (no double charge on a double submit). */
    version: integer('version').notNull().default(1),
    /** Fees kept for cancelled rooms (inside `total_cost`). */
    cancellationFee: money('cancellation_fee').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReasonId: integer('cancellation_reason_id').references(
      () => cancellationReasons.id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('reservations_property_idx').on(t.propertyId),
    index('reservations_account_idx').on(t.accountId),
    index('reservations_booker_email_idx').on(sql`lower(${t.bookerEmail})`),
    check(
      'reservations_status',
      sql`${t.status} in ('Confirmed', 'PendingPayment', 'Failed', 'Cancelled')`,
    ),
    check('reservations_dates', sql`${t.dateTo} > ${t.dateFrom}`),
  ],
);

/** One room of a reservation. Costs are what the guest was shown: VAT included, rounded. */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id),
    roomConfigurationOptionId: integer('room_configuration_option_id').references(
      () => roomConfigurationOptions.id,
      { onDelete: 'set null' },
    ),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull(),
    infants: smallint('infants').notNull(),
    promotion: text('promotion'),
    totalRoomCost: money('total_room_cost').notNull(),
    totalServiceCost: money('total_service_cost').notNull(),
    totalCost: money('total_cost').notNull(),
    vatAmount: money('vat_amount').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** A room cancelled on its own in manage booking; its nights were given back. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationFee: money('cancellation_fee').notNull().default(0),
    /** The room's own money (domain/manage/room-money.ts): paid online for it, charged before its arrival or invoiced, covered by a voucher. */
    amountPaid: money('amount_paid').notNull().default(0),
    amountDueLater: money('amount_due_later').notNull().default(0),
    voucher: money('voucher').notNull().default(0),
    /**
     * The room's price night by night as it was sold (adds up to `totalRoomCost`), told to channel
     * managers; null for rooms booked before it was kept.
     */
    nights: jsonb('nights').$type<PricedNight[]>(),
  },
  (t) => [
    index('reservation_items_reservation_idx').on(t.reservationId),
    check('reservation_items_dates', sql`${t.dateTo} > ${t.dateFrom}`),
  ],
);

export const reservationGuests = pgTable(
  'reservation_guests',
  {
    id: serial('id').primaryKey(),
    reservationItemId: integer('reservation_item_id')
      .notNull()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    isLeadGuest: boolean('is_lead_guest').notNull().default(false),
  },
  (t) => [index('reservation_guests_item_idx').on(t.reservationItemId)],
);

export const reservationExtras = pgTable(
  'reservation_extras',
  {
    id: serial('id').primaryKey(),
    reservationItemId: integer('reservation_item_id')
      .notNull()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    quantity: smallint('quantity').notNull(),
    /** VAT included, rounded. */
    totalCost: money('total_cost').notNull(),
  },
  (t) => [
    index('reservation_extras_item_idx').on(t.reservationItemId),
    check('reservation_extras_quantity', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Units of limited extras held per night (a booked extra holds its quantity on every night of its
 * room's stay). Bookings add with a conditional upsert, so the total never passes the starting inventory.
 */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.date] }),
    check('service_bookings_booked', sql`${t.booked} >= 0`),
  ],
);

/** A manage-booking change as kept while its payment is challenged: what the guest confirmed, from which version. */
export interface StoredAmendment {
  readonly version: number;
  readonly dates: {
    readonly from: string;
    readonly to: string;
    readonly itemIds: readonly number[] | null;
  } | null;
  readonly items: readonly {
    ReservationItemId: number;
    RoomTypeId?: number | undefined;
    Guests?: { GuestId: number | null; FirstName: string; LastName: string }[] | undefined;
    Services?: { ServiceId: number; Quantity: number }[] | undefined;
  }[];
  readonly cancelItemIds: readonly number[];
  readonly cancellationReasonId: number | null;
}

export type PaymentRecordStatus = 'Pending' | 'Succeeded' | 'Failed' | 'NotRequired';

/** How a reservation is paid: never a card number or security code, only the gateway's token, brand and last four digits. */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    method: text('method')
      .$type<'Card' | 'SavedCard' | 'Paystack' | 'IndividualInvoice' | 'CompanyInvoice'>()
      .notNull(),
    status: text('status').$type<PaymentRecordStatus>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    nameOnCard: text('name_on_card'),
    /** Save the card for this account once the payment succeeds (SaveCreditCardToIndividual). */
    saveForAccountId: integer('save_for_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    gatewaySessionId: text('gateway_session_id'),
    /** Who took it (`Simulated`, `Stripe`, `Paystack`) and its id there (PaymentIntent, transaction). */
    provider: text('provider').notNull().default('Simulated'),
    providerReference: text('provider_reference'),
    /** A manage-booking change waiting for this payment's 3-D Secure challenge (applied once it passes). */
    amendment: jsonb('amendment').$type<StoredAmendment>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_payments_reservation_idx').on(t.reservationId),
    index('reservation_payments_session_idx').on(t.gatewaySessionId),
    index('reservation_payments_provider_ref_idx').on(t.providerReference),
    check(
      'reservation_payments_last4',
      sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => giftVouchers.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_redemptions_reservation_idx').on(t.reservationId)],
);

/**
 * Answers of Create per `Idempotency-Key`: the same key replays the stored answer; the primary key
 * makes a concurrent duplicate wait for the first and then replay it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** Keyed HMAC of the request body (the body may hold a card number, so never a plain hash). */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type GatewaySessionKind = 'ThreeDSecure' | 'Paystack';
export type GatewaySessionStatus = 'Pending' | 'Succeeded' | 'Failed';

/** The simulated gateway's challenges and hosted payments; it knows nothing of reservations beyond where to send the guest back. */
export const gatewaySessions = pgTable(
  'gateway_sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<GatewaySessionKind>().notNull(),
    status: text('status').$type<GatewaySessionStatus>().notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    merchantName: text('merchant_name').notNull(),
    /** e.g. "Visa ending 3220" for a challenge. */
    description: text('description'),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('gateway_sessions_kind', sql`${t.kind} in ('ThreeDSecure', 'Paystack')`),
    check('gateway_sessions_status', sql`${t.status} in ('Pending', 'Succeeded', 'Failed')`),
  ],
);

/**
 * The simulated gateway's record of each card it approved for a payment by link, under the
 * merchant's reference: what a real gateway answers when asked for a payment by its reference, so a
 * payment whose result we failed to write can be recovered. Only the token and what may be shown.
 */
export const gatewayCharges = pgTable('gateway_charges', {
  reference: text('reference').primaryKey(),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  cardToken: text('card_token').notNull(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  cardExpiryMonth: smallint('card_expiry_month').notNull(),
  cardExpiryYear: smallint('card_expiry_year').notNull(),
  createdAt: createdAt(),
});

/** Every amendment and cancellation made in manage booking: what changed and what money moved. */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'Amended' | 'Cancelled'>().notNull(),
    /** The guest-facing lines of the change, e.g. "Dates: 1–3 Jun → 2–5 Jun". */
    changes: jsonb('changes').$type<string[]>().notNull(),
    oldTotal: money('old_total').notNull(),
    newTotal: money('new_total').notNull(),
    fee: money('fee').notNull().default(0),
    charged: money('charged').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservation_changes_reservation_idx').on(t.reservationId),
    check('reservation_changes_kind', sql`${t.kind} in ('Amended', 'Cancelled')`),
  ],
);

/**
 * Every provider webhook event applied, by the provider's event id: a redelivered or replayed
 * event finds its id here and changes nothing.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
