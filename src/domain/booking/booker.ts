import {
  isFilled,
  isValidEmail,
  lookupId,
  requiredLookupValid,
  requiredStringValid,
  type LookupValue,
} from '../shared/validation.ts';
import type { PhoneCheck } from '../shared/phone.ts';
import type { GuestName } from '../shared/types.ts';

/** The booker (guest details) as the checkout form holds them (spec §3 "Booker"). */
export interface BookerDetails {
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  telephoneNumber?: string | null;
  street?: string | null;
  city?: string | null;
  stateOrCounty?: string | null;
  postCode?: string | null;
  country?: LookupValue;
}

/** The configuration's required flags (spec §5). A missing flag means not required. */
export interface FieldRequirements {
  FirstNameRequired?: boolean | null;
  LastNameRequired?: boolean | null;
  EmailRequired?: boolean | null;
  PhoneRequired?: boolean | null;
  CountryRequired?: boolean | null;
  StreetRequired?: boolean | null;
  CityRequired?: boolean | null;
  StateOrCountyRequired?: boolean | null;
  PostCodeRequired?: boolean | null;
}

export type BookerField = keyof BookerDetails;

/**
 * The booker fields the configuration requires but that are empty (strings need a non-blank
 * character, the country a lookup id above zero), in form order.
 */
export function missingRequiredFields(
  booker: BookerDetails,
  required: FieldRequirements,
): BookerField[] {
  const checks: readonly [BookerField, boolean][] = [
    ['firstName', requiredStringValid(booker.firstName, required.FirstNameRequired === true)],
    ['lastName', requiredStringValid(booker.lastName, required.LastNameRequired === true)],
    ['emailAddress', requiredStringValid(booker.emailAddress, required.EmailRequired === true)],
    [
      'telephoneNumber',
      requiredStringValid(booker.telephoneNumber, required.PhoneRequired === true),
    ],
    ['street', requiredStringValid(booker.street, required.StreetRequired === true)],
    ['city', requiredStringValid(booker.city, required.CityRequired === true)],
    [
      'stateOrCounty',
      requiredStringValid(booker.stateOrCounty, required.StateOrCountyRequired === true),
    ],
    ['postCode', requiredStringValid(booker.postCode, required.PostCodeRequired === true)],
    ['country', requiredLookupValid(booker.country, required.CountryRequired === true)],
  ];
  return checks.filter(([, valid]) => !valid).map(([field]) => field);
}

/**
 * Spec §5: the booker's personal details are valid when first name, last name, email and
 * telephone are filled; the email and telephone must also follow the email and phone rules, so
 * a booking never carries an address or number the form marks as wrong. `isPhone` is the phone
 * rule with the hotel's country (the browser loads it when it needs it).
 */
export function isBookerPersonalDetailsValid(booker: BookerDetails, isPhone: PhoneCheck): boolean {
  return (
    isFilled(booker.firstName) &&
    isFilled(booker.lastName) &&
    isValidEmail(booker.emailAddress ?? '') &&
    isPhone(booker.telephoneNumber ?? '')
  );
}

/** Spec §5: the address is valid when street, country and post code are present. */
export function isAddressValid(booker: BookerDetails): boolean {
  return isFilled(booker.street) && lookupId(booker.country) > 0 && isFilled(booker.postCode);
}

/** Spec §5: a guest's name is valid when first and last name are both filled. */
export function isGuestNameValid(guest: GuestName | null | undefined): boolean {
  return isFilled(guest?.FirstName) && isFilled(guest?.LastName);
}

/** A reservation's booker as manage and pre-check-in load it. */
export interface ReservationBooker extends GuestName {
  Email?: string | null;
  Phone?: string | null;
}

/**
 * Spec §5: saving a reservation or a pre-check-in needs every guest named and a valid booker
 * (names, email and phone as for checkout). A reservation without a booker has none to check.
 */
export function canSaveReservation(
  booker: ReservationBooker | null | undefined,
  guests: readonly GuestName[],
  isPhone: PhoneCheck,
): boolean {
  const bookerValid =
    booker == null ||
    isBookerPersonalDetailsValid(
      {
        firstName: booker.FirstName,
        lastName: booker.LastName,
        emailAddress: booker.Email,
        telephoneNumber: booker.Phone,
      },
      isPhone,
    );
  return bookerValid && guests.every(isGuestNameValid);
}
