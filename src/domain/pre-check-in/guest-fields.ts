import { isValidPhone } from '../shared/phone.ts';
import { isValidEmail, isFilled, ValidationMessage } from '../shared/validation.ts';
import type { IsoDate } from '../shared/types.ts';

/** How a hotel treats one detail at pre-check-in. `RequiredForForeignGuests` asks it of guests whose nationality is not the hotel's country. */
export const FieldRule = {
  Hidden: 'Hidden',
  Optional: 'Optional',
  Required: 'Required',
  RequiredForForeignGuests: 'RequiredForForeignGuests',
} as const;
export type FieldRule = (typeof FieldRule)[keyof typeof FieldRule];

/** The details a hotel may ask for. Names are always required (spec §5: a guest name needs both names). */
export const CONFIGURABLE_FIELDS = [
  'Email',
  'Phone',
  'Address',
  'Nationality',
  'DateOfBirth',
  'DocumentType',
  'DocumentNumber',
  'ArrivalTime',
] as const;
export type ConfigurableField = (typeof CONFIGURABLE_FIELDS)[number];
export type FieldRules = Readonly<Record<ConfigurableField, FieldRule>>;

export const DOCUMENT_TYPES = [
  'Passport',
  'National identity card',
  'Driving licence',
  'Residence permit',
] as const;

const { Hidden: H, Optional: O, Required: R, RequiredForForeignGuests: F } = FieldRule;

/**
 * Presets a hotel starts from. UK: the Immigration (Hotel Records) Order 1972 asks every guest of
 * 16 or over for name and nationality, and foreign guests also for passport (or other document)
 * details. EU: the Schengen registration card (Convention Art. 45) as most member states apply it
 * to every guest: name, date of birth, nationality, address, identity document.
 */
export const FIELD_PRESETS = {
  UK: {
    Email: O,
    Phone: O,
    Address: O,
    Nationality: R,
    DateOfBirth: H,
    DocumentType: F,
    DocumentNumber: F,
    ArrivalTime: O,
  },
  EU: {
    Email: O,
    Phone: O,
    Address: R,
    Nationality: R,
    DateOfBirth: R,
    DocumentType: R,
    DocumentNumber: R,
    ArrivalTime: O,
  },
  Basic: {
    Email: O,
    Phone: O,
    Address: H,
    Nationality: H,
    DateOfBirth: H,
    DocumentType: H,
    DocumentNumber: H,
    ArrivalTime: O,
  },
} as const satisfies Record<string, FieldRules>;
export type FieldPreset = keyof typeof FIELD_PRESETS;

/** A guest's registration details as the form holds them (blank strings and 0 for nothing). */
export interface GuestDetails {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  Street: string;
  City: string;
  ZipCode: string;
  CountryId: number;
  NationalityId: number;
  DateOfBirth: string;
  DocumentType: string;
  DocumentNumber: string;
  IsChild: boolean;
}

export interface GuestCheckContext {
  /** The hotel's country (for RequiredForForeignGuests); 0 when unknown, then every guest counts as foreign. */
  propertyCountryId: number;
  /** Hotel-local today, for dates of birth. */
  today: IsoDate;
}

/** Whether a field must be filled for this guest. Children only give their names. */
export function isRequired(
  rule: FieldRule,
  guest: Pick<GuestDetails, 'NationalityId' | 'IsChild'>,
  propertyCountryId: number,
): boolean {
  if (guest.IsChild) return false;
  if (rule === R) return true;
  if (rule === F) return guest.NationalityId === 0 || guest.NationalityId !== propertyCountryId;
  return false;
}

export const FieldMessage = {
  FirstName: 'First name is required',
  LastName: 'Last name is required',
  Street: 'Street is required',
  City: 'Town or city is required',
  ZipCode: 'Post code is required',
  CountryId: 'Country is required',
  NationalityId: 'Nationality is required',
  DateOfBirth: 'Date of birth is required',
  DateOfBirthInvalid: 'Enter a real date of birth in the past',
  DocumentType: 'Document type is required',
  DocumentTypeInvalid: 'Choose a document type from the list',
  DocumentNumber: 'Document number is required',
  DocumentNumberInvalid: 'Use 4 to 20 letters and digits',
  ArrivalTime: 'Arrival time is required',
  ArrivalTimeInvalid: 'Use a time such as 15:30',
  Reviewed: 'Please review every room and guest before completing',
} as const;

const isDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * Messages per field for one guest: with `strict`, the hotel's required fields must be filled (a
 * reviewed guest, or completion); without it only what was typed must be well formed (saved progress).
 */
export function guestErrors(
  guest: GuestDetails,
  rules: FieldRules,
  context: GuestCheckContext,
  strict: boolean,
): Partial<Record<keyof GuestDetails, string>> {
  const errors: Partial<Record<keyof GuestDetails, string>> = {};
  const need = (field: ConfigurableField) =>
    strict && isRequired(rules[field], guest, context.propertyCountryId);
  if (strict && !isFilled(guest.FirstName)) errors.FirstName = FieldMessage.FirstName;
  if (strict && !isFilled(guest.LastName)) errors.LastName = FieldMessage.LastName;
  if (isFilled(guest.Email) ? !isValidEmail(guest.Email.trim()) : need('Email'))
    errors.Email = ValidationMessage.Email;
  if (isFilled(guest.Phone) ? !isValidPhone(guest.Phone.trim()) : need('Phone'))
    errors.Phone = ValidationMessage.Phone;
  if (need('Address')) {
    if (!isFilled(guest.Street)) errors.Street = FieldMessage.Street;
    if (!isFilled(guest.City)) errors.City = FieldMessage.City;
    if (!isFilled(guest.ZipCode)) errors.ZipCode = FieldMessage.ZipCode;
    if (guest.CountryId <= 0) errors.CountryId = FieldMessage.CountryId;
  }
  if (need('Nationality') && guest.NationalityId <= 0)
    errors.NationalityId = FieldMessage.NationalityId;
  if (isFilled(guest.DateOfBirth)) {
    if (
      !isDate(guest.DateOfBirth) ||
      guest.DateOfBirth >= context.today ||
      guest.DateOfBirth < '1900-01-01'
    )
      errors.DateOfBirth = FieldMessage.DateOfBirthInvalid;
  } else if (need('DateOfBirth')) errors.DateOfBirth = FieldMessage.DateOfBirth;
  if (isFilled(guest.DocumentType)) {
    if (!(DOCUMENT_TYPES as readonly string[]).includes(guest.DocumentType))
      errors.DocumentType = FieldMessage.DocumentTypeInvalid;
  } else if (need('DocumentType')) errors.DocumentType = FieldMessage.DocumentType;
  if (isFilled(guest.DocumentNumber)) {
    if (!/^[A-Za-z0-9]{4,20}$/.test(guest.DocumentNumber.replace(/[\s-]/g, '')))
      errors.DocumentNumber = FieldMessage.DocumentNumberInvalid;
  } else if (need('DocumentNumber')) errors.DocumentNumber = FieldMessage.DocumentNumber;
  return errors;
}

/** The arrival time's message, or undefined: `HH:mm`, required only when the hotel says so (and `strict`). */
export function arrivalTimeError(
  value: string,
  rule: FieldRule,
  strict: boolean,
): string | undefined {
  if (!isFilled(value)) return strict && rule === R ? FieldMessage.ArrivalTime : undefined;
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? undefined : FieldMessage.ArrivalTimeInvalid;
}

/** Whether a field is shown at all. */
export const isAsked = (rule: FieldRule): boolean => rule !== H;

export interface BookerDetails {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
}

/** Spec §5: the booker's personal details need both names, a valid email and a valid phone. */
export function bookerErrors(booker: BookerDetails): Partial<Record<keyof BookerDetails, string>> {
  const errors: Partial<Record<keyof BookerDetails, string>> = {};
  if (!isFilled(booker.FirstName)) errors.FirstName = FieldMessage.FirstName;
  if (!isFilled(booker.LastName)) errors.LastName = FieldMessage.LastName;
  if (!isValidEmail(booker.Email.trim())) errors.Email = ValidationMessage.Email;
  if (!isValidPhone(booker.Phone.trim())) errors.Phone = ValidationMessage.Phone;
  return errors;
}
