import { api } from './browser-api.ts';
import { isApiError } from './api-error.ts';
import {
  AvailabilityCalendarSchema,
  type DayAvailability,
} from './contract/availability-calendar.ts';
import { CheckPromoCodeResultSchema } from './contract/promo-code.ts';
import type { PromoAction } from '../domain/search/promo-state.ts';

// The search form's API calls. This module is imported on first use, so the API client and the
// contract schemas (ky, valibot) stay out of the JavaScript the page needs to become interactive.

/**
 * Asks `POST /api/Availability/CheckPromoCode` about a code and answers with the action for the
 * promo state. A refused request (400) is an invalid code with the server's text; a failed one
 * leaves the code unchecked, and the search checks it again.
 */
export async function checkPromoCode(propertyCode: string, code: string): Promise<PromoAction> {
  try {
    const result = await api.post(
      'Availability/CheckPromoCode',
      { PropertyId: propertyCode, PromoCode: code },
      CheckPromoCodeResultSchema,
    );
    return { type: 'checked', code, isValid: result.IsValid, message: result.Message };
  } catch (error) {
    if (isApiError(error) && error.status === 400)
      return { type: 'checked', code, isValid: false, message: error.message };
    return { type: 'checkFailed', code };
  }
}

/** Day rows of the availability calendar for a window (`GET /api/Availability`). */
export function availabilityDays(
  propertyCode: string,
  window: { fromDate: string; toDate: string },
): Promise<DayAvailability[]> {
  return api.get('Availability', AvailabilityCalendarSchema, {
    propertyId: propertyCode,
    ...window,
    languageCode: 'en',
  });
}
