import type { PromoAction } from './promo-state.ts';

/** Checks a promo code (see `checkPromoCode`); the API client loads with the first check. */
export async function checkPromo(propertyCode: string, code: string): Promise<PromoAction> {
  const { checkPromoCode } = await import('./search-api.ts');
  return checkPromoCode(propertyCode, code);
}
