import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { selectPlurals } from '../i18n/icu.ts';
import { intlFormsOf } from '../i18n/intl-forms.ts';
import { islandTexts, islandTextsScript } from '../i18n/island-texts.ts';
import { isolatePlaceholders } from '../i18n/bidi.ts';
import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocaleOf,
  writtenBeyondLatin1,
  type Locale,
} from '../i18n/locale.ts';
import { pseudoText, PSEUDO_LOCALE } from '../i18n/pseudo.ts';
import { sourceTexts } from '../i18n/source-tables.ts';
import { translationsOf } from '../i18n/translations.ts';
import { islandTextKeys, withLaterTextFiles } from './island-text-keys.ts';
import { responseBytes, responseOfBytes } from '../serving/response-bytes.ts';
import { writingWide } from '../serving/wide-characters.ts';
import {
  localeOfParameter,
  localisedLocation,
  localisedPath,
  preferredLocale,
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

const requestLocale = new AsyncLocalStorage<Locale>();

// The server's answer to `translator`'s look-ups (translate.ts): the texts of the locale of the
// request being rendered, never a process-wide language, so requests in different languages can
// be rendered at once.
globalThis.__t = (key, params) => {
  const locale = requestLocale.getStore();
  if (locale === undefined || locale === DEFAULT_LOCALE) return undefined;
  if (locale === PSEUDO_LOCALE) {
    const source = sourceTexts()[key];
    return source === undefined ? undefined : pseudoText(source);
  }
  const text = translationsOf(locale)[key];
  if (text === undefined) return undefined;
  const chosen = selectPlurals(text, params ?? {}, locale);
  return directionOf(locale) === 'rtl' ? isolatePlaceholders(chosen) : chosen;
};

// How islands write dates and amounts while they render on the server (`__f` in translate.ts):
// the request's language's forms, those its page's script makes in the browser.
Object.defineProperty(globalThis, '__f', {
  get: () => {
    const locale = intlLocaleOf(requestLocale.getStore() ?? DEFAULT_LOCALE);
    return locale ? intlFormsOf(locale) : undefined;
  },
  configurable: true,
});

/**
 * Runs `render` with module-level `t`s and formatters answering in `locale`; a language written
 * beyond Latin-1 keeps its characters rather than character references (`writingWide`).
 */
export function renderingIn<T>(locale: Locale, render: () => T): T {
  return requestLocale.run(
    locale,
    writtenBeyondLatin1(locale) ? () => writingWide(render) : render,
  );
}

/**
 * A non-English page's islands' texts in its language: a file loaded before its scripts where
 * those start after the first paint (`withLaterTextFiles`), else an inline script before its
 * first island (or its end), with the script's hash added to the page's Content-Security-Policy.
 */
function withIslandTexts(html: string, locale: Locale, headers: Headers): string {
  const withFiles = withLaterTextFiles(html, locale);
  if (withFiles !== undefined) return withFiles;
  const found = islandTextKeys(html);
  const keys = found?.keys ?? Object.keys(sourceTexts());
  const script = islandTextsScript(locale, islandTexts(locale, keys, found?.ids ?? new Map()));
  const csp = headers.get('content-security-policy');
  if (csp) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    headers.set(
      'content-security-policy',
      /script-src /.test(csp) ? csp.replace(/script-src /, `script-src ${hash} `) : csp,
    );
  }
  const at = html.indexOf('<astro-island');
  const place = at >= 0 ? at : html.lastIndexOf('</body>');
  if (place < 0) return html;
  return `${html.slice(0, place)}<script>${script}</script>${html.slice(place)}`;
}

/**
 * A response rendered for a non-English locale: its page with its islands' texts in that language,
 * its redirect kept in that language (pages write their links in the page's language themselves,
 * see `localised` in urls.ts); English responses are returned as they are.
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
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const html = withIslandTexts(new TextDecoder().decode(bytes), locale, headers);
  return responseOfBytes(new TextEncoder().encode(html), {
    status: response.status,
    headers,
  });
}
