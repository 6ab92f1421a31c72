import * as v from 'valibot';
import { count, flag, optionalText, text, time, WEEKDAYS } from './fields.ts';

export const RestaurantSchema = v.strictObject({
  name: text('Name shown to guests.'),
  partySize: v.strictObject({
    min: count(1, 'Smallest party bookable online.'),
    max: count(1, 'Largest party bookable online.'),
  }),
  slots: v.pipe(v.array(time('A bookable time.')), v.minLength(1, 'must hold at least one time')),
  coversPerSlot: v.optional(count(1, 'Guests one time slot seats, across its tables.'), 20),
  closedOn: v.optional(
    v.array(v.picklist(WEEKDAYS, 'must be one of sun, mon, tue, wed, thu, fri, sat')),
    [],
  ),
  leaveTimeRequired: flag(false, 'Tables are given for a fixed time.'),
  noAvailabilityText: optionalText('Shown when no table is free.'),
  promotions: v.optional(
    v.array(
      v.strictObject({
        name: text('Title.'),
        description: text('One sentence.'),
        slots: v.array(time('A time it applies to.')),
      }),
    ),
    [],
  ),
});
export type RestaurantInput = v.InferOutput<typeof RestaurantSchema>;
