import * as v from 'valibot';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  IdNameSchema,
  IdSchema,
  ThemeSchema,
} from './common.ts';

/**
 * Structured postal address of a property.
 * Decision (spec §3 lists both `PropertyAddress` and `Address` without shapes): `PropertyAddress` is the
 * one-line display text used in headers; `Address` is structured, named like the booker's address fields.
 */
export const PropertyPostalAddressSchema = v.object({
  Street: v.string(),
  City: v.string(),
  StateOrCounty: v.nullable(v.string()),
  ZipCode: v.string(),
  CountryCode: CountryCodeSchema,
  CountryName: v.string(),
});
export type PropertyPostalAddress = v.InferOutput<typeof PropertyPostalAddressSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** GET /api/Property/{id} (spec §3 Property). */
export const PropertySchema = v.object({
  PropertyId: IdSchema,
  PropertyCode: v.string(),
  PropertyName: v.string(),
  PropertyAddress: v.string(),
  LogoFileUrl: v.nullable(v.string()),
  PropertyImageUrl: v.nullable(v.string()),
  /** Star rating, 0–5 (halves allowed); null when unrated. */
  HotelRating: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(5))),
  /** Where the hotel is (WGS 84), for search engines' maps; absent or null when not known. */
  Geo: v.optional(
    v.nullable(
      v.object({
        Latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
        Longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      }),
    ),
  ),
  GoogleTagManagerContainerId: v.nullable(v.string()),
  FacebookPixelId: v.nullable(v.string()),
  /** The currency prices are stored and charged in. */
  Currency: CurrencyCodeSchema,
  /** Currencies a guest may display prices in; always includes `Currency`. */
  AvailableCurrencies: v.array(CurrencyCodeSchema),
  /** Decision: the languages the hotel offers its pages in ('de', 'zh-CN' …); null or absent: every one the site has. */
  Languages: v.optional(v.nullable(v.array(v.string())), null),
  PayByPayStack: v.boolean(),
  /** Guests can book a table in its restaurants online (Book configuration's RestaurantBookingServiceActive); an upstream API without it: no. */
  RestaurantBookingServiceActive: v.optional(v.boolean(), false),
  PrivacyPolicyUrl: v.nullable(v.string()),
  TermsAndConditionsUrl: v.nullable(v.string()),
  /** Decision: the card types the property accepts, as `{ Id, Name }` (ids of /StaticData/{id}/creditcardtypes). */
  CreditCards: v.array(IdNameSchema),
  WebsiteUrl: v.nullable(v.string()),
  Email: v.string(),
  Telephone: v.string(),
  Address: PropertyPostalAddressSchema,
  /** ISO 3166-1 alpha-2 country preselected in phone inputs. */
  DefaultPhoneCountryCode: CountryCodeSchema,
  /** Decision (needed for the same-day cut-off and "today" rules): IANA time zone of the hotel. */
  TimeZone: v.string(),
  ShowRoomTypeOccupancy: v.boolean(),
  EnableChildrenSearch: v.boolean(),
  EnableInfantSearch: v.boolean(),
  DefaultOccupancyAdult: Count,
  DefaultOccupancyChildren: Count,
  DefaultOccupancyInfant: Count,
  MaxNumberOfRoomsOnBooking: v.pipe(v.number(), v.integer(), v.minValue(1)),
  AdultMaximumOccupancy: Count,
  ChildMaximumOccupancy: Count,
  AdultOccupancyLabel: v.string(),
  ChildOccupancyLabel: v.string(),
  InfantOccupancyLabel: v.string(),
  /** Percent, e.g. 20 for 20 %. */
  StandardVatRate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  IsStandardTaxExclusive: v.boolean(),
  Theme: ThemeSchema,
});
export type Property = v.InferOutput<typeof PropertySchema>;
