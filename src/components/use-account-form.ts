import { useState, type SubmitEvent } from 'react';
import { formValues, refusalOf, type FormOutcome } from '../domain/account/form-body.ts';
import type { FieldErrors, FormValues } from '../domain/account/validate-forms.ts';

/** How a form went when it was sent without JavaScript (the page answered it). */
export type { FormOutcome } from '../domain/account/form-body.ts';

export type AccountFormOptions<R> = {
  initial?: FormOutcome | undefined;
  /** May load what it needs first (the phone rule). */
  validate: (values: FormValues) => FieldErrors | Promise<FieldErrors>;
  /** Sends the values; throws an ApiError when the call fails. */
  send: (values: FormValues) => Promise<R>;
  /** The answer of a call that went through; a `Success: false` answer is shown by the hook. */
  onSuccess: (result: R, form: HTMLFormElement) => void;
  /** Spec §8 text for a failure without a more precise message (e.g. "Failed to register User"). */
  failure: string;
};

/**
 * Submit handling shared by the account forms: validate, send, and show what went wrong next to
 * the fields (focus moves to the first) or above them. Not also as a notification: a toast saying
 * what the form already says only hides the page's header.
 */
export function useAccountForm<R>(options: AccountFormOptions<R>) {
  const [errors, setErrors] = useState<FieldErrors>(options.initial?.errors ?? {});
  const [message, setMessage] = useState<string | undefined>(
    options.initial?.success ? undefined : options.initial?.message,
  );
  const [busy, setBusy] = useState(false);
  const fail = (form: HTMLFormElement, fieldErrors: FieldErrors, text: string | undefined) => {
    setErrors(fieldErrors);
    setMessage(text);
    const first = Object.keys(fieldErrors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = formValues(new FormData(form));
    const invalid = await options.validate(values);
    if (Object.keys(invalid).length > 0) return fail(form, invalid, undefined);
    setBusy(true);
    try {
      const result = await options.send(values);
      const refusal = refusalOf(result, options.failure);
      if (refusal !== null) {
        fail(form, {}, refusal);
        return;
      }
      setErrors({});
      setMessage(undefined);
      options.onSuccess(result, form);
    } catch (error) {
      const { formFailure, isApiError } = await import('../api/api-error.ts');
      const { fields, message: text } = isApiError(error)
        ? formFailure(error, options.failure)
        : { fields: {}, message: options.failure };
      // Field errors say what is wrong beside each field; a generic "Action failed" on top only confuses.
      if (Object.keys(fields).length > 0) return fail(form, fields, undefined);
      fail(form, fields, text);
    } finally {
      setBusy(false);
    }
  };

  return {
    errors,
    message,
    busy,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void onSubmit(event),
  };
}
