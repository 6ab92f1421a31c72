import { isApiError } from '../api/api-error.ts';
import { phoneCountryOf, type PhoneCountry } from '../domain/shared/phone.ts';
import { LINK_INVALID } from '../domain/shared/validation.ts';
import {
  PreCheckInConfigSchema,
  PreCheckInGetResultSchema,
  type PreCheckInConfig,
  type PreCheckInReservation,
} from '../api/contract/pre-check-in.ts';
import type { Property } from '../api/contract/property.ts';
import { messages } from '../i18n/messages.ts';
import { translatorFor } from '../i18n/translate.ts';
import { intlLocaleOf } from '../i18n/locale.ts';
import { localeOf, privatePage, withProperty, type PageRequest } from './page.ts';
import { countryChoicesIn, loadCountries } from './property.ts';
import { serverApi } from './server-api.ts';
import { guestApi } from './session-user.ts';

export type PreCheckInPage =
  | {
      readonly kind: 'open';
      readonly property: Property;
      readonly config: PreCheckInConfig;
      readonly reservation: PreCheckInReservation;
      readonly countries: { Id: number; Name: string }[];
      readonly code: string;
      readonly phoneCountry: PhoneCountry | null;
    }
  /** Spec §8: a link that cannot be used now (badge positive when Success), or any other failure (negative, error header, "This link is invalid"). */
  | {
      readonly kind: 'message';
      readonly property: Property;
      readonly tone: 'positive' | 'warning' | 'negative';
      readonly title: string;
      readonly message: string;
    };

/**
 * The pre-check-in page (spec §2): the hotel's configuration and the reservation behind the link,
 * asked for at once. Personal data: the answer is never stored by any cache.
 */
export function loadPreCheckInPage(page: PageRequest) {
  privatePage(page);
  return withProperty(page, (property) => preCheckIn(page, property));
}

async function preCheckIn(page: PageRequest, property: Property): Promise<PreCheckInPage> {
  const invalid = (status: number): PreCheckInPage => {
    page.response.status = status;
    return {
      kind: 'message',
      property,
      tone: 'negative',
      title: translatorFor(messages, localeOf(page))('header.error'),
      message: LINK_INVALID,
    };
  };
  const { referenceNumber = '', code = '' } = page.params;
  if (!referenceNumber || !code) return invalid(404);
  const ref = encodeURIComponent(property.PropertyCode);
  try {
    // Independent calls at once: behind API_UPSTREAM each is a round trip to the hotel's API.
    const [config, countries, result] = await Promise.all([
      serverApi.get(`PreCheckIn/Config/${ref}`, PreCheckInConfigSchema),
      loadCountries(property),
      guestApi(page).get('PreCheckIn/Get', PreCheckInGetResultSchema, {
        propertyId: property.PropertyCode,
        referenceNumber,
        hash: code,
      }),
    ]);
    if (!result.Reservation) {
      return {
        kind: 'message',
        property,
        tone: result.Success ? 'positive' : 'warning',
        title: result.Title ?? '',
        message: result.Message ?? '',
      };
    }
    return {
      kind: 'open',
      property,
      config,
      reservation: result.Reservation,
      countries: countryChoicesIn(countries, localeOf(page)),
      code,
      phoneCountry: phoneCountryOf(property.DefaultPhoneCountryCode, intlLocaleOf(localeOf(page))),
    };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      return invalid(error.status === 400 ? 404 : error.status);
    throw error;
  }
}
