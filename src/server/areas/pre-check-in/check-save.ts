import type {
  PreCheckInConfig,
  PreCheckInReservation,
  PreCheckInSaveRequest,
} from '../../../api/contract/pre-check-in.ts';
import {
  arrivalTimeError,
  bookerErrors,
  FieldMessage,
  guestErrors,
  isAsked,
  type FieldRules,
} from '../../../domain/pre-check-in/guest-fields.ts';
import { isValidPhone } from '../../../domain/shared/phone.ts';
import { isFilled, isValidEmail, ValidationMessage } from '../../../domain/shared/validation.ts';
import type { preCheckInGuests } from '../../db/schema/index.ts';
import { HttpError, INVALID_REQUEST_MESSAGE, type ModelState } from '../../http/errors.ts';

type GuestInsert = typeof preCheckInGuests.$inferInsert & {
  reservationItemId: number;
  position: number;
};

const blankToNull = (value: string): string | null => (isFilled(value) ? value.trim() : null);

/**
 * Checks a Save against the reservation and the hotel's fields (400 with per-field messages) and
 * returns the rows to write. Details the hotel does not ask for are dropped, never stored.
 */
export function checkSave(
  body: PreCheckInSaveRequest,
  current: PreCheckInReservation,
  config: PreCheckInConfig,
  today: string,
  isCountry: (id: number) => boolean,
): { guests: GuestInsert[]; arrivalTime: string | null } {
  const rules: FieldRules = config.Fields;
  const errors: ModelState = {};
  const add = (key: string, message: string | undefined) => {
    if (message) (errors[key] ??= []).push(message);
  };
  // The rooms and the number of guests in each come from the booking, not from the request.
  const sameRooms =
    body.Items.length === current.Items.length &&
    current.Items.every(
      (item, index) =>
        body.Items[index]?.ReservationItemId === item.ReservationItemId &&
        body.Items[index]?.Guests.length === item.Guests.length,
    );
  if (!sameRooms)
    throw new HttpError(400, INVALID_REQUEST_MESSAGE, {
      Items: ['The rooms and guests do not match this reservation'],
    });

  const bookerStrict = body.Complete || body.BookerReviewed;
  if (bookerStrict) {
    for (const [field, message] of Object.entries(bookerErrors(body.Booker)))
      add(`Booker.${field}`, message);
  } else {
    if (isFilled(body.Booker.Email) && !isValidEmail(body.Booker.Email.trim()))
      add('Booker.Email', ValidationMessage.Email);
    if (isFilled(body.Booker.Phone) && !isValidPhone(body.Booker.Phone.trim()))
      add('Booker.Phone', ValidationMessage.Phone);
  }
  const arrivalAsked = isAsked(rules.ArrivalTime);
  if (arrivalAsked)
    add('ArrivalTime', arrivalTimeError(body.ArrivalTime, rules.ArrivalTime, bookerStrict));

  const context = { propertyCountryId: config.PropertyCountryId ?? 0, today };
  const guests: GuestInsert[] = [];
  let allReviewed = body.BookerReviewed;
  body.Items.forEach((item, itemIndex) => {
    allReviewed &&= item.Reviewed;
    item.Guests.forEach((guest, position) => {
      allReviewed &&= guest.Reviewed;
      const isChild = current.Items[itemIndex]!.Guests[position]!.IsChild;
      const found = guestErrors(
        { ...guest, IsChild: isChild },
        rules,
        context,
        body.Complete || guest.Reviewed,
      );
      for (const [field, message] of Object.entries(found))
        add(`Items[${itemIndex}].Guests[${position}].${field}`, message);
      if (guest.CountryId > 0 && !isCountry(guest.CountryId))
        add(`Items[${itemIndex}].Guests[${position}].CountryId`, FieldMessage.CountryId);
      if (guest.NationalityId > 0 && !isCountry(guest.NationalityId))
        add(`Items[${itemIndex}].Guests[${position}].NationalityId`, FieldMessage.NationalityId);
      const keep = (asked: boolean, value: string) => (asked ? blankToNull(value) : null);
      const address = isAsked(rules.Address);
      guests.push({
        reservationItemId: item.ReservationItemId,
        position,
        isChild,
        firstName: guest.FirstName.trim(),
        lastName: guest.LastName.trim(),
        email: keep(isAsked(rules.Email), guest.Email),
        phone: keep(isAsked(rules.Phone), guest.Phone),
        street: keep(address, guest.Street),
        city: keep(address, guest.City),
        zipCode: keep(address, guest.ZipCode),
        countryId: address && guest.CountryId > 0 ? guest.CountryId : null,
        nationalityId:
          isAsked(rules.Nationality) && guest.NationalityId > 0 ? guest.NationalityId : null,
        dateOfBirth: keep(isAsked(rules.DateOfBirth), guest.DateOfBirth),
        documentType: keep(isAsked(rules.DocumentType), guest.DocumentType),
        documentNumber: keep(
          isAsked(rules.DocumentNumber),
          guest.DocumentNumber.replace(/[\s-]/g, '').toUpperCase(),
        ),
        reviewed: guest.Reviewed,
      });
    });
  });
  if (body.Complete && !allReviewed) add('Complete', FieldMessage.Reviewed);
  if (Object.keys(errors).length > 0)
    throw new HttpError(400, 'Please check the highlighted details.', errors);
  return { guests, arrivalTime: arrivalAsked ? blankToNull(body.ArrivalTime) : null };
}
