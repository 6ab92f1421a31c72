import { CLIENT_ADDRESS_HEADER } from '../server/auth/client-address.ts';
import { getApi } from '../server/runtime.ts';
import { createApi, type ApiClient, type CallWithoutHttp } from '../api/create-api.ts';
import { createLogBatcher } from '../api/log-batcher.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';

// Requests never leave the process: the reference API (or the upstream proxy) answers them
// directly, so the host name here is only a placeholder.
const INTERNAL_ORIGIN = 'http://stayfront.internal';

const inProcessFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  return (await getApi()).fetch(request);
};

const logger = createLogBatcher({
  send: (entries) =>
    inProcessFetch(`${INTERNAL_ORIGIN}/api/Log`, {
      method: 'POST',
      body: JSON.stringify({ Entries: entries }),
      headers: { 'Content-Type': 'application/json' },
    }),
});

// The reference app's operations, when it is the API: through the same app as HTTP calls, without
// the JSON text of an answer this process reads at once. A hotel's API behind the proxy is called
// over fetch.
const callWithoutHttp: CallWithoutHttp = async (request) => {
  const api = await getApi();
  return api.call ? api.call(request) : null;
};

/** The server-side API client used by pages while rendering (anonymous: no guest's session). */
export const serverApi = createApi({
  prefix: `${INTERNAL_ORIGIN}/api`,
  fetch: inProcessFetch,
  logger,
  call: callWithoutHttp,
});

const localised = new Map<Locale, ApiClient>();

/**
 * `serverApi` for a page in `locale`: its calls name the page's language in `Content-Language`, so
 * the refusals a server-drawn form shows come in that language. The default locale's is `serverApi`.
 */
export function serverApiIn(locale: Locale): ApiClient {
  if (locale === DEFAULT_LOCALE) return serverApi;
  let client = localised.get(locale);
  if (!client) {
    client = createApi({
      prefix: `${INTERNAL_ORIGIN}/api`,
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        request.headers.set('content-language', locale);
        return inProcessFetch(request);
      },
      logger,
      call: async (request) => {
        const api = await getApi();
        return api.call ? api.call({ ...request, language: locale }) : null;
      },
    });
    localised.set(locale, client);
  }
  return client;
}

/** What a page passes to act for the guest whose request it is rendering. */
export interface GuestRequest {
  readonly request: Request;
  /** The guest's network address (for the API's abuse limits). */
  readonly clientAddress?: string | undefined;
  /** Where `Set-Cookie` answers of the API go, so they reach the browser (the page's response headers). */
  readonly setCookies?: Headers | undefined;
  /** The page's language, named in `Content-Language` so the API's refusals come in it. */
  readonly locale?: Locale | undefined;
}

// What the API needs to know about the guest's request: the session cookie, HTTPS, the browser.
const FORWARDED = ['cookie', 'x-forwarded-proto', 'user-agent', 'accept-language'];

/**
 * A server-side client acting for one guest: it forwards the request's `Cookie` (the session) and
 * origin, so the API sees the guest as the browser would have made it; session cookies the API
 * sets are handed on to the page's response, and used by this client's later calls.
 */
export function serverApiFor(guest: GuestRequest): ApiClient {
  const url = new URL(guest.request.url);
  const cookies = new Map(parseCookieHeader(guest.request.headers.get('cookie')));
  const guestFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    for (const name of FORWARDED) {
      const value = name === 'cookie' ? cookieHeader(cookies) : guest.request.headers.get(name);
      if (value) request.headers.set(name, value);
    }
    if (guest.clientAddress) request.headers.set(CLIENT_ADDRESS_HEADER, guest.clientAddress);
    if (guest.locale) request.headers.set('content-language', guest.locale);
    const response = await inProcessFetch(request);
    for (const line of response.headers.getSetCookie()) {
      guest.setCookies?.append('Set-Cookie', line);
      const [name, value] = nameValue(line);
      if (!name) continue;
      if (value && !/;\s*max-age=0\b/i.test(line)) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };
  // The guest's own origin, so links the API writes into emails point at the site they used.
  return createApi({ prefix: `${url.origin}/api`, fetch: guestFetch, logger });
}

function parseCookieHeader(header: string | null): [string, string][] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => nameValue(part))
    .filter((pair): pair is [string, string] => Boolean(pair[0]));
}

function nameValue(text: string): [string, string] {
  const first = text.split(';')[0] ?? '';
  const at = first.indexOf('=');
  return at < 0 ? ['', ''] : [first.slice(0, at).trim(), first.slice(at + 1).trim()];
}

function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
