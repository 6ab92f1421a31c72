import * as v from 'valibot';
import {
  CONFIGURABLE_FIELDS,
  DOCUMENT_TYPES,
  FieldRule,
  type ConfigurableField,
} from '../../domain/pre-check-in/guest-fields.ts';
import { CountryCodeSchema, IdSchema, IsoDateSchema } from './common.ts';

// Decisions (spec §7 shows only the paths): Get answers either a Reservation or Title/Message/Success
// with Reservation null; Save takes the reservation's editable parts with the link's code and
// `Complete` (false saves progress, true finishes). Unknown numbers and wrong codes are the same 404.

const text = (max: number) =>
  v.pipe(v.string(), v.maxLength(max, `Use at most ${max} characters.`));

export const FieldRuleSchema = v.picklist(Object.values(FieldRule));

/** An object schema with `rule` for each configurable field (the cast names the entries built). */
export const perField = <S extends v.GenericSchema>(rule: S) =>
  v.object(
    Object.fromEntries(CONFIGURABLE_FIELDS.map((field) => [field, rule])) as Record<
      ConfigurableField,
      S
    >,
  );

/** Every configurable detail's rule. */
export const FieldRulesSchema = perField(FieldRuleSchema);

/** GET /api/PreCheckIn/Config/{id}: which guest details this hotel asks for, and which it requires. */
export const PreCheckInConfigSchema = v.object({
  PropertyId: IdSchema,
  Preset: v.string(),
  Fields: FieldRulesSchema,
  DocumentTypes: v.array(v.string()),
  OpensDaysBeforeArrival: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The hotel's country, for details asked only of foreign guests. */
  PropertyCountryId: v.nullable(IdSchema),
  DefaultPhoneCountryCode: CountryCodeSchema,
  /** e.g. "+44": the country code of a phone number typed without one. */
  DefaultDialCode: v.nullable(v.string()),
});
export type PreCheckInConfig = v.InferOutput<typeof PreCheckInConfigSchema>;

const guestFields = {
  FirstName: text(100),
  LastName: text(100),
  Email: text(200),
  Phone: text(40),
  Street: text(200),
  City: text(100),
  ZipCode: text(20),
  CountryId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  NationalityId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** `YYYY-MM-DD` or blank. */
  DateOfBirth: text(10),
  DocumentType: v.union([v.literal(''), v.picklist(DOCUMENT_TYPES)]),
  DocumentNumber: text(40),
  Reviewed: v.boolean(),
};

export const PreCheckInGuestSchema = v.object({ ...guestFields, IsChild: v.boolean() });
export type PreCheckInGuest = v.InferOutput<typeof PreCheckInGuestSchema>;

export const PreCheckInBookerSchema = v.object({
  FirstName: text(100),
  LastName: text(100),
  Email: text(200),
  Phone: text(40),
});
export type PreCheckInBooker = v.InferOutput<typeof PreCheckInBookerSchema>;

export const PreCheckInItemSchema = v.object({
  ReservationItemId: IdSchema,
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  RoomTypeName: v.string(),
  RatePlanName: v.string(),
  NumberOfAdults: v.number(),
  NumberOfChildren: v.number(),
  NumberOfInfants: v.number(),
  Reviewed: v.boolean(),
  /** One per adult and child, lead guest first. */
  Guests: v.array(PreCheckInGuestSchema),
});
export type PreCheckInItem = v.InferOutput<typeof PreCheckInItemSchema>;

export const PreCheckInReservationSchema = v.object({
  PropertyId: IdSchema,
  ReservationNumber: v.string(),
  DateFrom: IsoDateSchema,
  DateTo: IsoDateSchema,
  SpecialRequests: v.nullable(v.string()),
  Booker: PreCheckInBookerSchema,
  BookerReviewed: v.boolean(),
  ArrivalTime: v.string(),
  Status: v.picklist(['NotStarted', 'InProgress', 'Complete']),
  Items: v.array(PreCheckInItemSchema),
});
export type PreCheckInReservation = v.InferOutput<typeof PreCheckInReservationSchema>;

/** GET /api/PreCheckIn/Get query. */
export const PreCheckInGetQuerySchema = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  referenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  hash: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
});

export const PreCheckInGetResultSchema = v.object({
  Success: v.boolean(),
  Title: v.nullable(v.string()),
  Message: v.nullable(v.string()),
  Reservation: v.nullable(PreCheckInReservationSchema),
});
export type PreCheckInGetResult = v.InferOutput<typeof PreCheckInGetResultSchema>;

/** POST /api/PreCheckIn/Save. */
export const PreCheckInSaveRequestSchema = v.object({
  PropertyId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  ReferenceNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  Code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  /** False saves progress (only reviewed parts must be complete); true finishes the pre-check-in. */
  Complete: v.boolean(),
  Booker: PreCheckInBookerSchema,
  BookerReviewed: v.boolean(),
  ArrivalTime: text(5),
  Items: v.pipe(
    v.array(
      v.object({
        ReservationItemId: IdSchema,
        Reviewed: v.boolean(),
        Guests: v.pipe(v.array(v.object(guestFields)), v.maxLength(20)),
      }),
    ),
    v.maxLength(20),
  ),
});
export type PreCheckInSaveRequest = v.InferOutput<typeof PreCheckInSaveRequestSchema>;

export const PreCheckInSaveResultSchema = v.object({
  Success: v.boolean(),
  Message: v.nullable(v.string()),
  Reservation: PreCheckInReservationSchema,
});
export type PreCheckInSaveResult = v.InferOutput<typeof PreCheckInSaveResultSchema>;
