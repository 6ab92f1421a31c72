import { isApiError, orNullWhenMissing } from '../api/api-error.ts';
import type { Property } from '../api/contract/property.ts';
import { RestaurantListSchema } from '../api/contract/restaurant.ts';
import { PreCheckInConfigSchema } from '../api/contract/pre-check-in.ts';
import { loadProperty } from './property.ts';
import { confirmationToken, loadConfirmation } from './reservation.ts';
import { serverApi } from './server-api.ts';
import type { PageContext } from './session-user.ts';
import * as v from 'valibot';

/** What "Book a table" starts with: from a booking's confirmation, its dates and the booker's contact. */
export interface TablePrefill {
  readonly date: string | null;
  readonly identifier: string;
  readonly email: string;
  readonly contactNumber: string;
  readonly isReservation: boolean;
}

export type RestaurantPage =
  | { readonly kind: 'notFound' }
  | {
      readonly kind: 'page';
      readonly property: Property;
      readonly restaurants: { Id: number; Name: string }[];
      readonly defaultRestaurant: number | null;
      readonly prefill: TablePrefill;
      readonly dialCode: string | null;
    };

/**
 * The Book a Table page (`/Restaurant/{code}`, spec §2 "Restaurant Book a Table"). Reached from a
 * confirmation with `?booking={confirmation token}`: the stay's first day, the booker's email and
 * phone, and the reservation as the identifier are filled in (spec §7 IsReservation, Identifier).
 */
export async function loadRestaurantPage(
  page: PageContext & {
    readonly params: { propertyCode?: string | undefined };
    readonly url: URL;
    readonly response: { status?: number | undefined; readonly headers: Headers };
  },
): Promise<RestaurantPage> {
  const property = await loadProperty(page.params.propertyCode);
  if (!property || !property.RestaurantBookingServiceActive) {
    page.response.status = 404;
    return { kind: 'notFound' };
  }
  const code = encodeURIComponent(property.PropertyCode);
  const [restaurants, config, dial] = await Promise.all([
    serverApi.get('RestaurantBooking/Restaurants', RestaurantListSchema, {
      propertyId: property.PropertyCode,
    }),
    serverApi.get(
      `Book/Config/${code}`,
      v.object({ RestaurantBookingDefaultRestaurant: v.nullable(v.number()) }),
    ),
    // The hotel's default dialling code (the pre-check-in configuration carries it).
    orNullWhenMissing(serverApi.get(`PreCheckIn/Config/${code}`, PreCheckInConfigSchema)),
  ]);
  const token = confirmationToken(page.url.searchParams.get('booking') ?? undefined);
  let prefill: TablePrefill = {
    date: /^\d{4}-\d{2}-\d{2}$/.test(page.url.searchParams.get('date') ?? '')
      ? page.url.searchParams.get('date')
      : null,
    identifier: '',
    email: '',
    contactNumber: '',
    isReservation: false,
  };
  if (token) {
    page.response.headers.set('Cache-Control', 'private, no-store');
    const confirmation = await loadConfirmation(property.PropertyCode, token).catch(
      (error: unknown) => {
        if (isApiError(error)) return null;
        throw error;
      },
    );
    if (confirmation) {
      prefill = {
        date: confirmation.DateFrom,
        identifier: `${confirmation.Booker.FirstName} ${confirmation.Booker.LastName}, booking ${confirmation.ReservationNumber}`,
        email: confirmation.Booker.Email,
        contactNumber: confirmation.Booker.Phone,
        isReservation: true,
      };
    }
  }
  return {
    kind: 'page',
    property,
    restaurants,
    defaultRestaurant: config.RestaurantBookingDefaultRestaurant,
    prefill,
    dialCode: dial?.DefaultDialCode ?? null,
  };
}
