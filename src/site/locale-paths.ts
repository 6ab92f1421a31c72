import { DEFAULT_LOCALE, LOCALES, localeOfLanguageCode, type Locale } from '../i18n/locale.ts';
import { PSEUDO_LOCALE } from '../i18n/pseudo.ts';
import { localised } from './booking-urls.ts';

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
  return localised(locale, path);
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

/**
 * A path to one of our pages that arrives already written (a redirect's `Location`, a link the API
 * answers with) in the page's language; a path already in a language, and any other URL, as it is.
 */
export function localisedLocation(location: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return location;
  return new RegExp(`^/(?:${PAGE_ROOTS})(?=[/?#]|$)`).test(location)
    ? localisedPath(locale, location)
    : location;
}

/**
 * The `locale` prop of an island that writes links: none on English pages, whose links are
 * unprefixed, so that their HTML carries no bytes for it.
 */
export const islandLocale = (locale: Locale): { locale?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { locale };
