import { isApiError } from '../api/api-error.ts';
import { UserSchema, type User } from '../api/contract/account.ts';
import { serverApiFor, type GuestRequest } from './server-api.ts';
import type { ApiClient } from '../api/create-api.ts';
import type { Locale } from '../i18n/locale.ts';
import { guestAddress } from '../server/auth/client-address.ts';
import { SESSION_COOKIE } from '../server/auth/session-cookie.ts';

/** What pages pass: Astro's global has all of it (`sessionUser(Astro)`). */
export interface PageContext {
  readonly request: Request;
  readonly response: { readonly headers: Headers };
  readonly clientAddress?: string;
  /** The request's locale, set by the middleware (Astro's `locals`). */
  readonly locals?: { readonly locale?: Locale | undefined } | undefined;
}

// One lookup per page request, shared by the page and its layout.
const users = new WeakMap<Request, Promise<User | null>>();

/** The guest's network address (behind a trusted proxy, the one it saw); Astro's getter throws where it is not known. */
export function clientAddressOf(page: PageContext): string | undefined {
  let connection: string | undefined;
  try {
    connection = page.clientAddress;
  } catch {
    connection = undefined;
  }
  return guestAddress(connection, page.request.headers.get('x-forwarded-for'));
}

/** The API client acting for this page's guest (session cookie forwarded, new cookies passed on). */
export function guestApi(page: PageContext): ApiClient {
  const guest: GuestRequest = {
    request: page.request,
    clientAddress: clientAddressOf(page),
    setCookies: page.response.headers,
    locale: page.locals?.locale,
  };
  return serverApiFor(guest);
}

/**
 * The logged-in guest of the request being rendered, or null. Only a request with a session cookie
 * costs an API call (anonymous pages stay as fast as before); a page that shows a user's details is
 * marked private so no shared cache keeps it.
 */
export function sessionUser(page: PageContext): Promise<User | null> {
  const known = users.get(page.request);
  if (known) return known;
  const lookup = loadUser(page);
  users.set(page.request, lookup);
  return lookup;
}

async function loadUser(page: PageContext): Promise<User | null> {
  if (!page.request.headers.get('cookie')?.includes(`${SESSION_COOKIE}=`)) return null;
  try {
    const user = await guestApi(page).get('Account', UserSchema);
    page.response.headers.set('Cache-Control', 'private, no-store');
    return user;
  } catch (error) {
    // 401: the session has ended (the API's answer clears the cookie).
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
