import * as v from 'valibot';
import { code, count, flag, money, text, url } from './fields.ts';

/** Something a guest can add to a room (the API's Service). */
export const ExtraSchema = v.strictObject({
  code: code('Short code, e.g. PARK.'),
  name: text('Name shown to guests.'),
  description: text('One sentence.'),
  image: v.optional(url('A picture of it.')),
  charge: v.picklist(
    ['PerStay', 'PerDay', 'PerQuantity'],
    'must be PerStay, PerDay or PerQuantity',
  ),
  perPerson: flag(false, 'Multiply by the adults and children in the room.'),
  guestCanChange: flag(true, 'Guests may add or remove it themselves.'),
  price: money('Price in the hotel’s currency.'),
  inventory: v.optional(
    v.nullable(count(0, 'How many can be sold in all; unlimited when null or left out.')),
    null,
  ),
  roomTypes: v.optional(v.array(code('Offered only with this room type.'))),
  ratePlans: v.optional(v.array(code('Offered only with this rate plan.'))),
});
export type ExtraInput = v.InferOutput<typeof ExtraSchema>;
