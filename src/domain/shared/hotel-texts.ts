/**
 * A hotel's own texts (room, rate, extra and offer names and descriptions, bed configurations,
 * incentives, guest labels, policies) in the languages it translated them into. The text in the
 * hotel's default language is the one stored with the room, rate or extra; a language without a
 * translation of a field reads that text.
 */

/**
 * What a translated text belongs to; `property` texts have the code '', an offer's and an
 * incentive's code is its name (title) in the default language (they have no code of their own),
 * a bed configuration's is its room type's code and its name: `CLDBL/Double bed`.
 */
export type HotelTextSubject =
  'property' | 'roomType' | 'ratePlan' | 'extra' | 'offer' | 'incentive' | 'bed';

export const HOTEL_TEXT_FIELDS = {
  property: [
    'noAvailabilityMessage',
    'sameDayCutOffMessage',
    'customTermsLabel',
    'customTermsText',
    'adultLabel',
    'childLabel',
    'infantLabel',
  ],
  roomType: ['name', 'description'],
  ratePlan: ['name', 'description', 'mealPlan', 'cancellation'],
  extra: ['name', 'description'],
  offer: ['name', 'description'],
  incentive: ['title', 'description'],
  bed: ['name'],
} as const satisfies Record<HotelTextSubject, readonly string[]>;

export type HotelTextField<S extends HotelTextSubject = HotelTextSubject> =
  (typeof HOTEL_TEXT_FIELDS)[S][number];

/** One translated text as stored. */
export interface HotelTextRow {
  readonly locale: string;
  readonly subject: HotelTextSubject;
  readonly code: string;
  readonly field: string;
  readonly text: string;
}

/** One language's translations of one hotel, looked up by subject, code and field. */
export type HotelTexts = ReadonlyMap<string, string>;

export const NO_HOTEL_TEXTS: HotelTexts = new Map();

const keyOf = (subject: HotelTextSubject, code: string, field: string) =>
  `${subject}\u0000${code}\u0000${field}`;

/**
 * The translations a guest reading `locale` sees. None when `locale` is the hotel's default
 * language: its texts are the stored ones. Blank translations count as none.
 */
export function hotelTextsIn(
  rows: readonly HotelTextRow[],
  locale: string,
  defaultLocale: string,
): HotelTexts {
  if (sameLanguage(locale, defaultLocale)) return NO_HOTEL_TEXTS;
  const texts = new Map<string, string>();
  for (const row of rows)
    if (row.locale === locale && row.text.trim())
      texts.set(keyOf(row.subject, row.code, row.field), row.text);
  return texts;
}

/**
 * The text to show: the translation when there is one, else the default language's text. A field
 * the hotel left out in its default language (`null`) stays out in every language.
 */
export function hotelText<S extends HotelTextSubject, T extends string | null>(
  texts: HotelTexts,
  subject: S,
  code: string,
  field: HotelTextField<S>,
  fallback: T,
): T | string {
  if (fallback === null) return fallback;
  return texts.get(keyOf(subject, code, field)) ?? fallback;
}

/** The code of a room type's bed configuration (`RoomTypeInput.beds`) among the hotel's texts. */
export const bedCode = (roomTypeCode: string, bed: string) => `${roomTypeCode}/${bed}`;

/** 'en-GB' and 'en' are one language; 'zh-CN' and 'de' are not. */
function sameLanguage(a: string, b: string): boolean {
  return a.split('-')[0]!.toLowerCase() === b.split('-')[0]!.toLowerCase();
}
