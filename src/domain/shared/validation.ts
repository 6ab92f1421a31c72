/** Spec §5 messages, verbatim (the spelling of "Resevation" included). */
export const ValidationMessage = {
  Email: 'A valid email address is required',
  Phone: 'A valid phone number is required',
  Password: 'Password is required',
  ReservationNumber: 'Resevation Number is required',
  GuestName: 'Guest Name is required',
} as const;
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** Spec §5 hints shown under the phone and password fields. */
export const ValidationHint = {
  Phone: 'Include the international dialing code starting with + or 00',
  Password: 'Ten characters or more with at least 1 non alphanumeric character',
} as const;

// Spec §5 pattern (letters or digits, @, letters, dot, 2–3 letters), with dots and hyphens
// inside the local part and the domain, and several domain labels.
const WORD = '[A-Za-z0-9]+';
const EMAIL = new RegExp(`^${WORD}(?:[.-]${WORD})*@(?:${WORD}(?:-${WORD})*\\.)+[A-Za-z]{2,3}$`);

/**
 * Email as spec §5 wants it, written for real addresses: `ada.lovelace@example.co.uk` and
 * `a-b@mail.example.com` pass; `ada@example`, `ada@@example.com`, `@example.com` do not. The value
 * is checked as given (callers trim input).
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Spec §5 phone: `+` or `00`, then digits; spaces allowed between them. */
export function isValidPhone(value: string): boolean {
  return /^(?:\+|00)[\d ]*\d[\d ]*$/.test(value);
}

/** Whether a string holds a character other than white space. */
export function isFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** The email field's error message, or undefined when the value is valid. */
export function emailError(value: string): ValidationMessage | undefined {
  return isValidEmail(value) ? undefined : ValidationMessage.Email;
}

/** The phone field's error message, or undefined when the value is valid. */
export function phoneError(value: string): ValidationMessage | undefined {
  return isValidPhone(value) ? undefined : ValidationMessage.Phone;
}

/** Spec §5: a password is only checked for being non-empty. */
export function passwordError(value: string): ValidationMessage | undefined {
  return value === '' ? ValidationMessage.Password : undefined;
}

/** A lookup value: an id, or an object carrying one (`Country: { Id }`). */
export type LookupValue = number | { Id: number } | null | undefined;

/** The id a lookup value holds, 0 when none. */
export function lookupId(value: LookupValue): number {
  return typeof value === 'number' ? value : (value?.Id ?? 0);
}

/** Spec §5: a required string needs a non-blank character; when not required anything goes. */
export function requiredStringValid(value: string | null | undefined, required: boolean): boolean {
  return !required || isFilled(value);
}

/** Spec §5: a required lookup needs a value above zero; when not required anything goes. */
export function requiredLookupValid(value: LookupValue, required: boolean): boolean {
  return !required || lookupId(value) > 0;
}

/** Spec §5: a required object needs a value; when not required anything goes. */
export function requiredObjectValid(value: unknown, required: boolean): boolean {
  return !required || value != null;
}
