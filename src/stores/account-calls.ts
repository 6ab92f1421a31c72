// Loaded on first use (forms render and validate without it): the API client and the contract.
import { api } from '../api/browser-api.ts';
import {
  AccountResultSchema,
  AccountUserResultSchema,
  AuthenticateResultSchema,
  type AccountResult,
  type AccountUserResult,
  type AuthenticateResult,
} from '../api/contract/account.ts';
import { ContactMessageResultSchema, type ContactMessageResult } from '../api/contract/contact.ts';
import { formBody, type FormShape } from '../domain/account/form-body.ts';
import type { FormValues } from '../domain/account/validate-forms.ts';

const LANGUAGE = 'en';
const body = (propertyCode: string, values: FormValues, shape?: FormShape) => ({
  LanguageCode: LANGUAGE,
  PropertyId: propertyCode,
  ...formBody(values, shape),
});

export const authenticate = (
  propertyCode: string,
  values: FormValues,
): Promise<AuthenticateResult> =>
  api.post('Account/Authenticate', body(propertyCode, values), AuthenticateResultSchema);

export const register = (propertyCode: string, values: FormValues): Promise<AccountResult> =>
  api.post(
    'Account/Register',
    body(propertyCode, values, { booleans: ['ReceiveBrandOffers'], omit: ['ConfirmPassword'] }),
    AccountResultSchema,
  );

export const requestPasswordReset = (
  propertyCode: string,
  values: FormValues,
): Promise<AccountResult> =>
  api.post('Account/RequestPasswordReset', body(propertyCode, values), AccountResultSchema);

export const passwordReset = (propertyCode: string, values: FormValues): Promise<AccountResult> =>
  api.post(
    'Account/PasswordReset',
    { PropertyId: propertyCode, ...formBody(values, { omit: ['ConfirmPassword'] }) },
    AccountResultSchema,
  );

export const confirmEmail = (propertyCode: string, token: string): Promise<AccountResult> =>
  api.post('Account/ConfirmEmail', { PropertyId: propertyCode, Token: token }, AccountResultSchema);

export const updateAccount = (
  propertyCode: string,
  values: FormValues,
): Promise<AccountUserResult> =>
  api.post(
    'Account/Update',
    { PropertyId: propertyCode, ...formBody(values, { booleans: ['ReceiveBrandOffers'] }) },
    AccountUserResultSchema,
  );

export const changePassword = (propertyCode: string, values: FormValues): Promise<AccountResult> =>
  api.post(
    'Account/ChangePassword',
    { PropertyId: propertyCode, ...formBody(values, { omit: ['ConfirmPassword'] }) },
    AccountResultSchema,
  );

export const removeCreditCard = (
  propertyCode: string,
  creditCardId: number,
): Promise<AccountUserResult> =>
  api.post(
    'Account/RemoveCreditCard',
    { PropertyId: propertyCode, CreditCardId: creditCardId },
    AccountUserResultSchema,
  );

export const sendContactMessage = (
  propertyCode: string,
  values: FormValues,
): Promise<ContactMessageResult> =>
  api.post('Contact/Message', body(propertyCode, values), ContactMessageResultSchema);

export const logout = (): Promise<void> => api.send('Account/Logout', {});
