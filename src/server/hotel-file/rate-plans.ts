import * as v from 'valibot';
import { code, count, flag, optionalText, percent, text } from './fields.ts';

const PaymentSchema = v.strictObject({
  when: v.picklist(
    ['AtBooking', 'BeforeArrival', 'None'],
    'must be AtBooking, BeforeArrival or None',
  ),
  percent: percent('Share of the stay charged then.'),
  daysBeforeArrival: v.optional(count(0, 'For BeforeArrival: how many days before.'), 0),
});

const PenaltySchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('FirstNight') }),
    v.strictObject({ kind: v.literal('Full') }),
    v.strictObject({ kind: v.literal('Percent'), percent: percent('Share of the stay charged.') }),
  ],
  'must have kind FirstNight, Full or Percent',
);

const CancellationSchema = v.variant(
  'refundable',
  [
    v.strictObject({
      refundable: v.literal(false),
      text: text('The policy as guests read it.'),
    }),
    v.strictObject({
      refundable: v.literal(true),
      text: text('The policy as guests read it.'),
      freeUntilDaysBefore: count(0, 'Free until this many days before arrival.'),
      penalty: PenaltySchema,
    }),
  ],
  'must say refundable: true or false',
);

export const RatePlanSchema = v.strictObject({
  code: code('Short code, e.g. FLEX.'),
  name: text('Name shown to guests.'),
  description: text('What the rate includes and how it is paid.'),
  mealPlan: optionalText('e.g. "Full English breakfast included"; left out when no meal is.'),
  payment: PaymentSchema,
  cancellation: CancellationSchema,
  promoOnly: flag(false, 'Shown only when a promo code unlocks it.'),
  companyInvoice: flag(false, 'May be paid by company invoice.'),
  occupancy: v.optional(
    v.strictObject({
      minimum: count(1, 'Fewest guests.'),
      maximum: count(1, 'Most guests.'),
      adults: count(1, 'Most adults.'),
      children: count(0, 'Most children.'),
    }),
  ),
  roomTypes: v.optional(v.array(code('A room type it is sold on.')), undefined),
});
export type RatePlanInput = v.InferOutput<typeof RatePlanSchema>;
