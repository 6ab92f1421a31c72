import { DEFAULT_LOCALE, LOCALES } from '../i18n/locale.ts';
import { localisedPath } from './locale-paths.ts';

/** Each language's own name, as a guest looking for it reads it. */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LOCALES)[number], string>> = {
  'en-GB': 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  pl: 'Polski',
  'zh-CN': '简体中文',
  ar: 'العربية',
};

/**
 * The languages a hotel offers (its `Languages`; every one when it names none), English always
 * among them (its pages are the unprefixed ones), in the order of `LOCALES`.
 */
export function offeredLocales(
  offered: readonly string[] | null | undefined,
): (typeof LOCALES)[number][] {
  return LOCALES.filter(
    (locale) => !offered || locale === DEFAULT_LOCALE || offered.includes(locale),
  );
}

export type LanguageLink = { locale: (typeof LOCALES)[number]; name: string; href: string };

/**
 * The same page (path and query, `lang` left out) in each language the hotel offers, in the
 * order of `LOCALES`: plain links, so switching needs no script and the basket (in the browser's
 * storage) stays.
 */
export function languageLinks(
  path: string,
  search: string,
  offered: readonly string[] | null | undefined,
): LanguageLink[] {
  const query = new URLSearchParams(search);
  query.delete('lang');
  const rest = query.toString();
  return offeredLocales(offered).map((locale) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
    href: localisedPath(locale, path) + (rest ? `?${rest}` : ''),
  }));
}
