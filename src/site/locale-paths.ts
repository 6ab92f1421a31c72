import { DEFAULT_LOCALE, LOCALES, localeOfLanguageCode, type Locale } from '../i18n/locale.ts';
import { PSEUDO_LOCALE } from '../i18n/pseudo.ts';

export type { Locale };

/** A URL's language prefix as written (`de`, `zh-CN`), lower-cased → the locale. */
const PREFIXES = new Map<string, Locale>(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale.toLowerCase(),
    locale,
  ]),
);

/**
 * `/de/Book/GRANDLDN` → { locale: 'de', path: '/Book/GRANDLDN' }; a path without a prefix is
 * English (en-GB's pages keep the URLs they always had). `en-XA` counts only where `pseudo` is on.
 */
export function splitLocale(
  pathname: string,
  pseudo = false,
): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)(\/.*)?$/.exec(pathname);
  const written = match?.[1]?.toLowerCase();
  const locale =
    written === undefined
      ? undefined
      : pseudo && written === PSEUDO_LOCALE.toLowerCase()
        ? PSEUDO_LOCALE
        : PREFIXES.get(written);
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
  return { locale, path: match[2] ?? '/', prefixed: true };
}

/** A site path in `locale`: `/Book/X` → `/de/Book/X`; English paths stay as they are. */
export function localisedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** A site path in the language of a booking's `LanguageCode` (emails' links): `/de/Manage/…`. */
export function pathInLanguage(languageCode: string | null | undefined, path: string): string {
  return localisedPath(localeOfLanguageCode(languageCode), path);
}

/** `lang=de` (a link's, or Google's landing template's `(USER-LANGUAGE)`) as an offered locale. */
export function localeOfParameter(value: string | null): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return DEFAULT_LOCALE;
  return (
    PREFIXES.get(lower) ??
    [...PREFIXES.values()].find((locale) => locale.split('-')[0] === lower.split('-')[0])
  );
}

/** The guest's first language we have, from `Accept-Language` (quality values respected). */
export function preferredLocale(acceptLanguage: string | null): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfParameter(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The first path segments of the pages a guest moves between (spec §2); `/api` is never one. */
const PAGE_ROOTS = 'Book|BookGroup|Manage|ManageAccount|PreCheckIn|Restaurant|SecurePay|Account';

// A link, form, hidden field or island prop naming a page; a language switcher's links carry
// `hreflang` before `href` and are left as they are.
const PAGE_LINK = new RegExp(
  `((?<!hreflang="[^"]*" )(?:href|action|value)="|&quot;)/(${PAGE_ROOTS})(?=[/?"&#])`,
  'g',
);

// A page to come back to, in a link's query (`returnUrl=%2FBook%2F…`).
const ENCODED_PAGE_LINK = new RegExp(`=%2F(${PAGE_ROOTS})(?=%2F|%3F|[&"])`, 'g');

/**
 * A page rendered for a prefixed locale with its links to other pages in that locale: pages and
 * islands write English paths (one URL builder for server, browser and emails); the middleware
 * runs this over a non-English page's HTML so that the guest stays in their language.
 */
export function prefixPageLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html
    .replace(PAGE_LINK, (_whole, before: string, root: string) => `${before}/${locale}/${root}`)
    .replace(ENCODED_PAGE_LINK, (_whole, root: string) => `=%2F${locale}%2F${root}`);
}

/** A redirect's `Location` in the guest's language when it is one of our pages. */
export function localisedLocation(location: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return location;
  return new RegExp(`^/(?:${PAGE_ROOTS})(?=[/?#]|$)`).test(location)
    ? localisedPath(locale, location)
    : location;
}
