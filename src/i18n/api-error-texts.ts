import { apiErrorMessages } from './api-error-messages.ts';
import { DEFAULT_LOCALE, localeOfLanguageCode, type Locale } from './locale.ts';
import { translatorFor } from './translate.ts';

type ApiErrorKey = keyof typeof apiErrorMessages;

/** An error answer's body as spec §8 has it. */
type ErrorBody = { Message: string; ModelState?: Record<string, string[]> | undefined };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each en-GB text as a pattern whose `{name}` slots capture the values it was written with. */
const PATTERNS: readonly { key: ApiErrorKey; pattern: RegExp }[] = (
  Object.entries(apiErrorMessages) as [ApiErrorKey, string][]
).map(([key, text]) => ({
  key,
  pattern: new RegExp(
    `^${text
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escapeRegExp(part)))
      .join('')}$`,
    's',
  ),
}));

/** The message a text the server wrote in en-GB comes from, with its values; null for another text. */
export function apiErrorMessageOf(
  text: string,
): { key: ApiErrorKey; params: Record<string, string> } | null {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
}

/** One refusal text in `locale`; a text not in the table (a hotel's own words) stays as it is. */
export function apiErrorTextIn(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const message = apiErrorMessageOf(text);
  return message ? translatorFor(apiErrorMessages, locale)(message.key, message.params) : text;
}

/** An error answer's body (spec §8: Message and per-field ModelState) in `locale`. */
export function apiErrorBodyIn<B extends ErrorBody>(body: B, locale: Locale): B {
  if (locale === DEFAULT_LOCALE) return body;
  const translated: B = { ...body, Message: apiErrorTextIn(body.Message, locale) };
  if (body.ModelState)
    translated.ModelState = Object.fromEntries(
      Object.entries(body.ModelState).map(([field, texts]) => [
        field,
        texts.map((text) => apiErrorTextIn(text, locale)),
      ]),
    );
  return translated;
}

/**
 * The language of an API request's answer: the page's language, which the site's client names in
 * `Content-Language`, else the default. Not `Accept-Language`: a guest reading a page in English
 * gets its errors in English whatever the browser's own preference.
 */
export function localeOfApiRequest(headers: Headers): Locale {
  const page = headers.get('Content-Language');
  return page ? localeOfLanguageCode(page.split(',')[0]?.trim()) : DEFAULT_LOCALE;
}
