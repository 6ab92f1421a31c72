import type * as v from 'valibot';
import { ACCOUNT_FORMS } from '../api/account-forms.ts';
import { isApiError } from '../api/api-error.ts';
import { AccountResultSchema, type AccountResult } from '../api/contract/account.ts';
import type { Property } from '../api/contract/property.ts';
import { isValidPhone, phoneCountryOf } from '../domain/shared/phone.ts';
import {
  validateForgotPassword,
  validateRegister,
  validateResetPassword,
} from '../domain/account/validate-forms.ts';
import { t } from '../i18n/messages.ts';
import { noticeQuery } from '../site/session-notice.ts';
import * as urls from '../site/urls.ts';
import { localeOf, withProperty, type Answer, type PageRequest } from './page.ts';
import {
  redirectKeepingCookies,
  submitPageForm,
  type PageForm,
  type PageFormResult,
} from './session-form.ts';
import { guestApi } from './session-user.ts';

/**
 * The outcome of an account form posted to its page without JavaScript — the same rules and call
 * the island makes — or undefined when nothing was posted. Wrong fields answer 400.
 */
export async function postedForm<S extends v.GenericSchema>(
  page: PageRequest,
  form: PageForm<S>,
): Promise<PageFormResult<v.InferOutput<S>> | undefined> {
  if (page.request.method !== 'POST') return undefined;
  const submitted = await submitPageForm(page, form);
  if (submitted.outcome.errors && Object.keys(submitted.outcome.errors).length > 0)
    page.response.status = 400;
  return submitted;
}

/** An account form's page: the property and, after a no-JavaScript post, how it went. */
function formPage<S extends v.GenericSchema>(
  page: PageRequest,
  form: (code: string, phoneCountry: string | null) => PageForm<S>,
) {
  return withProperty(page, async (property) => {
    const code = property.PropertyCode;
    const phoneCountry = phoneCountryOf(property.DefaultPhoneCountryCode);
    const posted = await postedForm(page, form(code, phoneCountry?.code ?? null));
    return { kind: 'page', property, code, initial: posted?.outcome, phoneCountry } as const;
  });
}

/** Spec §2 /Account/Register/{code}. */
export const loadRegisterPage = (page: PageRequest) =>
  formPage(page, (code, phoneCountry) => ({
    call: ACCOUNT_FORMS.register,
    propertyCode: code,
    phoneCountry,
    validate: (values) => validateRegister(values, (value) => isValidPhone(value, phoneCountry)),
    failure: t('user.registerErrorMessage'),
  }));

/** Spec §2 /Account/ForgotPassword/{code}. */
export const loadForgotPasswordPage = (page: PageRequest) =>
  formPage(page, (code) => ({
    call: ACCOUNT_FORMS.requestPasswordReset,
    propertyCode: code,
    validate: validateForgotPassword,
    failure: t('user.passwordResetEmailErrorMessage'),
  }));

// Emailed link tokens are 128-bit base64url values; anything else is a broken or cut-off link.
const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The `token` of an emailed account link in the page URL, or '' when it is missing or malformed. */
function linkToken(url: URL): string {
  const token = url.searchParams.get('token') ?? '';
  return LINK_TOKEN.test(token) ? token : '';
}

/**
 * Spec §2 /Account/ResetPassword/{code}?token=…: a new password; set without JavaScript, the guest
 * goes on to log in with a notice.
 */
export async function loadResetPasswordPage(page: PageRequest) {
  const token = linkToken(page.url);
  const form = await formPage(page, (code) => ({
    call: ACCOUNT_FORMS.passwordReset,
    propertyCode: code,
    validate: validateResetPassword,
    failure: t('user.resetPasswordErrorMessage'),
  }));
  if (form.kind === 'page' && form.initial?.success) {
    const login = urls.withQuery(urls.login(form.code), noticeQuery('passwordReset'));
    return { kind: 'answer', response: redirectKeepingCookies(page, login) } satisfies Answer;
  }
  return form.kind === 'page' ? { ...form, token } : form;
}

async function confirmEmail(page: PageRequest, property: Property, token: string) {
  try {
    return await guestApi(page).post(
      'Account/ConfirmEmail',
      { PropertyId: property.PropertyCode, Token: token },
      AccountResultSchema,
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    return {
      Success: false,
      Message: error.status === 400 ? t('account.linkIncomplete') : t('user.actionFailed'),
    };
  }
}

/**
 * Spec §2 /Account/ConfirmEmail/{code}?token=…: confirming takes a click (a plain form, no
 * JavaScript needed), so mail scanners that open links do not use up the single-use token.
 */
export function loadConfirmEmailPage(page: PageRequest) {
  const token = linkToken(page.url);
  return withProperty(page, async (property) => {
    const code = property.PropertyCode;
    const result: AccountResult | undefined =
      token && page.request.method === 'POST'
        ? await confirmEmail(page, property, token)
        : undefined;
    const action = urls.withQuery(
      urls.localised(localeOf(page), urls.confirmEmail(code)),
      new URLSearchParams({ token }),
    );
    return { kind: 'page', property, code, token, result, action } as const;
  });
}
