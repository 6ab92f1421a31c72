import * as v from 'valibot';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  EntityRefSchema,
  IdNameSchema,
  IdSchema,
} from './common.ts';
import { CardPaymentSchema } from './card-payment.ts';
import { BrowserDataSchema, CardDetailsSchema } from './reservation.ts';

// Decisions (spec §7 names the fields, not the rules): the link's hash is an HMAC of the payment
// id, invoice number and action, so changing any part of the URL makes it invalid; Get answers the
// request with its state; Process takes the card (or opens the hosted page) and answers a
// confirmation token for the Status and Confirmation calls, like checkout.

const LinkCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{10,64}$/, 'This link is invalid'),
);
const InvoiceNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('The invoice number is missing.'),
  v.maxLength(40, 'Use at most 40 characters.'),
);
const ActionTypeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z]{1,2}$/, 'This link is invalid'));

export const PayByLinkActionSchema = v.picklist(['None', 'Pay', 'StoreCard']);

/** GET /api/PayByLink/Config/{id}. */
export const PayByLinkConfigSchema = v.object({
  PropertyId: IdSchema,
  PropertyName: v.string(),
  Telephone: v.string(),
  Email: v.string(),
  /** Cards are paid on the payment provider's own page (Paystack) instead of a card form. */
  PayByPayStack: v.boolean(),
  CreditCards: v.array(IdNameSchema),
  DefaultPhoneCountryCode: CountryCodeSchema,
  /** How long a link stays payable. */
  LinkValidDays: v.number(),
  /** Present when the property's provider takes the card in its own fields. */
  CardPayment: v.optional(CardPaymentSchema),
});
export type PayByLinkConfig = v.InferOutput<typeof PayByLinkConfigSchema>;

/** GET /api/PayByLink/Get query (spec §7). */
export const PayByLinkGetQuerySchema = v.object({
  propertyId: EntityRefSchema,
  invoiceNumber: InvoiceNumberSchema,
  hash: LinkCodeSchema,
  actionType: ActionTypeSchema,
  paymentId: v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, 'This link is invalid'),
    v.transform(Number),
    IdSchema,
  ),
});
export type PayByLinkGetQuery = v.InferOutput<typeof PayByLinkGetQuerySchema>;

/** Where a request stands, as the guest is told. */
export const PayByLinkStateSchema = v.picklist([
  'Open',
  'Processing',
  'Paid',
  'CardStored',
  'Expired',
  'Cancelled',
  'NoBalance',
]);
export type PayByLinkState = v.InferOutput<typeof PayByLinkStateSchema>;

/** Spec §3 pay-by-link transaction (without card details, which only travel in Process). */
export const PayByLinkTransactionSchema = v.object({
  PropertyId: IdSchema,
  EntityId: v.nullable(IdSchema),
  Type: v.string(),
  Action: PayByLinkActionSchema,
  Timestamp: v.string(),
  InvoiceNumber: v.string(),
  Description: v.string(),
  AmountToPay: v.number(),
  Currency: CurrencyCodeSchema,
  PaymentId: IdSchema,
  Hash: v.string(),
  GuestName: v.string(),
  Email: v.string(),
  ExpiresAt: v.string(),
  /** When a card was stored or an invoice paid: e.g. "Visa ending 4242". */
  CardSummary: v.nullable(v.string()),
});
export type PayByLinkTransaction = v.InferOutput<typeof PayByLinkTransactionSchema>;

export const PayByLinkGetResultSchema = v.object({
  Success: v.boolean(),
  State: PayByLinkStateSchema,
  Title: v.nullable(v.string()),
  Message: v.nullable(v.string()),
  Transaction: PayByLinkTransactionSchema,
  /**
   * When the invoice was paid or the card stored (ISO instant), so a page can write the state in
   * its own words; absent from an API that does not give it.
   */
  CompletedAt: v.optional(v.nullable(v.string()), null),
});
export type PayByLinkGetResult = v.InferOutput<typeof PayByLinkGetResultSchema>;

/** POST /api/PayByLink/Process (spec §7). */
export const PayByLinkProcessRequestSchema = v.object({
  PropertyId: EntityRefSchema,
  Type: v.optional(v.nullable(v.string()), null),
  Action: PayByLinkActionSchema,
  InvoiceNumber: InvoiceNumberSchema,
  EntityId: v.optional(v.nullable(IdSchema), null),
  AmountToPay: v.pipe(v.number(), v.minValue(0)),
  PaymentId: IdSchema,
  Hash: LinkCodeSchema,
  Timestamp: v.optional(v.nullable(v.string()), null),
  Email: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  CardDetails: v.optional(v.nullable(CardDetailsSchema), null),
  BrowserData: v.optional(v.nullable(BrowserDataSchema), null),
});
export type PayByLinkProcessRequest = v.InferOutput<typeof PayByLinkProcessRequestSchema>;

// In a module of its own: the link's page checks this answer and nothing else, and bundles only it.
export {
  PayByLinkProcessResultSchema,
  type PayByLinkProcessResult,
} from './pay-by-link-process-result.ts';

/** GET /api/PayByLink/Status and /Confirmation query: `referenceNumber` is the confirmation token. */
export const PayByLinkLookupQuerySchema = v.object({
  propertyId: EntityRefSchema,
  referenceNumber: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'This payment is not known.'),
  ),
});

/** Spec §7 Status / Confirmation answer. */
export const PayByLinkOutcomeSchema = v.object({
  InvoiceNumber: v.string(),
  Action: PayByLinkActionSchema,
  Type: v.string(),
  Description: v.string(),
  AmountToPay: v.number(),
  Currency: CurrencyCodeSchema,
  TransactionReference: v.nullable(v.string()),
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  /** Processing while a challenge or hosted payment is open. */
  Status: v.picklist(['Processing', 'Succeeded', 'Failed']),
  CardSummary: v.nullable(v.string()),
  CompletedAt: v.nullable(v.string()),
  /** Back to the link after a failure, to try again. */
  RetryUrl: v.nullable(v.string()),
});
export type PayByLinkOutcome = v.InferOutput<typeof PayByLinkOutcomeSchema>;
