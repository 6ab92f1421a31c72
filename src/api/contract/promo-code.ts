import * as v from 'valibot';

/**
 * POST /api/Availability/CheckPromoCode (spec §7). Decision for the unshown result shape:
 * `{ IsValid, Message }`, Message being the text to show under the field ("Code invalid" when the
 * code is unknown or not valid for these dates).
 */
export const CheckPromoCodeRequestSchema = v.object({
  PropertyId: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.minLength(1)),
  ]),
  PromoCode: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter a promo code'),
    v.maxLength(40, 'Code invalid'),
  ),
});
export type CheckPromoCodeRequest = v.InferOutput<typeof CheckPromoCodeRequestSchema>;

export const CheckPromoCodeResultSchema = v.object({
  IsValid: v.boolean(),
  Message: v.nullable(v.string()),
});
export type CheckPromoCodeResult = v.InferOutput<typeof CheckPromoCodeResultSchema>;
