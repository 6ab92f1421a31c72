import { hotelClock } from '../domain/shared/clock.ts';
import { phoneCountryOf } from '../domain/shared/phone.ts';
import { isApiError } from '../api/api-error.ts';
import type { Property } from '../api/contract/property.ts';
import { RestaurantListSchema } from '../api/contract/restaurant.ts';
import { intlLocaleOf } from '../i18n/locale.ts';
import { localeOf, notFound, privatePage, withProperty, type PageRequest } from './page.ts';
import { loadBookConfig } from './property.ts';
import { confirmationToken, loadConfirmation } from './reservation.ts';
import { restaurantPageMessages } from '../i18n/restaurant-page-messages.ts';
import { translatorFor } from '../i18n/translate.ts';
import { serverApi, serverApiIn } from './server-api.ts';
import * as v from 'valibot';

/** What "Book a table" starts with: from a booking's confirmation, its dates and the booker's contact. */
export interface TablePrefill {
  readonly date: string | null;
  readonly identifier: string;
  readonly email: string;
  readonly contactNumber: string;
  readonly isReservation: boolean;
}

/**
 * The Book a Table page (`/Restaurant/{code}`, spec §2 "Restaurant Book a Table"). Reached from a
 * confirmation with `?booking={confirmation token}`: the stay's first day, the booker's email and
 * phone, and the reservation as the identifier are filled in (spec §7 IsReservation, Identifier).
 */
export function loadRestaurantPage(page: PageRequest, now: Date) {
  return withProperty(page, async (property) =>
    property.RestaurantBookingServiceActive ? restaurantPage(page, property, now) : notFound(page),
  );
}

async function restaurantPage(page: PageRequest, property: Property, now: Date) {
  const token = confirmationToken(page.url.searchParams.get('booking') ?? undefined);
  if (token) privatePage(page);
  // Independent calls at once: behind API_UPSTREAM each is a round trip to the hotel's API.
  const [restaurants, config, confirmation] = await Promise.all([
    serverApi.get('RestaurantBooking/Restaurants', RestaurantListSchema, {
      propertyId: property.PropertyCode,
    }),
    loadBookConfig(property),
    // A booking named in the link fills in the form.
    token
      ? loadConfirmation(property.PropertyCode, token).catch((error: unknown) => {
          if (isApiError(error)) return null;
          throw error;
        })
      : null,
  ]);
  const date = page.url.searchParams.get('date') ?? '';
  const prefill: TablePrefill = confirmation
    ? {
        date: confirmation.DateFrom,
        identifier: `${confirmation.Booker.FirstName} ${confirmation.Booker.LastName}, booking ${confirmation.ReservationNumber}`,
        email: confirmation.Booker.Email,
        contactNumber: confirmation.Booker.Phone,
        isReservation: true,
      }
    : {
        date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
        identifier: '',
        email: '',
        contactNumber: '',
        isReservation: false,
      };
  return {
    kind: 'page',
    property,
    restaurants,
    defaultRestaurant: config.RestaurantBookingDefaultRestaurant,
    prefill,
    phoneCountry: phoneCountryOf(property.DefaultPhoneCountryCode, intlLocaleOf(localeOf(page))),
    // The hotel's today, as the API checks it (at 23:00 UTC it is already tomorrow in Cape Town).
    today: hotelClock(now, property.TimeZone).today,
  } as const;
}

const CancelAnswerSchema = v.object({ Success: v.boolean(), Message: v.string() });

/**
 * The confirmation email's cancel link for a table (`/Restaurant/{code}/Cancel/{reference}/{code}`):
 * a confirmation step that works without JavaScript, then the answer. Never cached.
 */
export function loadRestaurantCancelPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, async (property) => {
    const reference = page.params['reference'];
    let outcome: { ok: boolean; text: string } | null = null;
    if (page.request.method === 'POST') {
      try {
        const answer = await serverApiIn(localeOf(page)).post(
          'RestaurantBooking/Cancel',
          {
            PropertyId: property.PropertyCode,
            BookingReference: reference,
            Code: page.params['code'],
          },
          CancelAnswerSchema,
        );
        outcome = { ok: answer.Success, text: answer.Message };
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) throw error;
        page.response.status = 404;
        outcome = {
          ok: false,
          text: translatorFor(restaurantPageMessages, localeOf(page))(
            'restaurant.page.cancelLinkInvalid',
            { telephone: property.Telephone, email: property.Email },
          ),
        };
      }
    }
    return { kind: 'page', property, reference, outcome } as const;
  });
}
