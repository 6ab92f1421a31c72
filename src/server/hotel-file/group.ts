import * as v from 'valibot';
import { code, flag, text, url } from './fields.ts';
import { ThemeSchema } from './theme.ts';

/** A group of hotels searched together, its hotels arranged in areas. */
export const GroupSchema = v.strictObject({
  code: v.pipe(code('The group’s code; its page lives at /group/CODE.'), v.toUpperCase()),
  name: text('Name shown to guests.'),
  logo: v.optional(url('Logo.')),
  image: v.optional(url('Main picture.')),
  website: v.optional(url('The group’s website.')),
  hidePromoCode: flag(false, 'Hide the promo code field.'),
  areaSearch: flag(false, 'Let guests search by area.'),
  theme: ThemeSchema,
  areas: v.pipe(
    v.array(
      v.strictObject({
        name: text('Area name, e.g. "Western Cape".'),
        hotels: v.pipe(
          v.array(v.pipe(code('Code of a hotel imported from its own file.'), v.toUpperCase())),
          v.minLength(1, 'must name at least one hotel'),
        ),
      }),
    ),
    v.minLength(1, 'must hold at least one area'),
  ),
});
export type GroupInput = v.InferOutput<typeof GroupSchema>;

export const GroupFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  group: GroupSchema,
});
export type GroupFile = v.InferOutput<typeof GroupFileSchema>;
