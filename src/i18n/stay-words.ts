import type { IntlForms } from './intl-forms.ts';
import { stayWordsMessages, t } from './stay-words-messages.ts';
import type { Params } from './translate.ts';

/** A `t` over the stay's words: the page's (`translator`) or a given locale's (`translatorFor`). */
export type StayWords = (key: keyof typeof stayWordsMessages, params?: Params) => string;

/**
 * A counted text of a key pair: `one` for 1, else `other` (which holds a plural block where a
 * language has more forms). The one rule English pairs are picked by, in the browser and on the
 * server.
 */
export const counted = <K extends string>(
  words: (key: K, params?: Params) => string,
  count: number,
  one: K,
  other: K,
): string => words(count === 1 ? one : other, { count });

/**
 * "2 adults, 1 child", "2 Erwachsene, 1 Kind": a room's guests (no zero counts but adults), as a
 * list as `forms` write one (by default the page's; null: en-GB's).
 */
export function guestsText(
  room: { numberOfAdults: number; numberOfChildren: number; numberOfInfants: number },
  words: StayWords = t,
  forms: IntlForms | null | undefined = globalThis.__f,
): string {
  const parts = [counted(words, room.numberOfAdults, 'stay.adults.one', 'stay.adults.other')];
  if (room.numberOfChildren > 0)
    parts.push(counted(words, room.numberOfChildren, 'stay.children.one', 'stay.children.other'));
  if (room.numberOfInfants > 0)
    parts.push(counted(words, room.numberOfInfants, 'stay.infants.one', 'stay.infants.other'));
  // en-GB's list as Intl writes it, without Intl's first-use cost in the browser.
  return forms ? forms.list(parts) : parts.join(', ');
}
