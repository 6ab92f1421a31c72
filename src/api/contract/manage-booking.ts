import * as v from 'valibot';
import { CurrencyCodeSchema, EntityRefSchema, IdSchema, IsoDateSchema } from './common.ts';
import { CardDetailsSchema } from './reservation.ts';

// Decisions (spec §7 names the calls, not every field): a reservation found by number + name
// answers the emailed link's Code, and every later call carries ReservationNumber + Code — the
// server checks the code each time (a hidden button is not a permission). Update, Cancel and
// SearchDateOptions carry the Version the guest saw; a change made from an older view (a double
// submit, a second tab) is refused, so money moves once. `Preview: true` prices without saving.

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters.`));
const Money = v.number();
const LinkCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{10,64}$/, 'This link is invalid'),
);
const ReservationNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Resevation Number is required'),
  v.maxLength(40, 'Use at most 40 characters.'),
);

/** GET /api/ManageBooking/Config/{id}. */
export const ManageConfigSchema = v.object({
  PropertyId: IdSchema,
  /** Spec §5: cancelling asks for a reason when the hotel requires one. */
  CancellationReasonRequired: v.boolean(),
  Telephone: v.string(),
  Email: v.string(),
});
export type ManageConfig = v.InferOutput<typeof ManageConfigSchema>;

/** POST /api/ManageBooking/Search (spec §7): by number + guest name, or by number + the link's hash. */
export const ManageSearchRequestSchema = v.object({
  propertyId: EntityRefSchema,
  reservationNumber: ReservationNumberSchema,
  guestName: v.optional(v.nullable(text(100)), null),
  hash: v.optional(v.nullable(LinkCodeSchema), null),
});
export type ManageSearchRequest = v.InferOutput<typeof ManageSearchRequestSchema>;

export const ManageGuestSchema = v.object({
  GuestId: v.nullable(IdSchema),
  FirstName: v.string(),
  LastName: v.string(),
  IsLeadGuest: v.boolean(),
});
export type ManageGuest = v.InferOutput<typeof ManageGuestSchema>;

export const ManageExtraSchema = v.object({
  ServiceId: IdSchema,
  Name: v.string(),
  Quantity: v.number(),
  TotalCost: Money,
  /** Spec §6: the service allows changes on the booking engine. */
  Editable: v.boolean(),
});
export type ManageExtra = v.InferOutput<typeof ManageExtraSchema>;

export const ManageItemSchema = v.object({
  ReservationItemId: IdSchema,
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  RoomTypeId: IdSchema,
  RoomTypeName: v.string(),
  RatePlanId: IdSchema,
  RatePlanName: v.string(),
  NumberOfAdults: v.number(),
  NumberOfChildren: v.number(),
  NumberOfInfants: v.number(),
  Guests: v.array(ManageGuestSchema),
  Services: v.array(ManageExtraSchema),
  TotalAccommodationPrice: Money,
  TotalServicesPrice: Money,
  TotalCost: Money,
  VatAmount: Money,
  IsCancelled: v.boolean(),
  CancellationFee: Money,
  /** The rate's policy in words with its deadline. */
  Policy: v.string(),
  /** What cancelling this room would cost now. */
  FeeIfCancelledNow: Money,
  CanBeCancelled: v.boolean(),
  /** This room's own money (its rate's payment policy): paid online, charged before arrival, left for the hotel. */
  AmountPaid: v.optional(Money, 0),
  AmountDueLater: v.optional(Money, 0),
  AmountDueAtHotel: v.optional(Money, 0),
});
export type ManageItem = v.InferOutput<typeof ManageItemSchema>;

export const ManageHistorySchema = v.object({
  When: v.string(),
  Kind: v.picklist(['Amended', 'Cancelled']),
  Changes: v.array(v.string()),
  Fee: Money,
  Charged: Money,
  Refunded: Money,
});

/** Spec §3 "manage reservation", with the money a guest needs before changing anything. */
export const ManageReservationSchema = v.object({
  PropertyId: IdSchema,
  ReservationNumber: v.string(),
  Version: v.number(),
  Status: v.picklist(['Confirmed', 'PendingPayment', 'Failed', 'Cancelled']),
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  SpecialRequests: v.nullable(v.string()),
  CanBeEdited: v.boolean(),
  CanBeCancelled: v.boolean(),
  IsCancelled: v.boolean(),
  /** Why changes are refused, when they are. */
  RefusalReason: v.nullable(v.string()),
  Booker: v.object({
    FirstName: v.string(),
    LastName: v.string(),
    Email: v.string(),
    Phone: v.string(),
  }),
  Currency: CurrencyCodeSchema,
  TotalCost: Money,
  TotalVat: Money,
  Discount: Money,
  CancellationFee: Money,
  AmountPaid: Money,
  AmountDueLater: Money,
  AmountDueAtHotel: Money,
  /** e.g. "Visa ending 4242": where a rise is charged and a refund goes. */
  PaymentMethod: v.nullable(v.string()),
  /** What cancelling the whole booking would cost now. */
  FeeIfCancelledNow: Money,
  Items: v.array(ManageItemSchema),
  History: v.array(ManageHistorySchema),
  PreCheckInUrl: v.nullable(v.string()),
});
export type ManageReservation = v.InferOutput<typeof ManageReservationSchema>;

export const ManageSearchResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Reservation: v.nullable(ManageReservationSchema),
  /** The emailed link's code, for the reservation page's URL and later calls. */
  Code: v.nullable(v.string()),
});
export type ManageSearchResult = v.InferOutput<typeof ManageSearchResultSchema>;

const access = {
  PropertyId: EntityRefSchema,
  ReservationNumber: ReservationNumberSchema,
  Code: LinkCodeSchema,
  Version: v.pipe(v.number(), v.integer(), v.minValue(1)),
};

export const ItemChangeSchema = v.object({
  ReservationItemId: IdSchema,
  /** A room type from the room's UpgradeOptions. */
  RoomTypeId: v.optional(IdSchema),
  /** The room's guests; a guest without GuestId is new (spec §4 "New Guest"). */
  Guests: v.optional(
    v.array(v.object({ GuestId: v.nullable(IdSchema), FirstName: text(100), LastName: text(100) })),
  ),
  /** Every extra the room should have afterwards. */
  Services: v.optional(
    v.array(
      v.object({
        ServiceId: IdSchema,
        Quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
      }),
    ),
  ),
});
export type ItemChange = v.InferOutput<typeof ItemChangeSchema>;

/** POST /api/ManageBooking/Update: the changes (spec "reservation with RoomsToCancel"). */
export const ManageUpdateRequestSchema = v.pipe(
  v.object({
    ...access,
    /** New dates for the rooms in ReservationItemIds (all rooms when absent). */
    DateFrom: v.optional(v.nullable(IsoDateSchema), null),
    DateTo: v.optional(v.nullable(IsoDateSchema), null),
    ReservationItemIds: v.optional(v.nullable(v.array(IdSchema)), null),
    Items: v.optional(v.array(ItemChangeSchema), []),
    RoomsToCancel: v.optional(
      v.array(
        v.object({
          ReservationItemId: IdSchema,
          CancellationReasonId: v.optional(v.nullable(IdSchema), null),
        }),
      ),
      [],
    ),
    Preview: v.optional(v.boolean(), false),
    /** Another card for what is charged now (else the card the booking was paid with). */
    CardDetails: v.optional(v.nullable(CardDetailsSchema), null),
  }),
  v.forward(
    v.check(
      (body) => (body.DateFrom === null) === (body.DateTo === null),
      'Choose both new dates.',
    ),
    ['DateTo'],
  ),
  v.forward(
    v.check(
      (body) => body.DateFrom === null || body.DateTo === null || body.DateTo > body.DateFrom,
      'Departure must be after arrival.',
    ),
    ['DateTo'],
  ),
);
export type ManageUpdateRequest = v.InferOutput<typeof ManageUpdateRequestSchema>;

/** POST /api/ManageBooking/Cancel: the whole booking. */
export const ManageCancelRequestSchema = v.object({
  ...access,
  CancellationReasonId: v.optional(v.nullable(IdSchema), null),
  Comment: v.optional(v.nullable(text(500)), null),
  Preview: v.optional(v.boolean(), false),
});
export type ManageCancelRequest = v.InferOutput<typeof ManageCancelRequestSchema>;

/** What a change does, shown before the guest confirms and recorded after. */
export const AmendmentSummarySchema = v.object({
  Changes: v.array(v.string()),
  Currency: CurrencyCodeSchema,
  OldTotal: Money,
  NewTotal: Money,
  Difference: Money,
  Fee: Money,
  ChargeNow: Money,
  Refund: Money,
  AmountPaid: Money,
  AmountDueLater: Money,
  AmountDueAtHotel: Money,
  PaymentMethod: v.nullable(v.string()),
});
export type AmendmentSummary = v.InferOutput<typeof AmendmentSummarySchema>;

export const ManageChangeResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Summary: v.nullable(AmendmentSummarySchema),
  /** The booking after the change (null on a preview). */
  Reservation: v.nullable(ManageReservationSchema),
  /** The card asks for 3-D Secure: the guest passes it here, then comes back and the change is made. */
  RedirectUrl: v.optional(v.nullable(v.string()), null),
});
export type ManageChangeResult = v.InferOutput<typeof ManageChangeResultSchema>;

/** POST /api/ManageBooking/SearchDateOptions. */
export const DateOptionsRequestSchema = v.pipe(
  v.object({
    ...access,
    DateFrom: IsoDateSchema,
    DateTo: IsoDateSchema,
    ReservationItemIds: v.optional(v.nullable(v.array(IdSchema)), null),
  }),
  v.forward(
    v.check((body) => body.DateTo > body.DateFrom, 'Departure must be after arrival.'),
    ['DateTo'],
  ),
);

export const DateRateRowSchema = v.object({
  ReservationItemId: IdSchema,
  RoomTypeName: v.string(),
  RatePlanName: v.string(),
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  TotalCost: Money,
  OriginalTotalCost: Money,
  Difference: Money,
  Promotion: v.nullable(v.string()),
});

export const DateOptionsResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  ReservationItemRateRows: v.array(DateRateRowSchema),
  Summary: v.nullable(AmendmentSummarySchema),
});
export type DateOptionsResult = v.InferOutput<typeof DateOptionsResultSchema>;

/** GET /api/Service/GetReservationItemServices query (with the link's code: it names a guest's room). */
export const ItemServicesQuerySchema = v.object({
  propertyId: EntityRefSchema,
  reservationNumber: ReservationNumberSchema,
  code: LinkCodeSchema,
  reservationItemId: v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, 'Give a numeric id.'),
    v.transform(Number),
    IdSchema,
  ),
  languageCode: v.optional(v.string()),
});

export const ItemServiceSchema = v.object({
  ServiceId: IdSchema,
  Name: v.string(),
  Description: v.string(),
  ChargeType: v.string(),
  ChargePerPerson: v.boolean(),
  /** One unit, VAT included. */
  Price: Money,
  /** On the room now. */
  Quantity: v.number(),
  Editable: v.boolean(),
  /** Units still free over the room's nights (including its own); null when unlimited. */
  Available: v.nullable(v.number()),
  /** The largest quantity this room may have: what fits its guests in what is free. */
  MaxQuantity: v.number(),
});
export type ItemService = v.InferOutput<typeof ItemServiceSchema>;
export const ItemServicesResultSchema = v.object({ Services: v.array(ItemServiceSchema) });

/** GET /api/ManageBooking/UpgradeOptions query (spec: propertyId, reservationId — here the room and the link's code). */
export const UpgradeOptionsQuerySchema = v.object({
  propertyId: EntityRefSchema,
  reservationNumber: ReservationNumberSchema,
  code: LinkCodeSchema,
  reservationItemId: v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, 'Give a numeric id.'),
    v.transform(Number),
    IdSchema,
  ),
});

export const UpgradeOptionSchema = v.object({
  RoomTypeId: IdSchema,
  RoomTypeName: v.string(),
  Description: v.string(),
  /** The room on the same dates and rate in the better room type, extras included. */
  TotalCost: Money,
  Difference: Money,
  Summary: AmendmentSummarySchema,
});
export type UpgradeOption = v.InferOutput<typeof UpgradeOptionSchema>;
export const UpgradeOptionsResultSchema = v.object({ RoomTypes: v.array(UpgradeOptionSchema) });

/** POST /api/ManageBooking/CompletePayment: back from the 3-D Secure challenge of a change's payment. */
export const ManageCompletePaymentRequestSchema = v.object({
  PropertyId: EntityRefSchema,
  ReservationNumber: ReservationNumberSchema,
  Code: LinkCodeSchema,
  GatewaySessionId: v.pipe(
    v.string(),
    v.regex(/^gw_[A-Za-z0-9_-]{22}$/, 'This payment is not known.'),
  ),
});
export type ManageCompletePaymentRequest = v.InferOutput<typeof ManageCompletePaymentRequestSchema>;
