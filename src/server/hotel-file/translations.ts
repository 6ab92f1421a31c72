import * as v from 'valibot';
import {
  bedCode,
  type HotelTextRow,
  type HotelTextSubject,
} from '../../domain/shared/hotel-texts.ts';
import { text } from './fields.ts';

const entries = <T extends v.GenericSchema>(item: T, description: string) =>
  v.optional(v.pipe(v.record(v.string(), item), v.description(description)));

// A name and a description in one language: what rooms, rates, extras and offers all have.
const namedTexts = (name: string) => ({
  name: v.optional(text(`${name} in this language.`)),
  description: v.optional(text('Its description in this language.')),
});

const RoomTypeTextsSchema = v.strictObject({
  ...namedTexts('The room’s name'),
  beds: v.optional(
    v.pipe(
      v.record(v.string(), text('The bed configuration in this language.')),
      v.description('Its bed configurations (`beds`) in this language, by their default text.'),
    ),
  ),
});

const RatePlanTextsSchema = v.strictObject({
  ...namedTexts('The rate’s name'),
  mealPlan: v.optional(text('Its meal plan in this language (only when the rate has one).')),
  cancellation: v.optional(text('Its cancellation policy (`cancellation.text`) in this language.')),
});

const ExtraTextsSchema = v.strictObject(namedTexts('The extra’s name'));

const OfferTextsSchema = v.strictObject(namedTexts('The offer’s title'));

const IncentiveTextsSchema = v.strictObject({
  title: v.optional(text('The reason to book direct in this language.')),
  description: v.optional(text('Its sentence in this language.')),
});

const PolicyTextsSchema = v.strictObject({
  noAvailabilityMessage: v.optional(text('`policies.noAvailabilityMessage` in this language.')),
  sameDayCutOffMessage: v.optional(text('`policies.sameDayCutOff.message` in this language.')),
  customTerms: v.optional(
    v.strictObject({
      label: v.optional(text('`policies.customTerms.label` in this language.')),
      text: v.optional(text('`policies.customTerms.text` in this language.')),
    }),
  ),
});

const GuestLabelsSchema = v.strictObject({
  adultLabel: v.optional(text('`guests.adultLabel` in this language.')),
  childLabel: v.optional(text('`guests.childLabel` in this language, e.g. "Kinder (2–12)".')),
  infantLabel: v.optional(text('`guests.infantLabel` in this language.')),
});

/** The hotel's own texts in one language; whatever is left out reads the default language's text. */
const LanguageTextsSchema = v.strictObject({
  policies: v.optional(PolicyTextsSchema),
  guests: v.optional(GuestLabelsSchema),
  roomTypes: entries(RoomTypeTextsSchema, 'Room type texts by room type code.'),
  ratePlans: entries(RatePlanTextsSchema, 'Rate plan texts by rate plan code.'),
  extras: entries(ExtraTextsSchema, 'Extra texts by extra code.'),
  incentives: entries(
    IncentiveTextsSchema,
    'Reasons to book direct (property.incentives) by their title in the default language.',
  ),
  offers: entries(
    OfferTextsSchema,
    'Offer texts by the offer’s name in the default language (offers have no code).',
  ),
});

export const TranslationsSchema = v.optional(
  v.pipe(
    v.record(v.string(), LanguageTextsSchema),
    v.description(
      'The hotel’s own texts in other languages, by language (de, fr, ar, zh-CN …, each one of property.languages); anything left out falls back to the text in the hotel’s default language.',
    ),
  ),
  {},
);
export type TranslationsInput = v.InferOutput<typeof TranslationsSchema>;

/** The file's translations as the rows the database keeps (one per language, subject, code, field). */
export function hotelTextRowsOf(translations: TranslationsInput): HotelTextRow[] {
  const rows: HotelTextRow[] = [];
  const add = (
    locale: string,
    subject: HotelTextSubject,
    code: string,
    field: string,
    text?: string,
  ) => {
    if (text !== undefined) rows.push({ locale, subject, code, field, text });
  };
  for (const [locale, texts] of Object.entries(translations)) {
    const { policies } = texts;
    add(locale, 'property', '', 'noAvailabilityMessage', policies?.noAvailabilityMessage);
    add(locale, 'property', '', 'sameDayCutOffMessage', policies?.sameDayCutOffMessage);
    add(locale, 'property', '', 'customTermsLabel', policies?.customTerms?.label);
    add(locale, 'property', '', 'customTermsText', policies?.customTerms?.text);
    for (const [field, text] of Object.entries(texts.guests ?? {}))
      add(locale, 'property', '', field, text);
    for (const [code, { beds, ...room }] of Object.entries(texts.roomTypes ?? {})) {
      for (const [field, text] of Object.entries(room)) add(locale, 'roomType', code, field, text);
      for (const [bed, text] of Object.entries(beds ?? {}))
        add(locale, 'bed', bedCode(code, bed), 'name', text);
    }
    for (const [code, plan] of Object.entries(texts.ratePlans ?? {}))
      for (const [field, text] of Object.entries(plan)) add(locale, 'ratePlan', code, field, text);
    for (const [code, extra] of Object.entries(texts.extras ?? {}))
      for (const [field, text] of Object.entries(extra)) add(locale, 'extra', code, field, text);
    for (const [title, incentive] of Object.entries(texts.incentives ?? {}))
      for (const [field, text] of Object.entries(incentive))
        add(locale, 'incentive', title, field, text);
    for (const [name, offer] of Object.entries(texts.offers ?? {}))
      for (const [field, text] of Object.entries(offer)) add(locale, 'offer', name, field, text);
  }
  return rows;
}
