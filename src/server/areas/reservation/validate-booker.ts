import type { BookConfig } from '../../../api/contract/book.ts';
import type { BookerPayload } from '../../../api/contract/reservation.ts';
import { isValidPhone } from '../../../domain/shared/phone.ts';
import { missingRequiredFields, type BookerField } from '../../../domain/booking/booker.ts';
import { isFilled, isValidEmail, ValidationMessage } from '../../../domain/shared/validation.ts';
import type { ModelState } from '../../http/errors.ts';

/** Where each booker field's problem is reported, and what it says when a required one is empty. */
const FIELDS: Record<BookerField, readonly [key: string, message: string]> = {
  firstName: ['Booker.FirstName', 'Enter your first name.'],
  lastName: ['Booker.LastName', 'Enter your last name.'],
  emailAddress: ['Booker.Email', ValidationMessage.Email],
  telephoneNumber: ['Booker.Phone', ValidationMessage.Phone],
  street: ['Booker.Street', 'Enter your street address.'],
  city: ['Booker.City', 'Enter your town or city.'],
  stateOrCounty: ['Booker.StateOrCounty', 'Enter your state or county.'],
  postCode: ['Booker.ZipCode', 'Enter your post code.'],
  country: ['Booker.CountryId', 'Choose your country.'],
};

/**
 * The booker against the property's required flags (spec §5), with the spec's email and phone
 * messages for a filled but malformed value, and a country that must exist when given.
 */
export function validateBooker(
  booker: BookerPayload,
  config: BookConfig,
  countryKnown: boolean,
): ModelState {
  const problems: ModelState = {};
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  const missing = missingRequiredFields(
    {
      firstName: booker.FirstName,
      lastName: booker.LastName,
      emailAddress: booker.Email,
      telephoneNumber: booker.Phone,
      street: booker.Street,
      city: booker.City,
      stateOrCounty: booker.StateOrCounty,
      postCode: booker.ZipCode,
      country: booker.CountryId,
    },
    config,
  );
  for (const field of missing) add(...FIELDS[field]);
  if (isFilled(booker.Email) && !isValidEmail(booker.Email)) add(...FIELDS.emailAddress);
  if (isFilled(booker.Phone) && !isValidPhone(booker.Phone)) add(...FIELDS.telephoneNumber);
  if (booker.CountryId !== null && !countryKnown && !problems['Booker.CountryId'])
    add(...FIELDS.country);
  return problems;
}
