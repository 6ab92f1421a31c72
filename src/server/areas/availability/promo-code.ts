import type {
  CheckPromoCodeRequest,
  CheckPromoCodeResult,
} from '../../../api/contract/promo-code.ts';
import { hotelClock } from '../../../domain/shared/clock.ts';
import type { IsoDate } from '../../../domain/shared/types.ts';
import type { AppContext } from '../../context.ts';
import { getAvailabilityStatic, type PromoCodeRow } from './statics.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';

/** Spec §8: the one message for a code that cannot be used. */
export const PROMO_CODE_INVALID = 'Code invalid';

export type PromoVerdict =
  | { readonly status: 'none' }
  | { readonly status: 'invalid'; readonly message: string }
  | { readonly status: 'valid'; readonly promo: PromoCodeRow; readonly message: string };

/**
 * What a typed promo code means today (hotel-local): none when blank; valid when a code of the
 * property matches in any letter case, is active and `today` lies within its validity dates
 * (open-ended when unset); otherwise invalid.
 */
export function evaluatePromoCode(
  promos: readonly PromoCodeRow[],
  code: string | null | undefined,
  today: IsoDate,
): PromoVerdict {
  const wanted = (code ?? '').trim().toUpperCase();
  if (!wanted) return { status: 'none' };
  const promo = promos.find((row) => row.code === wanted);
  const usable =
    promo?.active &&
    (!promo.validFrom || promo.validFrom <= today) &&
    (!promo.validTo || today <= promo.validTo);
  return promo && usable
    ? { status: 'valid', promo, message: promo.description }
    : { status: 'invalid', message: PROMO_CODE_INVALID };
}

/** POST /api/Availability/CheckPromoCode: never a 4xx for a bad code, only `IsValid: false`. */
export async function checkPromoCode(
  ctx: AppContext,
  body: CheckPromoCodeRequest,
): Promise<CheckPromoCodeResult> {
  const propertyId = await resolvePropertyId(ctx, String(body.PropertyId));
  const [property, statics] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getAvailabilityStatic(ctx, propertyId),
  ]);
  const verdict = evaluatePromoCode(
    statics.promoCodes,
    body.PromoCode,
    hotelClock(ctx.now(), property.timeZone).today,
  );
  return verdict.status === 'valid'
    ? { IsValid: true, Message: verdict.message }
    : { IsValid: false, Message: PROMO_CODE_INVALID };
}
