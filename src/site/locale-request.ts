import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.ts';
import { responseBytes, responseOfBytes } from '../serving/response-bytes.ts';
import {
  localeOfParameter,
  localisedLocation,
  localisedPath,
  preferredLocale,
  prefixPageLinks,
  splitLocale,
} from './locale-paths.ts';

// The pseudo-locale (`/en-XA/…`) is for development and tests, never a live site.
const PSEUDO_ON = import.meta.env?.DEV === true || process.env.PSEUDO_LOCALE === 'on';

export type AskedLocale = {
  locale: Locale;
  /** The path the page is rendered for, without the language prefix. */
  path: string;
  /** Where a `lang=` parameter sends the guest: the same page under its language's prefix. */
  redirect?: string;
  /** The site root answered by the guest's `Accept-Language` (its response varies by it). */
  byAcceptLanguage?: boolean;
};

/** The language a request is answered in (see docs/decisions.md, Languages). */
export function localeOfRequest(url: URL, headers: Headers): AskedLocale {
  const { locale, path, prefixed } = splitLocale(url.pathname, PSEUDO_ON);
  if (prefixed) return { locale, path };
  const lang = url.searchParams.get('lang');
  const fromParameter = localeOfParameter(lang);
  if (fromParameter && fromParameter !== DEFAULT_LOCALE) {
    const rest = new URLSearchParams(url.search);
    rest.delete('lang');
    const query = rest.toString();
    return {
      locale,
      path,
      redirect: localisedPath(fromParameter, path) + (query ? `?${query}` : ''),
    };
  }
  if (path === '/')
    return {
      locale: preferredLocale(headers.get('accept-language')),
      path,
      byAcceptLanguage: true,
    };
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * A response rendered for a non-English locale with its links and redirect kept in that locale
 * (`prefixPageLinks`); English responses are returned as they are.
 */
export async function inLocale(response: Response, locale: Locale): Promise<Response> {
  if (locale === DEFAULT_LOCALE) return response;
  const location = response.headers.get('location');
  if (location) {
    // Astro's redirects have immutable headers.
    const headers = new Headers(response.headers);
    headers.set('location', localisedLocation(location, locale));
    return new Response(response.body, { status: response.status, headers });
  }
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const bytes = responseBytes(response) ?? new Uint8Array(await response.arrayBuffer());
  const html = prefixPageLinks(new TextDecoder().decode(bytes), locale);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return responseOfBytes(new TextEncoder().encode(html), {
    status: response.status,
    headers,
  });
}
