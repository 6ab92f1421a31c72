import type { PromoAction } from '../../domain/search/promo-state.ts';

/** Checks a promo code (see `checkPromoCode`); the API client loads with the first check. */
export async function checkPromo(propertyCode: string, code: string): Promise<PromoAction> {
  const { checkPromoCode } = await import('../../api/search-calls.ts');
  return checkPromoCode(propertyCode, code);
}
