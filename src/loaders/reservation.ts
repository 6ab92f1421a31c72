import { serverApi } from './server-api.ts';
import { orNullWhenMissing } from '../api/api-error.ts';
import type { Property } from '../api/contract/property.ts';
import {
  ReservationConfirmationSchema,
  ReservationStatusSchema,
  type ReservationConfirmation,
  type ReservationStatus,
} from '../api/contract/reservation.ts';
import { safeJson } from '../site/json-ld.ts';
import { purchaseAnalytics } from '../site/purchase-analytics.ts';
import * as urls from '../site/urls.ts';
import { localisedLocation } from '../site/locale-paths.ts';
import { loadProperty } from './property.ts';
import {
  localeOf,
  notFound,
  privatePage,
  redirect,
  withProperty,
  type PageRequest,
} from './page.ts';

const TOKEN = /^[A-Za-z0-9_-]{8,100}$/;

/** A well-formed confirmation token from the URL, or null. */
export function confirmationToken(value: string | undefined): string | null {
  return value && TOKEN.test(value) ? value : null;
}

/** The confirmation of a booking by its token; null when there is none (the page answers 404). */
export async function loadConfirmation(
  propertyCode: string,
  token: string,
): Promise<ReservationConfirmation | null> {
  return orNullWhenMissing(
    serverApi.get('Reservation/Confirmation', ReservationConfirmationSchema, {
      propertyId: propertyCode,
      referenceNumber: token,
    }),
  );
}

/** Where a booking's payment stands; null when the token is unknown. */
async function loadStatus(propertyCode: string, token: string): Promise<ReservationStatus | null> {
  return orNullWhenMissing(
    serverApi.get('Reservation/Status', ReservationStatusSchema, {
      propertyId: propertyCode,
      referenceNumber: token,
    }),
  );
}

/** The booking a confirmation URL names, in whatever state it is; null when there is none. */
async function bookingOf(property: Property, tokenParam: string | undefined) {
  const token = confirmationToken(tokenParam);
  const confirmation = token ? await loadConfirmation(property.PropertyCode, token) : null;
  return token && confirmation ? { token, confirmation } : null;
}

/** A confirmed booking by the route's property and token (for its calendar file); null for any other. */
export async function loadConfirmedBooking(params: Readonly<Record<string, string | undefined>>) {
  const property = await loadProperty(params['propertyCode']);
  const booking = property ? await bookingOf(property, params['token']) : null;
  return property && booking?.confirmation.Status === 'Confirmed' ? { property, ...booking } : null;
}

/**
 * The confirmation page (spec §2): a confirmed booking, with the purchase the page reports to
 * analytics; a booking still waiting for its payment goes to its Status page. Never cached.
 */
export function loadConfirmationPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, async (property) => {
    const booking = await bookingOf(property, page.params['token']);
    if (!booking) return notFound(page);
    const link = (path: string) => urls.localised(localeOf(page), path);
    const { token, confirmation } = booking;
    if (confirmation.Status === 'PendingPayment')
      return redirect(urls.status(property.PropertyCode, token));
    if (confirmation.Status !== 'Confirmed') return notFound(page);
    const code = property.PropertyCode;
    return {
      kind: 'page',
      property,
      confirmation,
      purchase: safeJson(purchaseAnalytics(confirmation)),
      links: {
        restaurant: property.RestaurantBookingServiceActive
          ? urls.withQuery(link(urls.restaurant(code)), new URLSearchParams({ booking: token }))
          : null,
        calendar: link(urls.confirmationCalendar(code, token)),
        book: link(urls.book(code)),
        // The API names the booking's language's page; the guest stays in this page's language.
        manage: localisedLocation(confirmation.ManageUrl, localeOf(page)),
      },
    } as const;
  });
}

/**
 * The Status page (spec §2): where a booking's payment stands, polled by the island; a confirmed
 * booking goes on to its confirmation. Never cached.
 */
export function loadStatusPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, async (property) => {
    const token = confirmationToken(page.params['token']);
    const status = token ? await loadStatus(property.PropertyCode, token) : null;
    if (!token || !status) return notFound(page);
    if (status.Status === 'Confirmed')
      return redirect(urls.confirmation(property.PropertyCode, token));
    return { kind: 'page', property, token, status } as const;
  });
}
