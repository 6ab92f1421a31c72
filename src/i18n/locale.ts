import { PSEUDO_LOCALE } from './pseudo.ts';

/** The languages a guest can read the site in; en-GB is the default and the texts' source. */
export const LOCALES = ['en-GB', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'zh-CN', 'ar'] as const;

/** A language of `LOCALES`, or the pseudo-locale that development and tests may ask for. */
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en-GB';

/** Languages written right to left. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Languages whose letters lie beyond Latin-1 (U+00FF): their pages are written in UTF-8 as it is. */
export function writtenBeyondLatin1(locale: Locale): boolean {
  return locale === 'pl' || locale === 'zh-CN' || locale === 'ar';
}

/** The locale of a stored booking's `LanguageCode` ('en', 'de', 'zh-CN' …); unknown codes read as the default. */
export function localeOfLanguageCode(code: string | null | undefined): Locale {
  if (!code) return DEFAULT_LOCALE;
  const lower = code.toLowerCase();
  return (
    LOCALES.find((locale) => locale.toLowerCase() === lower) ??
    LOCALES.find((locale) => locale.split('-')[0] === lower.split('-')[0]) ??
    DEFAULT_LOCALE
  );
}

/** The `LanguageCode` a booking made in `locale` is stored with ('en', 'de', 'zh-CN' …). */
export function languageCodeOf(locale: Locale): string {
  return locale === 'en-GB' || locale === PSEUDO_LOCALE ? 'en' : locale;
}

/**
 * The locale whose `Intl` forms a page's dates and amounts are written in; undefined where the
 * spec's en-GB forms are kept (English and the pseudo-locale, which is English underneath).
 */
export function intlLocaleOf(locale: Locale): Locale | undefined {
  return locale === 'en-GB' || locale === PSEUDO_LOCALE ? undefined : locale;
}
