/** Spec §5 messages, verbatim (the spelling of "Resevation" included). */
export const ValidationMessage = {
  Email: 'A valid email address is required',
  Phone: 'A valid phone number is required',
  Password: 'Password is required',
  ReservationNumber: 'Resevation Number is required',
  GuestName: 'Guest Name is required',
} as const;
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** Spec §8: what a guest is told when an emailed link opens nothing. */
export const LINK_INVALID = 'This link is invalid';

/** Spec §5 hint shown under the password fields (the phone's hint names the hotel's country). */
export const ValidationHint = {
  Password: 'Ten characters or more with at least 1 non alphanumeric character',
} as const;

// The HTML standard's valid e-mail address (what `<input type=email>` accepts), with one addition:
// the domain has a dot and ends in a label of two or more characters starting with a letter, since
// no guest's real address is at a bare host name. The spec's narrower pattern refused real
// addresses (`anna+hotel@gmail.com`, `jo.o'brien@example.com`, `anna@sub.example.travel`).
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${LABEL}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$`,
);

/**
 * Email as guests own them (spec §5's message, the HTML standard's rule): `anna+hotel@gmail.com`,
 * `anna_smith@example.com`, `jo.o'brien@example.com`, `anna@sub.example.travel` pass; `ada@example`,
 * `ada@@example.com`, `@example.com` do not. The value is checked as given (callers trim input).
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Whether a string holds a character other than white space. */
export function isFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** The email field's error message, or undefined when the value is valid. */
export function emailError(value: string): ValidationMessage | undefined {
  return isValidEmail(value) ? undefined : ValidationMessage.Email;
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
