import { isApiError } from '../../api/api-error.ts';
import { CheckPromoCodeResultSchema } from '../../api/contract/promo-code.ts';
import type { PromoAction } from './promo-state.ts';

/**
 * Asks `POST /api/Availability/CheckPromoCode` about a code and answers with the action for the
 * promo state. A refused request (400) is an invalid code with the server's text; a failed one
 * leaves the code unchecked, and the search checks it again.
 */
export async function checkPromo(propertyCode: string, code: string): Promise<PromoAction> {
  try {
    // The API client (ky, schemas) loads with the first call rather than with the page.
    const { api } = await import('../../api/browser-api.ts');
    const result = await api.post('Availability/CheckPromoCode', { PropertyId: propertyCode, PromoCode: code }, CheckPromoCodeResultSchema);
    return { type: 'checked', code, isValid: result.IsValid, message: result.Message };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { type: 'checked', code, isValid: false, message: error.message };
    return { type: 'checkFailed', code };
  }
}
