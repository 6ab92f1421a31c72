import { serverApi, serverApiIn } from './server-api.ts';
import { DEFAULT_LOCALE, intlLocaleOf, type Locale } from '../i18n/locale.ts';
import { orNullWhenMissing } from '../api/api-error.ts';
import { BookConfigSchema, type BookConfig } from '../api/contract/book.ts';
import { PropertySchema, type Property } from '../api/contract/property.ts';
import { CountryListSchema, type Country } from '../api/contract/static-data.ts';
import { CurrencyExchangeRatesSchema } from '../api/contract/currency-exchange-rate.ts';
import type { ExchangeRates } from '../domain/shared/money.ts';

/**
 * The property a page is for, or null when the code is unknown (the page then answers 404).
 * Property codes in URLs are matched case-insensitively by the API.
 */
export async function loadProperty(
  code: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Property | null> {
  if (!code) return null;
  return orNullWhenMissing(
    serverApiIn(locale).get(`Property/${encodeURIComponent(code)}`, PropertySchema),
  );
}

/**
 * The property's booking configuration (spec §2: loaded before a booking page is entered), its
 * policy texts in the page's language where the hotel translated them.
 */
export function loadBookConfig(
  property: Property,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BookConfig> {
  return serverApiIn(locale).get(
    `Book/Config/${encodeURIComponent(property.PropertyCode)}`,
    BookConfigSchema,
  );
}

/** The countries a guest may choose from at this property. */
export function loadCountries(property: Property): Promise<Country[]> {
  return serverApi.get(
    `StaticData/${encodeURIComponent(property.PropertyCode)}/countries`,
    CountryListSchema,
  );
}

/** A list as a form's choices: id and name only. */
export const choices = <T extends { Id: number; Name: string }>(list: readonly T[]) =>
  list.map(({ Id, Name }) => ({ Id, Name }));

/**
 * Countries as a form's choices in `locale`: named by Intl from their ISO code (the API names them
 * in English) and in that language's order; as the API lists them on English pages.
 */
export function countryChoicesIn(list: readonly Country[], locale: Locale) {
  const language = intlLocaleOf(locale);
  if (!language) return choices(list);
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const nameOf = (country: Country) => {
    try {
      return names.of(country.Code) ?? country.Name;
    } catch {
      // Not a region code Intl knows.
      return country.Name;
    }
  };
  const order = new Intl.Collator(language);
  return list
    .map((country) => ({ Id: country.Id, Name: nameOf(country) }))
    .sort((a, b) => order.compare(a.Name, b.Name));
}

/** The property's display-currency rates, or null when it shows one currency or they cannot be had. */
export async function loadExchange(property: Property): Promise<ExchangeRates | null> {
  if (property.AvailableCurrencies.length < 2) return null;
  try {
    const rates = await serverApi.get('CurrencyExchangeRate', CurrencyExchangeRatesSchema, {
      propertyId: property.PropertyCode,
    });
    return {
      base: rates.BaseCurrency,
      rates: Object.fromEntries(rates.Rates.map((r) => [r.Currency, r.Rate])),
    };
  } catch {
    return null; // prices still show in the property currency
  }
}
