import type { Locale } from './locale.ts';
import type { Messages } from './translate.ts';

/** Every translated text of one locale by key; the en-GB source texts live in the `*-messages.ts` tables. */
export function translationsOf(_locale: Locale): Messages {
  return {};
}
