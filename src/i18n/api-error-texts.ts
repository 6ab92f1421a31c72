import { apiErrorMessages } from './api-error-messages.ts';
import { apiNoticeMessages } from './api-notice-messages.ts';
import { DEFAULT_LOCALE, localeOfLanguageCode, type Locale } from './locale.ts';
import { translatorFor } from './translate.ts';

type ApiErrorKey = keyof typeof apiErrorMessages;
type ApiNoticeKey = keyof typeof apiNoticeMessages;

// The texts an answer's `Message` can hold: refusals and the notices of successful answers.
const apiAnswerMessages = { ...apiErrorMessages, ...apiNoticeMessages };

/** An error answer's body as spec §8 has it. */
type ErrorBody = { Message: string; ModelState?: Record<string, string[]> | undefined };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each en-GB text as a pattern whose `{name}` slots capture the values it was written with. */
const PATTERNS: readonly { key: ApiErrorKey | ApiNoticeKey; pattern: RegExp }[] = (
  Object.entries(apiAnswerMessages) as [ApiErrorKey | ApiNoticeKey, string][]
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
): { key: ApiErrorKey | ApiNoticeKey; params: Record<string, string> } | null {
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
  return message ? translatorFor(apiAnswerMessages, locale)(message.key, message.params) : text;
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
 * A successful answer in the request's locale: the texts a guest reads as they are (`Message`,
 * `InfoMessage`) put into it; everything else, the hotel's own words included, as it is. The
 * locale is asked for only when the answer has such a text (reading it can cost building the
 * request of an in-process call).
 */
export function apiAnswerBodyIn<B>(body: B, localeOf: () => Locale): B {
  if (typeof body !== 'object' || body === null) return body;
  let translated: B | undefined;
  let locale: Locale | undefined;
  for (const field of ['Message', 'InfoMessage'] as const) {
    const text: unknown = (body as Record<string, unknown>)[field];
    if (typeof text !== 'string') continue;
    locale ??= localeOf();
    if (locale === DEFAULT_LOCALE) return body;
    const inLocale = apiErrorTextIn(text, locale);
    if (inLocale !== text) translated = { ...(translated ?? body), [field]: inLocale };
  }
  return translated ?? body;
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
