// The API's names of the checkout's fields (`ModelState` keys) and the form's own.
const FORM_FIELDS: Readonly<Record<string, string>> = {
  'Booker.FirstName': 'firstName',
  'Booker.LastName': 'lastName',
  'Booker.Email': 'emailAddress',
  'Booker.Phone': 'telephoneNumber',
  'Booker.Street': 'street',
  'Booker.City': 'city',
  'Booker.ZipCode': 'postCode',
  'Booker.CountryId': 'country',
  'CardDetails.CardNumber': 'cardNumber',
  'CardDetails.NameOnCard': 'nameOnCard',
  'CardDetails.ExpiryMonth': 'expiry',
  'CardDetails.ExpiryYear': 'expiry',
  'CardDetails.SecurityCode': 'securityCode',
  'CardDetails.EmailAddress': 'cardHolderEmail',
};

/** A 400's per-field messages for the form's fields, by the form's names; fields it has not are left out. */
export function refusedFields(apiFields: Readonly<Record<string, string>>): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const [key, message] of Object.entries(apiFields)) {
    const field = FORM_FIELDS[key];
    if (field) refused[field] ??= message;
  }
  return refused;
}

/** The form's fields a change to the card touches (the expiry is one field in the form's messages). */
export const CARD_FIELDS: Readonly<Record<string, string>> = {
  number: 'cardNumber',
  nameOnCard: 'nameOnCard',
  expiryMonth: 'expiry',
  expiryYear: 'expiry',
  securityCode: 'securityCode',
  cardHolderEmail: 'cardHolderEmail',
};
