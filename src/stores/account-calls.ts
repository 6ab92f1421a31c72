// Loaded on first use (forms render and validate without it): the API client and the contract.
import type * as v from 'valibot';
import { accountFormBody, ACCOUNT_FORMS, type AccountFormCall } from '../api/account-forms.ts';
import { api } from '../api/browser-api.ts';
import type {
  AccountResult,
  AccountUserResult,
  AuthenticateResult,
} from '../api/contract/account.ts';
import type { ContactMessageResult } from '../api/contract/contact.ts';
import type { FormValues } from '../domain/account/validate-forms.ts';

const send = <S extends v.GenericSchema>(
  call: AccountFormCall<S>,
  propertyCode: string,
  values: FormValues,
  phoneCountry: string | null = null,
): Promise<v.InferOutput<S>> =>
  api.post(call.path, accountFormBody(call, propertyCode, values, phoneCountry), call.schema);

export const authenticate = (
  propertyCode: string,
  values: FormValues,
): Promise<AuthenticateResult> => send(ACCOUNT_FORMS.authenticate, propertyCode, values);

export const register = (
  propertyCode: string,
  values: FormValues,
  phoneCountry: string | null,
): Promise<AccountResult> => send(ACCOUNT_FORMS.register, propertyCode, values, phoneCountry);

export const requestPasswordReset = (
  propertyCode: string,
  values: FormValues,
): Promise<AccountResult> => send(ACCOUNT_FORMS.requestPasswordReset, propertyCode, values);

export const passwordReset = (propertyCode: string, values: FormValues): Promise<AccountResult> =>
  send(ACCOUNT_FORMS.passwordReset, propertyCode, values);

export const updateAccount = (
  propertyCode: string,
  values: FormValues,
  phoneCountry: string | null,
): Promise<AccountUserResult> =>
  send(ACCOUNT_FORMS.updateAccount, propertyCode, values, phoneCountry);

export const changePassword = (propertyCode: string, values: FormValues): Promise<AccountResult> =>
  send(ACCOUNT_FORMS.changePassword, propertyCode, values);

export const removeCreditCard = (
  propertyCode: string,
  creditCardId: number,
): Promise<AccountUserResult> =>
  send(ACCOUNT_FORMS.removeCreditCard, propertyCode, { CreditCardId: String(creditCardId) });

export const sendContactMessage = (
  propertyCode: string,
  values: FormValues,
): Promise<ContactMessageResult> => send(ACCOUNT_FORMS.contactMessage, propertyCode, values);

export const logout = (): Promise<void> => api.send('Account/Logout', {});
