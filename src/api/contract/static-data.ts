import * as v from 'valibot';
import { CountryCodeSchema, IdSchema } from './common.ts';

/** GET /api/StaticData/{id}/countries — ordered by name. */
export const CountrySchema = v.object({ Id: IdSchema, Name: v.string(), Code: CountryCodeSchema });
export type Country = v.InferOutput<typeof CountrySchema>;
export const CountryListSchema = v.array(CountrySchema);

/** GET /api/StaticData/{id}/creditcardtypes — names match spec §5's card detection (amex as "American Express"). */
export const CreditCardTypeSchema = v.object({ Id: IdSchema, Name: v.string() });
export type CreditCardType = v.InferOutput<typeof CreditCardTypeSchema>;
export const CreditCardTypeListSchema = v.array(CreditCardTypeSchema);

/**
 * GET /api/StaticData/{id}/CancellationReasons.
 * Decision: `RequiresComment` marks the "Other" kind of reason that needs the guest's own words.
 */
export const CancellationReasonSchema = v.object({
  Id: IdSchema,
  Name: v.string(),
  RequiresComment: v.optional(v.boolean()),
});
export type CancellationReason = v.InferOutput<typeof CancellationReasonSchema>;
export const CancellationReasonListSchema = v.array(CancellationReasonSchema);
