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

/** Spec §8 restaurant failure text. */
export const CREATE_FAILED = 'Failed to create booking';

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
    'Sorry, this restaurant could not be loaded.',
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
    'Sorry, the times could not be loaded.',
  );

export const createTableBooking = (
  body: RestaurantCreateRequest,
): Promise<Answer<RestaurantCreateResult>> =>
  attempt(
    () => api.post('RestaurantBooking/Create', body, RestaurantCreateResultSchema),
    CREATE_FAILED,
  );
