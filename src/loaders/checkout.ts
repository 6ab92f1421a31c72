import type { BookConfig } from '../api/contract/book.ts';
import type { Property } from '../api/contract/property.ts';
import { priceTaxOf } from '../domain/booking/room-quote.ts';
import { hotelClock } from '../domain/shared/clock.ts';
import { phoneCountryOf } from '../domain/shared/phone.ts';
import { intlLocaleOf, type Locale } from '../i18n/locale.ts';
import { localeOf, privatePage, withProperty, type PageRequest } from './page.ts';
import { countryChoicesIn, loadBookConfig, loadCountries, loadExchange } from './property.ts';
import { confirmationToken } from './reservation.ts';
import { sessionUser } from './session-user.ts';

/** The booking configuration's rules the checkout form follows (spec §3 Book/Config). */
const checkoutRules = (config: BookConfig) => ({
  HasCustomTermsAndConditions: config.HasCustomTermsAndConditions,
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice:
    config.OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice,
  CustomTermsAndConditionsLabel: config.CustomTermsAndConditionsLabel,
  CustomTermsAndConditionsText: config.CustomTermsAndConditionsText,
  EnableUserChoiceOfPaymentMethod: config.EnableUserChoiceOfPaymentMethod,
  EnablePayByCompanyInvoice: config.EnablePayByCompanyInvoice,
  FirstNameRequired: config.FirstNameRequired,
  LastNameRequired: config.LastNameRequired,
  EmailRequired: config.EmailRequired,
  PhoneRequired: config.PhoneRequired,
  CountryRequired: config.CountryRequired,
  StreetRequired: config.StreetRequired,
  CityRequired: config.CityRequired,
  StateOrCountyRequired: config.StateOrCountyRequired,
  PostCodeRequired: config.PostCodeRequired,
});

async function loadCheckout(property: Property, now: Date, locale: Locale) {
  const [config, countries, exchange] = await Promise.all([
    loadBookConfig(property, locale),
    loadCountries(property),
    loadExchange(property),
  ]);
  const today = hotelClock(now, property.TimeZone).today;
  return {
    rules: checkoutRules(config),
    // Set when the property's provider takes the card in its own fields (Stripe).
    cardPayment: config.CardPayment ?? null,
    exchange,
    countries: countryChoicesIn(countries, locale),
    // The hotel's own country is the likeliest billing country; the guest can change it.
    defaultCountryId: countries.find((c) => c.Code === property.Address.CountryCode)?.Id ?? 0,
    phoneCountry: phoneCountryOf(property.DefaultPhoneCountryCode, intlLocaleOf(locale)),
    today,
    thisYear: Number(today.slice(0, 4)),
  };
}

/**
 * The checkout page (spec §2 /Book/{code}/Checkout[/{token}]): the configuration and lists the form
 * needs, and the logged-in guest. A token (back from a failed payment) must look like one. Personal
 * data: never cached.
 */
export function loadCheckoutPage(page: PageRequest, now: Date) {
  privatePage(page);
  return withProperty(page, async (property) => {
    const [data, user] = await Promise.all([
      loadCheckout(property, now, localeOf(page)),
      sessionUser(page),
    ]);
    return {
      kind: 'page',
      property,
      token: confirmationToken(page.params['token']),
      tax: priceTaxOf(property),
      user,
      ...data,
    } as const;
  });
}
