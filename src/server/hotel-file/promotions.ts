import * as v from 'valibot';
import { code, flag, isoDate, money, optionalText, percent, text, url } from './fields.ts';

export const PromoCodeSchema = v.strictObject({
  code: v.pipe(code('What the guest types; matched without regard to case.'), v.toUpperCase()),
  description: text('What it gives.'),
  ratePlan: v.optional(code('The promo-only rate plan it unlocks.')),
  discountPercent: v.optional(percent('Taken off the room price.')),
  validFrom: v.optional(isoDate('First day it can be used.')),
  validTo: v.optional(isoDate('Last day it can be used.')),
  active: flag(true, 'Set false to stop it without deleting it.'),
});
export type PromoCodeInput = v.InferOutput<typeof PromoCodeSchema>;

/**
 * A gift voucher sold outside Stayfront. Its balance is set when it is first imported; later imports
 * leave the balance alone, because guests spend it.
 */
export const GiftVoucherSchema = v.strictObject({
  code: v.pipe(code('The voucher code.'), v.toUpperCase()),
  amount: money('Its value in the hotel’s currency.'),
  balance: v.optional(money('What is left; the whole amount when left out.')),
  experience: flag(false, 'An experience (e.g. dinner for two) rather than money.'),
  expires: v.optional(isoDate('Last day it can be used.')),
  active: flag(true, 'Set false to stop it.'),
});
export type GiftVoucherInput = v.InferOutput<typeof GiftVoucherSchema>;

/** A package on the search page; it presets a rate plan and/or promo code. */
export const OfferSchema = v.strictObject({
  name: text('Title.'),
  description: text('One or two sentences.'),
  image: v.optional(url('A picture.')),
  ratePlan: v.optional(code('Rate plan it preselects.')),
  promoCode: optionalText('Promo code it fills in.'),
});
export type OfferInput = v.InferOutput<typeof OfferSchema>;
