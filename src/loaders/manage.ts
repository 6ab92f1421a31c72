import { isApiError } from '../api/api-error.ts';
import { LINK_INVALID } from '../domain/shared/validation.ts';
import { CancellationReasonListSchema } from '../api/contract/static-data.ts';
import {
  ManageChangeResultSchema,
  ManageConfigSchema,
  ManageSearchResultSchema,
  type ManageConfig,
  type ManageReservation,
} from '../api/contract/manage-booking.ts';
import type { Property } from '../api/contract/property.ts';
import { manageSearchErrors } from '../domain/manage/manage-search.ts';
import * as urls from '../site/urls.ts';
import { localisedLocation } from '../site/locale-paths.ts';
import { managePageMessages } from '../i18n/manage-page-messages.ts';
import { translatorFor } from '../i18n/translate.ts';
import {
  localeOf,
  privatePage,
  redirect,
  withProperty,
  type PageRequest,
  type Redirect,
} from './page.ts';
import { loadProperty } from './property.ts';
import { serverApi } from './server-api.ts';
import { guestApi, type PageContext } from './session-user.ts';

export type ManageSearchPage =
  | Redirect
  | {
      readonly kind: 'form';
      readonly property: Property;
      readonly values: { reservationNumber: string; guestName: string };
      readonly errors: { reservationNumber?: string | undefined; guestName?: string | undefined };
      readonly message: string | null;
    };

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/**
 * Manage booking search (spec §2 /Manage/{code}): a plain form that works without JavaScript. A
 * post searches by number + name; a found booking goes to its page (its URL carries the link's
 * code), a miss shows the message on the form (spec §8). Personal data: never cached.
 */
export function loadManageSearchPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, (property) => manageSearch(page, property));
}

async function manageSearch(page: PageRequest, property: Property): Promise<ManageSearchPage> {
  // Spec §2: the reservation page falls back here when its link does not open a booking.
  const linkFailed = page.url.searchParams.get('failed') === 'link';
  const empty = {
    kind: 'form',
    property,
    values: {
      reservationNumber: page.url.searchParams.get('number')?.slice(0, 40) ?? '',
      guestName: '',
    },
    errors: {},
    message: linkFailed ? LINK_INVALID : null,
  } as const;
  if (page.request.method !== 'POST') return empty;
  const data = await page.request.formData();
  const values = {
    reservationNumber: text(data, 'reservationNumber').trim(),
    guestName: text(data, 'guestName').trim(),
  };
  const errors = manageSearchErrors({ propertyId: property.PropertyCode, ...values });
  if (Object.keys(errors).length) {
    page.response.status = 400;
    return { ...empty, values, errors, message: null };
  }
  try {
    const result = await guestApi(page).post(
      'ManageBooking/Search',
      { propertyId: property.PropertyCode, ...values },
      ManageSearchResultSchema,
    );
    if (result.Success && result.Reservation && result.Code) {
      return redirect(
        urls.manageReservation(
          property.PropertyCode,
          result.Reservation.ReservationNumber,
          result.Code,
        ),
      );
    }
    return {
      ...empty,
      values,
      errors: {},
      message:
        result.Message ?? translatorFor(managePageMessages, localeOf(page))('manage.page.notFound'),
    };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    page.response.status = error.status;
    return { ...empty, values, errors: {}, message: error.message };
  }
}

export type ManageReservationPage =
  | Redirect
  | {
      readonly kind: 'open';
      readonly property: Property;
      readonly config: ManageConfig;
      readonly reservation: ManageReservation;
      readonly reasons: { Id: number; Name: string; RequiresComment: boolean }[];
      readonly code: string;
      /** The outcome of a change paid through 3-D Secure, when the gateway sent the guest back here. */
      readonly notice: { readonly tone: 'positive' | 'negative'; readonly text: string } | null;
    };

/**
 * A booking's manage page (spec §2): the link's reference and code search for it; any failure goes
 * back to the Manage search with "This link is invalid".
 */
export function loadManageReservationPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, (property) => manageReservation(page, property));
}

async function manageReservation(
  page: PageRequest,
  property: Property,
): Promise<ManageReservationPage> {
  const { referenceNumber = '', code = '' } = page.params;
  const back = redirect(`${urls.manage(property.PropertyCode)}?failed=link`);
  if (!referenceNumber || !code) return back;
  const ref = encodeURIComponent(property.PropertyCode);
  try {
    const notice = await completeChallengedPayment(
      page,
      property.PropertyCode,
      referenceNumber,
      code,
    );
    const [config, reasons, result] = await Promise.all([
      serverApi.get(`ManageBooking/Config/${ref}`, ManageConfigSchema),
      serverApi.get(`StaticData/${ref}/CancellationReasons`, CancellationReasonListSchema),
      guestApi(page).post(
        'ManageBooking/Search',
        { propertyId: property.PropertyCode, reservationNumber: referenceNumber, hash: code },
        ManageSearchResultSchema,
      ),
    ]);
    if (!result.Success || !result.Reservation) return back;
    return {
      kind: 'open',
      property,
      config,
      // The API names the pre-check-in page in English; the guest stays in this page's language.
      reservation: result.Reservation.PreCheckInUrl
        ? {
            ...result.Reservation,
            PreCheckInUrl: localisedLocation(result.Reservation.PreCheckInUrl, localeOf(page)),
          }
        : result.Reservation,
      reasons: reasons.map(({ Id, Name, RequiresComment }) => ({
        Id,
        Name,
        RequiresComment: RequiresComment === true,
      })),
      code,
      notice,
    };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return back;
    throw error;
  }
}

/** The booking an emailed manage link opens, for files such as its calendar entry; null when it opens none (or is cancelled). */
export async function loadManagedStay(
  page: PageContext & { readonly params: PageRequest['params'] },
): Promise<{ property: Property; reservation: ManageReservation; code: string } | null> {
  const property = await loadProperty(page.params['propertyCode']);
  const { referenceNumber = '', code = '' } = page.params;
  if (!property || !referenceNumber || !code) return null;
  try {
    const result = await guestApi(page).post(
      'ManageBooking/Search',
      { propertyId: property.PropertyCode, reservationNumber: referenceNumber, hash: code },
      ManageSearchResultSchema,
    );
    return result.Reservation && !result.Reservation.IsCancelled
      ? { property, reservation: result.Reservation, code }
      : null;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

/** `?payment=` on the booking page: the gateway is done with a change's challenge; the API makes (or voids) the change. */
async function completeChallengedPayment(
  page: PageRequest,
  propertyCode: string,
  referenceNumber: string,
  code: string,
): Promise<{ tone: 'positive' | 'negative'; text: string } | null> {
  const sessionId = page.url.searchParams.get('payment');
  if (!sessionId) return null;
  try {
    const result = await guestApi(page).post(
      'ManageBooking/CompletePayment',
      {
        PropertyId: propertyCode,
        ReservationNumber: referenceNumber,
        Code: code,
        GatewaySessionId: sessionId,
      },
      ManageChangeResultSchema,
    );
    return {
      tone: result.Success ? 'positive' : 'negative',
      text:
        result.Message ??
        translatorFor(
          managePageMessages,
          localeOf(page),
        )(result.Success ? 'manage.page.updated' : 'manage.page.saveFailed'),
    };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { tone: 'negative', text: error.message };
    throw error;
  }
}
