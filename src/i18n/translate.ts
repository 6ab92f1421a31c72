import { selectPlurals } from './icu.ts';
import { pseudoText, PSEUDO_LOCALE } from './pseudo.ts';
import { translationsOf } from './translations.ts';
import type { IntlForms } from './intl-forms.ts';
import { isolatePlaceholders } from './bidi.ts';
import { directionOf, type Locale } from './locale.ts';

/** A flow's en-GB texts: keys a hotel's translation can be matched to, values with `{name}` slots. */
export type Messages = Readonly<Record<string, string>>;

export type Params = Readonly<Record<string, string | number>>;

// `?.`: Playwright's tests import this file without Vite, where `import.meta.env` does not exist.
const SERVER = import.meta.env?.SSR !== false;

/** Fills `{name}` placeholders; an unknown one stays visible so a missing value is noticed. */
export function fill(text: string, params: Params = {}): string {
  // Most texts have no placeholder; a results page fills hundreds of them on the server. (The
  // browser fills a page's texts once and is not sent the check.)
  if (SERVER && !text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The page's language's text of a key, where the page is not in English: on the server, the
 * request's locale (`site/locale-request.ts`, through AsyncLocalStorage); in the browser, the
 * texts a non-English page is sent for its islands (`i18n/island-texts.ts`). Unset on English
 * pages, which read the tables. (Short: it is in every browser bundle.)
 */
declare global {
  var __t: ((key: string, params: Params | undefined) => string | undefined) | undefined;
  /**
   * How the page's language writes dates, amounts and lists (`i18n/intl-forms.ts`): made by a
   * non-English page's script in the browser, the request's on the server; unset on English
   * pages, whose islands keep the spec's en-GB forms (`dates.ts`, `currency.ts`).
   */
  var __f: IntlForms | undefined;
}

/**
 * A typed `t` over one flow's messages: a key that does not exist is a compile error, and each
 * page ships only the texts of the flows it shows.
 */
export function translator<M extends Messages>(messages: M) {
  return (key: keyof M & string, params?: Params): string =>
    fill(globalThis.__t?.(key, params) ?? messages[key] ?? key, params);
}

/**
 * `translator` for one locale, for code that renders per request (pages, emails): the locale's
 * text where it has one (its ICU plural blocks resolved), else the en-GB source text.
 */
export function translatorFor<M extends Messages>(messages: M, locale: Locale) {
  const texts = translationsOf(locale);
  const pseudo = locale === PSEUDO_LOCALE;
  const rtl = directionOf(locale) === 'rtl';
  return (key: keyof M & string, params?: Params): string => {
    const text = (pseudo ? pseudoText(messages[key] ?? key) : texts[key]) ?? messages[key] ?? key;
    const chosen = selectPlurals(text, params ?? {}, locale);
    return fill(rtl ? isolatePlaceholders(chosen) : chosen, params);
  };
}
