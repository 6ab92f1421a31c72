import type { PhoneCheck } from '../shared/phone.ts';
import { FIELD_LIMITS, tooLongError } from '../shared/field-limits.ts';
import { isFilled, isValidEmail, ValidationMessage } from '../shared/validation.ts';

/** Per-field messages; an empty object means the form may be sent. */
export type FieldErrors = Record<string, string>;
/** A form's values as typed (FormData entries). */
export type FormValues = Record<string, string | undefined>;

export const PASSWORD_RULE_MESSAGE =
  'Your password needs ten characters or more with at least 1 non alphanumeric character';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';

const text = (values: FormValues, name: string): string => (values[name] ?? '').trim();

function check(errors: FieldErrors, field: string, message: string | undefined): void {
  if (message && !errors[field]) errors[field] = message;
}

const emailMessage = (value: string) => (isValidEmail(value) ? undefined : ValidationMessage.Email);
const requiredMessage = (value: string, message: string) => (isFilled(value) ? undefined : message);
// A name: required, and no longer than the API takes (the message names the field and its limit).
const nameMessage = (value: string, label: string) =>
  requiredMessage(value, `${label} is required`) ??
  tooLongError(label, value, FIELD_LIMITS.firstName);
const optionalPhoneMessage = (value: string, isPhone: PhoneCheck) =>
  value === '' || isPhone(value) ? undefined : ValidationMessage.Phone;

/** Spec §5 hint as a rule (the server enforces it too): ten characters or more, one not a letter or digit. */
export function newPasswordMessage(value: string): string | undefined {
  if (value === '') return ValidationMessage.Password;
  return value.length >= 10 && /[^A-Za-z0-9]/.test(value) ? undefined : PASSWORD_RULE_MESSAGE;
}

function confirmMessage(values: FormValues, field: string): string | undefined {
  return (values['ConfirmPassword'] ?? '') === (values[field] ?? '')
    ? undefined
    : PASSWORDS_DIFFER_MESSAGE;
}

/** Login (spec §5: the password is only required). */
export function validateLogin(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, 'EmailAddress', emailMessage(text(values, 'EmailAddress')));
  check(errors, 'Password', values['Password'] ? undefined : ValidationMessage.Password);
  return errors;
}

/** `isPhone`: the phone rule with the hotel's country (the browser loads it when the form is sent). */
export function validateRegister(values: FormValues, isPhone: PhoneCheck): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, 'Firstname', nameMessage(text(values, 'Firstname'), 'First name'));
  check(errors, 'Lastname', nameMessage(text(values, 'Lastname'), 'Last name'));
  check(errors, 'EmailAddress', emailMessage(text(values, 'EmailAddress')));
  check(errors, 'MobileNumber', optionalPhoneMessage(text(values, 'MobileNumber'), isPhone));
  check(errors, 'Password', newPasswordMessage(values['Password'] ?? ''));
  check(errors, 'ConfirmPassword', confirmMessage(values, 'Password'));
  return errors;
}

export function validateForgotPassword(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, 'EmailAddress', emailMessage(text(values, 'EmailAddress')));
  return errors;
}

export function validateResetPassword(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, 'Password', newPasswordMessage(values['Password'] ?? ''));
  check(errors, 'ConfirmPassword', confirmMessage(values, 'Password'));
  return errors;
}

export function validateProfile(values: FormValues, isPhone: PhoneCheck): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, 'EmailAddress', emailMessage(text(values, 'EmailAddress')));
  check(errors, 'Firstname', nameMessage(text(values, 'Firstname'), 'First name'));
  check(errors, 'Lastname', nameMessage(text(values, 'Lastname'), 'Last name'));
  check(errors, 'Telephone', optionalPhoneMessage(text(values, 'Telephone'), isPhone));
  return errors;
}

export function validateChangePassword(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  check(
    errors,
    'CurrentPassword',
    values['CurrentPassword'] ? undefined : ValidationMessage.Password,
  );
  check(errors, 'NewPassword', newPasswordMessage(values['NewPassword'] ?? ''));
  check(errors, 'ConfirmPassword', confirmMessage(values, 'NewPassword'));
  return errors;
}

export function validateContact(values: FormValues, isPhone: PhoneCheck): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, 'Name', requiredMessage(text(values, 'Name'), 'Your name is required'));
  check(errors, 'EmailAddress', emailMessage(text(values, 'EmailAddress')));
  check(errors, 'Telephone', optionalPhoneMessage(text(values, 'Telephone'), isPhone));
  check(errors, 'Message', requiredMessage(text(values, 'Message'), 'A message is required'));
  return errors;
}
