import type { FieldErrors, FormValues } from './validate-forms.ts';

/** How to read a form's fields into an API body. */
export interface FormShape {
  /** Checkboxes: true when ticked, false when absent. */
  readonly booleans?: readonly string[];
  readonly numbers?: readonly string[];
  /** Fields the API does not take (confirm password). */
  readonly omit?: readonly string[];
}

/** A form's text values (files are never part of these forms). */
export function formValues(data: FormData | URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * The API body for a form: field names are the contract's (so the same form posts to the page
 * without JavaScript and to the API with it); `_`-prefixed fields steer the page, not the API.
 */
export function formBody(values: FormValues, shape: FormShape = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || name.startsWith('_') || shape.omit?.includes(name)) continue;
    body[name] = shape.numbers?.includes(name) ? Number(value) : value;
  }
  for (const name of shape.booleans ?? [])
    body[name] = values[name] === 'on' || values[name] === 'true';
  return body;
}

/** Values to put back in a form after a failed no-JavaScript submit: never the passwords. */
export function refillValues(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));
}

/** What a server-handled form hands back to its island: the values to refill, field errors, a message. */
export type FormOutcome = {
  values?: FormValues | undefined;
  errors?: FieldErrors | undefined;
  message?: string | undefined;
  success?: boolean | undefined;
};

/** The `Message` of an account answer (`{ Success, Message }`), when it has one. */
export function answerMessage(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('Message' in result)) return undefined;
  return typeof result.Message === 'string' && result.Message ? result.Message : undefined;
}

/** Spec §8: an answer with `Success: false` is refused with its `Message`, else `failure`; null when it succeeded. */
export function refusalOf(result: unknown, failure: string): string | null {
  const refused =
    typeof result === 'object' &&
    result !== null &&
    'Success' in result &&
    result.Success === false;
  return refused ? (answerMessage(result) ?? failure) : null;
}

/** The forms of Manage Account (spec §2); a no-JavaScript post names its form in `_action`. */
export const MANAGE_ACCOUNT_ACTIONS = ['profile', 'password', 'removeCard'] as const;
export type ManageAccountAction = (typeof MANAGE_ACCOUNT_ACTIONS)[number];

/** The Manage Account form a post is for, or undefined for anything else. */
export function manageAccountAction(value: unknown): ManageAccountAction | undefined {
  return MANAGE_ACCOUNT_ACTIONS.find((action) => action === value);
}
