import { isApiError } from '../api/api-error.ts';
import { api } from '../api/browser-api.ts';
import {
  RestaurantAvailabilitySchema,
  RestaurantCreateResultSchema,
  RestaurantSetupSchema,
  type RestaurantAvailability,
  type RestaurantCreateRequest,
  type RestaurantCreateResult,
  type RestaurantSetup,
} from '../api/contract/restaurant.ts';
import { t } from '../i18n/restaurant-messages.ts';

/** Spec §8 restaurant failure text, in the page's language. */
export const createFailed = (): string => t('restaurant.createErrorMessage');

export type Answer<T> =
  { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<Answer<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return isApiError(error)
      ? { ok: false, message: error.message || fallback, fields: error.fields }
      : { ok: false, message: fallback, fields: {} };
  }
}

export const loadSetup = (
  propertyCode: string,
  restaurantId: number,
  date: string,
): Promise<Answer<RestaurantSetup>> =>
  attempt(
    () =>
      api.get('RestaurantBooking/RestaurantSetup', RestaurantSetupSchema, {
        propertyId: propertyCode,
        restaurantId,
        date,
      }),
    t('restaurant.setupFailed'),
  );

export const loadAvailability = (
  propertyCode: string,
  restaurantId: number,
  date: string,
  partySize: number,
): Promise<Answer<RestaurantAvailability>> =>
  attempt(
    () =>
      api.get('RestaurantBooking/Availability', RestaurantAvailabilitySchema, {
        propertyId: propertyCode,
        restaurantId,
        date,
        partySize,
      }),
    t('restaurant.timesFailed'),
  );

export const createTableBooking = (
  body: RestaurantCreateRequest,
): Promise<Answer<RestaurantCreateResult>> =>
  attempt(
    () => api.post('RestaurantBooking/Create', body, RestaurantCreateResultSchema),
    createFailed(),
  );
