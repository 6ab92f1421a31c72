import * as v from 'valibot';
import { code, count, currency, money, nightRange } from './fields.ts';

/**
 * One price for a run of nights of one room type on one rate plan, in the spec's Rate parts: the
 * base rate covers `baseAdults`; each further adult, child and infant adds its part; `perRoom` is
 * added once; the `perPerson` parts (e.g. breakfast) are added for every guest of that kind.
 */
export const PriceSchema = v.strictObject({
  roomType: code('Room type code.'),
  ratePlan: code('Rate plan code.'),
  ...nightRange,
  currency: v.optional(currency('The hotel’s currency; written only as a check.')),
  baseRate: money('Price per night for baseAdults.'),
  baseAdults: count(1, 'Adults the base rate covers.'),
  perRoom: v.optional(money('Added once per room and night.'), 0),
  perAdult: v.optional(money('Each adult beyond baseAdults, per night.'), 0),
  perChild: v.optional(money('Each child, per night.'), 0),
  perInfant: v.optional(money('Each infant, per night.'), 0),
  perPerson: v.optional(
    v.strictObject({
      adult: v.optional(money('Every adult, per night.'), 0),
      child: v.optional(money('Every child, per night.'), 0),
      infant: v.optional(money('Every infant, per night.'), 0),
    }),
    {},
  ),
});
export type PriceInput = v.InferOutput<typeof PriceSchema>;

/** Rooms to sell of one room type over a run of nights (bookings already made are taken off). */
export const RoomsToSellSchema = v.strictObject({
  roomType: code('Room type code.'),
  ...nightRange,
  rooms: count(0, 'Rooms to sell each of these nights.'),
});
export type RoomsToSellInput = v.InferOutput<typeof RoomsToSellSchema>;

/** Stay rules over a run of nights, for one rate plan and/or room type or all of them. */
export const RestrictionSchema = v.strictObject({
  roomType: v.optional(code('Only this room type; every one when left out.')),
  ratePlan: v.optional(code('Only this rate plan; every one when left out.')),
  ...nightRange,
  minStay: v.optional(count(1, 'Fewest nights for a stay arriving on one of these nights.')),
  maxStay: v.optional(count(1, 'Most nights for a stay arriving on one of these nights.')),
  closed: v.optional(v.boolean('must be true or false')),
  closedToArrival: v.optional(
    v.pipe(v.boolean('must be true or false'), v.description('No stay arrives on these nights.')),
  ),
  closedToDeparture: v.optional(
    v.pipe(
      v.boolean('must be true or false'),
      v.description('No stay leaves on these days (a day needs a price to hold it).'),
    ),
  ),
});
export type RestrictionInput = v.InferOutput<typeof RestrictionSchema>;
