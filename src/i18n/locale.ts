/** The languages a guest can read the site in; en-GB is the default and the texts' source. */
export const LOCALES = ['en-GB', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'zh-CN', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-GB';

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
