import type * as v from 'valibot';
import { accountFormBody, type AccountFormCall } from '../api/account-forms.ts';
import { formFailure, isApiError } from '../api/api-error.ts';
import {
  answerMessage,
  formValues,
  refillValues,
  refusalOf,
  type FormOutcome,
} from '../domain/account/form-body.ts';
import type { FieldErrors, FormValues } from '../domain/account/validate-forms.ts';
import { guestApi, type PageContext } from './session-user.ts';

export interface PageForm<S extends v.GenericSchema> {
  /** The call the form's island makes. */
  readonly call: AccountFormCall<S>;
  readonly propertyCode: string;
  /** The hotel's country, for phone numbers typed without a country code. */
  readonly phoneCountry?: string | null;
  readonly validate: (values: FormValues) => FieldErrors;
  /** Spec §8 text when the call fails without a more precise message. */
  readonly failure: string;
}

export type PageFormResult<R> = { outcome: FormOutcome; result?: R };

/**
 * A form posted to its page without JavaScript: the same rules and API call as the island makes,
 * for the guest of this request (session cookie in, new cookies out). The outcome goes back into
 * the island as its starting state.
 */
export async function submitPageForm<S extends v.GenericSchema>(
  page: PageContext,
  form: PageForm<S>,
  data?: FormData,
): Promise<PageFormResult<v.InferOutput<S>>> {
  const values = formValues(data ?? (await page.request.formData()));
  const refill = refillValues(values);
  const errors = form.validate(values);
  if (Object.keys(errors).length > 0) return { outcome: { values: refill, errors } };
  try {
    const result = await guestApi(page).post(
      form.call.path,
      accountFormBody(form.call, form.propertyCode, values, form.phoneCountry),
      form.call.schema,
    );
    const refusal = refusalOf(result, form.failure);
    if (refusal !== null) return { outcome: { values: refill, message: refusal }, result };
    return { outcome: { values: refill, success: true, message: answerMessage(result) }, result };
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { fields, message } = formFailure(error, form.failure);
    return { outcome: { values: refill, errors: fields, message } };
  }
}

/** A 303 to `location` that keeps the cookies the API set while the page handled the post. */
export function redirectKeepingCookies(page: PageContext, location: string): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of page.response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
