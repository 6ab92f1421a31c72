import type * as v from 'valibot';
import {
  AccountResultSchema,
  AccountUserResultSchema,
  AuthenticateResultSchema,
} from './contract/account.ts';
import { ContactMessageResultSchema } from './contract/contact.ts';
import { formBody, type FormShape } from '../domain/account/form-body.ts';
import { internationalPhone } from '../domain/shared/phone.ts';
import type { FormValues } from '../domain/account/validate-forms.ts';

/**
 * One account form's API call, the same whether its island sends it or its page does (a form
 * posted without JavaScript): the operation, its answer's schema, how the form's fields become
 * the body, and the fields sent with them.
 */
export interface AccountFormCall<S extends v.GenericSchema = v.GenericSchema> {
  /** API path below /api. */
  readonly path: string;
  readonly schema: S;
  readonly shape?: FormShape;
  /** Phone fields: sent in international form (a number without its country code is the hotel's). */
  readonly phones?: readonly string[];
  /** The fields sent besides the form's own: always the property, for some the language. */
  readonly with: (propertyCode: string) => Record<string, unknown>;
}

const property = (propertyCode: string) => ({ PropertyId: propertyCode });
const propertyAndLanguage = (propertyCode: string) => ({
  PropertyId: propertyCode,
  LanguageCode: 'en',
});

export const ACCOUNT_FORMS = {
  authenticate: {
    path: 'Account/Authenticate',
    schema: AuthenticateResultSchema,
    with: propertyAndLanguage,
  },
  register: {
    path: 'Account/Register',
    schema: AccountResultSchema,
    shape: { booleans: ['ReceiveBrandOffers'], omit: ['ConfirmPassword'] },
    phones: ['MobileNumber'],
    with: propertyAndLanguage,
  },
  requestPasswordReset: {
    path: 'Account/RequestPasswordReset',
    schema: AccountResultSchema,
    with: propertyAndLanguage,
  },
  passwordReset: {
    path: 'Account/PasswordReset',
    schema: AccountResultSchema,
    shape: { omit: ['ConfirmPassword'] },
    with: property,
  },
  updateAccount: {
    path: 'Account/Update',
    schema: AccountUserResultSchema,
    shape: { booleans: ['ReceiveBrandOffers'] },
    phones: ['Telephone'],
    with: property,
  },
  changePassword: {
    path: 'Account/ChangePassword',
    schema: AccountResultSchema,
    shape: { omit: ['ConfirmPassword'] },
    with: property,
  },
  removeCreditCard: {
    path: 'Account/RemoveCreditCard',
    schema: AccountUserResultSchema,
    shape: { numbers: ['CreditCardId'] },
    with: property,
  },
  contactMessage: {
    path: 'Contact/Message',
    schema: ContactMessageResultSchema,
    phones: ['Telephone'],
    with: propertyAndLanguage,
  },
} as const satisfies Record<string, AccountFormCall>;

/** The body an account form's call sends for these field values; `phoneCountry` is the hotel's. */
export function accountFormBody(
  call: AccountFormCall,
  propertyCode: string,
  values: FormValues,
  phoneCountry: string | null = null,
): Record<string, unknown> {
  const body = { ...call.with(propertyCode), ...formBody(values, call.shape) };
  for (const name of call.phones ?? []) {
    const typed = body[name];
    // A number the rule refuses goes as typed: the API's message then names the field.
    if (typeof typed === 'string' && typed.trim())
      body[name] = internationalPhone(typed, phoneCountry) ?? typed;
  }
  return body;
}
