import type * as v from 'valibot';
import type { Property } from '../api/contract/property.ts';
import type { FormOutcome } from '../domain/account/form-body.ts';
import { loadProperty } from './property.ts';
import { submitPageForm, type PageForm, type PageFormResult } from './session-form.ts';
import type { PageContext } from './session-user.ts';

/** What an account page's Astro global offers the loader. */
export interface AccountPageContext extends PageContext {
  readonly params: { propertyCode?: string | undefined };
  readonly url: URL;
  readonly response: { status?: number | undefined; readonly headers: Headers };
}

export interface AccountPage<R> {
  /** Null when the code is unknown; the page answers 404 with the not-found page. */
  readonly property: Property | null;
  readonly code: string;
  /** The no-JavaScript post's outcome, handed to the island as its starting state. */
  readonly initial: FormOutcome | undefined;
  readonly result: R | undefined;
}

/**
 * An account screen's data: the property (404 once when unknown) and, when the form was posted to
 * the page without JavaScript, the outcome of the same rules and call the island makes (400 when
 * fields are wrong).
 */
export async function loadAccountPage<S extends v.GenericSchema>(
  page: AccountPageContext,
  form: ((code: string) => PageForm<S>) | null,
): Promise<AccountPage<v.InferOutput<S>>> {
  const property = await loadProperty(page.params.propertyCode);
  if (!property) page.response.status = 404;
  const code = property?.PropertyCode ?? '';
  let submitted: PageFormResult<v.InferOutput<S>> | undefined;
  if (property && form && page.request.method === 'POST') {
    submitted = await submitPageForm(page, form(code));
    if (submitted.outcome.errors && Object.keys(submitted.outcome.errors).length > 0)
      page.response.status = 400;
  }
  return { property, code, initial: submitted?.outcome, result: submitted?.result };
}

// Emailed link tokens are 128-bit base64url values; anything else is a broken or cut-off link.
const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The `token` of an emailed account link in the page URL, or null when it is missing or malformed. */
export function linkToken(url: URL): string | null {
  const token = url.searchParams.get('token') ?? '';
  return LINK_TOKEN.test(token) ? token : null;
}
