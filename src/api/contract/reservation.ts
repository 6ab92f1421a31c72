import * as v from 'valibot';
import { CurrencyCodeSchema, IdSchema, IsoDateSchema } from './common.ts';

const Money = v.pipe(v.number(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));
const Text = (max: number, message?: string) =>
  v.pipe(v.string(message), v.trim(), v.maxLength(max, `Use at most ${max} characters.`));
const OptionalText = (max: number) => v.optional(v.nullable(Text(max)), null);
const PropertyRef = v.union(
  [IdSchema, v.pipe(v.string(), v.minLength(1))],
  'PropertyId is required.',
);

/** Payment methods (spec §3): StoreCard=0, PayByIndividualInvoice=1, PayByVoucher=2, PayByCompanyInvoice=3, PayByPayStack=4, PayByCard=5. */
export const PaymentTypeSchema = v.picklist([0, 1, 2, 3, 4, 5], 'Choose how to pay.');

/** The booker as sent (spec §3 "Booker … Sent as"). Which fields are required is the property's configuration. */
export const BookerPayloadSchema = v.object({
  FirstName: Text(100),
  LastName: Text(100),
  Email: Text(254),
  // Checked with the phone rule against the hotel's required fields (validate-booker).
  Phone: Text(40),
  Street: OptionalText(200),
  City: OptionalText(100),
  CountryId: v.optional(v.nullable(IdSchema), null),
  StateOrCounty: OptionalText(100),
  ZipCode: OptionalText(20),
  OptInToReceiveUpdates: v.optional(v.boolean(), false),
});
export type BookerPayload = v.InferOutput<typeof BookerPayloadSchema>;

/**
 * Card payload (spec §3 "Credit card … Payload"). Either a saved card (`CreditCardId`) or a new
 * card's details. The number and security code go to the payment gateway and are never stored
 * or logged: only the gateway token, brand and last four digits are kept.
 */
export const CardDetailsSchema = v.object({
  CreditCardId: v.optional(v.nullable(IdSchema), null),
  SaveCreditCardToIndividual: v.optional(v.boolean(), false),
  CardNumber: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[\d ]{12,23}$/, 'Enter the card number.'))),
    null,
  ),
  NameOnCard: OptionalText(100),
  EmailAddress: OptionalText(254),
  CreditCardTypeId: v.optional(v.nullable(IdSchema), null),
  ExpiryMonth: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer(), v.minValue(1, 'Choose the expiry month.'), v.maxValue(12)),
    ),
    null,
  ),
  ExpiryYear: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100))),
    null,
  ),
  SecurityCode: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'))),
    null,
  ),
});
export type CardDetails = v.InferOutput<typeof CardDetailsSchema>;

export const ReservationServiceSchema = v.object({
  ServiceId: IdSchema,
  Quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
});

/** One room (spec §3 "Basket item … Sent as"). `TotalCost` is what the guest was shown for the room: extras and VAT included. */
export const ReservationRoomSchema = v.object({
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  RoomTypeId: IdSchema,
  RoomConfigurationDropdownOptionId: v.optional(v.nullable(IdSchema), null),
  RatePlanId: IdSchema,
  Promotion: OptionalText(40),
  NumberOfAdults: Count,
  NumberOfChildren: v.optional(Count, 0),
  NumberOfInfants: v.optional(Count, 0),
  LeadGuest: v.object({ FirstName: Text(100), LastName: Text(100) }),
  Services: v.optional(v.array(ReservationServiceSchema), []),
  TotalCost: Money,
});
export type ReservationRoom = v.InferOutput<typeof ReservationRoomSchema>;

/** Spec §7 BrowserData, for the payment gateway's risk checks (3-D Secure). */
export const BrowserDataSchema = v.object({
  ColorDepth: v.pipe(v.number(), v.integer(), v.minValue(0)),
  JavaScriptEnabled: v.boolean(),
  Language: Text(35),
  ScreenHeight: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ScreenWidth: v.pipe(v.number(), v.integer(), v.minValue(0)),
  UserAgent: Text(512),
  TimeZoneOffset: v.pipe(v.number(), v.integer(), v.minValue(-900), v.maxValue(900)),
});
export type BrowserData = v.InferOutput<typeof BrowserDataSchema>;

/**
 * POST /api/Reservation/Create (spec §7). Send an `Idempotency-Key` header: the same key answers
 * the first result again and never books twice. `PaymentAmount` is what is charged now;
 * `Password` (optional) creates an account for the booker.
 */
export const CreateReservationRequestSchema = v.object({
  LanguageCode: v.optional(v.string(), 'en'),
  IsAppBooking: v.optional(v.boolean(), false),
  PropertyId: PropertyRef,
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  Notes: OptionalText(2000),
  Comment: OptionalText(2000),
  Booker: BookerPayloadSchema,
  Password: OptionalText(200),
  CardDetails: v.optional(v.nullable(CardDetailsSchema), null),
  PaymentAmount: Money,
  PaymentType: PaymentTypeSchema,
  AccountId: v.optional(v.nullable(IdSchema), null),
  PONumber: OptionalText(50),
  PromoCode: OptionalText(40),
  HopGiftVoucherCode: OptionalText(40),
  AgreeToTermsAndConditions: v.pipe(
    v.boolean(),
    v.check((agreed) => agreed, 'Please agree to the terms and conditions.'),
  ),
  HasAcceptedCustomTermsAndConditions: v.optional(v.boolean(), false),
  Rooms: v.pipe(v.array(ReservationRoomSchema), v.minLength(1, 'Choose at least one room.')),
  BrowserData: v.optional(v.nullable(BrowserDataSchema), null),
  /** The currency the guest chose to see prices in; the booking is charged in the property's. */
  DisplayCurrency: v.optional(v.nullable(CurrencyCodeSchema), null),
});
export type CreateReservationRequest = v.InferInput<typeof CreateReservationRequestSchema>;

/** Where a reservation's payment stands. */
export const ReservationStatusValueSchema = v.picklist([
  'Confirmed',
  'PendingPayment',
  'Failed',
  'Cancelled',
]);
export type ReservationStatusValue = v.InferOutput<typeof ReservationStatusValueSchema>;

/**
 * Create's answer. `Confirmed`: done, go to Confirmation. `PendingPayment`: the guest must finish
 * payment at `RedirectUrl` (3-D Secure challenge, Paystack hosted page) and comes back to Status.
 * A refusal (sold out, price changed, card declined) is a 4xx with `Message`, and nothing is booked.
 */
export const CreateReservationResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  ConfirmationToken: v.string(),
  ReservationNumber: v.string(),
  Status: ReservationStatusValueSchema,
  RedirectUrl: v.nullable(v.string()),
  /**
   * With a provider whose script takes the card in the browser (Stripe): what the script confirms
   * the held booking's payment with; the booking is confirmed once the provider says it is paid.
   */
  PaymentClientSecret: v.optional(v.string()),
});
export type CreateReservationResult = v.InferOutput<typeof CreateReservationResultSchema>;

/** GET /api/Reservation/Status and /Confirmation query: `referenceNumber` is the confirmation token. */
export const ReservationLookupQuerySchema = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'propertyId is required')),
  referenceNumber: v.pipe(
    v.string(),
    v.minLength(8, 'referenceNumber is required'),
    v.maxLength(100),
  ),
});

export const ReservationStatusSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Status: ReservationStatusValueSchema,
  ReservationNumber: v.string(),
});
export type ReservationStatus = v.InferOutput<typeof ReservationStatusSchema>;

/** The guest is back from a bank check that failed: the held booking's payment may be let go. */
export const GiveUpPaymentRequestSchema = v.object({
  PropertyId: v.pipe(v.string(), v.minLength(1, 'PropertyId is required.')),
  ConfirmationToken: v.pipe(
    v.string(),
    v.minLength(8, 'ConfirmationToken is required.'),
    v.maxLength(100),
  ),
});

export const ConfirmationRoomSchema = v.object({
  ReservationItemId: IdSchema,
  RoomTypeId: IdSchema,
  RoomTypeName: v.string(),
  RatePlanId: IdSchema,
  RatePlanName: v.string(),
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  NumberOfAdults: Count,
  NumberOfChildren: Count,
  NumberOfInfants: Count,
  LeadGuest: v.object({ FirstName: v.string(), LastName: v.string() }),
  Services: v.array(
    v.object({ ServiceId: IdSchema, Name: v.string(), Quantity: v.number(), TotalCost: Money }),
  ),
  TotalRoomCost: Money,
  TotalServiceCost: Money,
  TotalCost: Money,
  VatAmount: Money,
  CancellationPolicy: v.string(),
  /** The last hotel-local day it can be cancelled free of charge; null when never (non-refundable). */
  FreeCancellationUntil: v.optional(v.nullable(IsoDateSchema), null),
});

/** GET /api/Reservation/Confirmation (details not shown in the spec; our decision). Money in `Currency`, VAT included. */
export const ReservationConfirmationSchema = v.object({
  ReservationNumber: v.string(),
  ConfirmationToken: v.string(),
  Status: ReservationStatusValueSchema,
  PropertyId: IdSchema,
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  Booker: v.object({
    FirstName: v.string(),
    LastName: v.string(),
    Email: v.string(),
    Phone: v.string(),
  }),
  Rooms: v.array(ConfirmationRoomSchema),
  Currency: v.string(),
  TotalCost: Money,
  TotalVat: Money,
  Discount: Money,
  AmountPaid: Money,
  AmountDueLater: Money,
  AmountDueAtHotel: Money,
  PaymentType: PaymentTypeSchema,
  /** Card brand and last four digits, when a card was used. */
  CardSummary: v.nullable(v.string()),
  /** How it is paid, in words: "Visa ending 4242", "Invoice to Acme Ltd (PO 4411)", "Paystack", "Pay at the hotel". */
  PaymentMethod: v.optional(v.nullable(v.string()), null),
  /** The organisation invoiced, when paid by company invoice. */
  InvoicedTo: v.optional(v.nullable(v.string()), null),
  /** The total in the currency the guest chose to see prices in, when not the property's. */
  DisplayTotal: v.optional(
    v.nullable(v.object({ Currency: CurrencyCodeSchema, Amount: v.number() })),
    null,
  ),
  SpecialRequests: v.nullable(v.string()),
  Comment: v.nullable(v.string()),
  /** Path of the manage-booking page for this reservation (with its emailed-link code). */
  ManageUrl: v.string(),
});
export type ReservationConfirmation = v.InferOutput<typeof ReservationConfirmationSchema>;

/** POST /api/Reservation/CheckVoucherCode (spec §7). */
export const CheckVoucherRequestSchema = v.object({
  PropertyId: PropertyRef,
  LanguageCode: v.optional(v.string(), 'en'),
  VoucherCode: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter a voucher code.'),
    v.maxLength(40),
  ),
  Rooms: v.pipe(v.array(ReservationRoomSchema), v.minLength(1)),
});

export const CheckVoucherResultSchema = v.object({
  IsValid: v.boolean(),
  /** Amount taken off the booking, in the property currency. */
  TotalDiscount: Money,
  Message: v.nullable(v.string()),
  ShowExperienceWarningMessage: v.boolean(),
});
export type CheckVoucherResult = v.InferOutput<typeof CheckVoucherResultSchema>;
