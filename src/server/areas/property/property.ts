import { asc, eq } from 'drizzle-orm';
import type { Property } from '../../../api/contract/property.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import { getHotelTexts, translateGuestLabels } from './hotel-texts.ts';
import type { Executor } from '../../db/client.ts';
import {
  countries,
  creditCardTypes,
  properties,
  propertyCreditCardTypes,
} from '../../db/schema/index.ts';
import { propertyNotFound } from '../../http/errors.ts';
import { directoryKey, DIRECTORY, lookupByRef } from './ref.ts';

export type PropertyRow = typeof properties.$inferSelect;

/** Resolves `{id}` (code in any case, or numeric id) to a property id; 404 when unknown. */
export async function resolvePropertyId(ctx: AppContext, ref: string): Promise<number> {
  return ctx.cache.getOrLoad(DIRECTORY, directoryKey('property', ref), async () => {
    const id = await lookupByRef(ctx.db, properties, ref);
    if (id === null) throw propertyNotFound();
    return id;
  });
}

/** The property row, cached per property. */
export function getPropertyRow(ctx: AppContext, propertyId: number): Promise<PropertyRow> {
  return ctx.cache.getOrLoad(propertyId, 'row', async () => {
    const [row] = await ctx.db.select().from(properties).where(eq(properties.id, propertyId));
    if (!row) throw propertyNotFound();
    return row;
  });
}

/** GET /api/Property/{id}; with a `locale`, its guest labels are the hotel's translations. */
export async function getProperty(
  ctx: AppContext,
  ref: string,
  locale?: Locale,
): Promise<Property> {
  const propertyId = await resolvePropertyId(ctx, ref);
  if (locale === undefined) return loadProperty(ctx, propertyId);
  return ctx.cache.getOrLoad(propertyId, `property:${locale}`, async () => {
    const [property, texts] = await Promise.all([
      loadProperty(ctx, propertyId),
      getHotelTexts(ctx, propertyId, locale),
    ]);
    return translateGuestLabels(property, texts);
  });
}

function loadProperty(ctx: AppContext, propertyId: number): Promise<Property> {
  return ctx.cache.getOrLoad(propertyId, 'property', async () => {
    const row = await getPropertyRow(ctx, propertyId);
    const [countryName, cards] = await Promise.all([
      loadCountryName(ctx.db, row.countryCode),
      loadAcceptedCards(ctx.db, propertyId),
    ]);
    return toProperty(row, countryName, cards);
  });
}

async function loadCountryName(db: Executor, code: string): Promise<string> {
  const [row] = await db
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.code, code));
  return row?.name ?? code;
}

function loadAcceptedCards(
  db: Executor,
  propertyId: number,
): Promise<{ Id: number; Name: string }[]> {
  return db
    .select({ Id: creditCardTypes.id, Name: creditCardTypes.name })
    .from(propertyCreditCardTypes)
    .innerJoin(creditCardTypes, eq(creditCardTypes.id, propertyCreditCardTypes.creditCardTypeId))
    .where(eq(propertyCreditCardTypes.propertyId, propertyId))
    .orderBy(asc(creditCardTypes.sortOrder), asc(creditCardTypes.id));
}

export function toProperty(
  row: PropertyRow,
  countryName: string,
  cards: { Id: number; Name: string }[],
): Property {
  return {
    PropertyId: row.id,
    PropertyCode: row.code,
    PropertyName: row.name,
    PropertyAddress: row.addressText,
    LogoFileUrl: row.logoUrl,
    PropertyImageUrl: row.imageUrl,
    HotelRating: row.hotelRating,
    Geo:
      row.latitude !== null && row.longitude !== null
        ? { Latitude: row.latitude, Longitude: row.longitude }
        : null,
    GoogleTagManagerContainerId: row.googleTagManagerContainerId,
    FacebookPixelId: row.facebookPixelId,
    Currency: row.currency,
    AvailableCurrencies: row.availableCurrencies,
    Languages: row.languages,
    PayByPayStack: row.payByPaystack,
    RestaurantBookingServiceActive:
      row.bookSettings.RestaurantBookingServiceActive &&
      row.bookSettings.RestaurantBookingServiceType !== 'None',
    PrivacyPolicyUrl: row.privacyPolicyUrl,
    TermsAndConditionsUrl: row.termsAndConditionsUrl,
    CreditCards: cards,
    WebsiteUrl: row.websiteUrl,
    Email: row.email,
    Telephone: row.telephone,
    Address: {
      Street: row.street,
      City: row.city,
      StateOrCounty: row.stateOrCounty,
      ZipCode: row.zipCode,
      CountryCode: row.countryCode,
      CountryName: countryName,
    },
    DefaultPhoneCountryCode: row.defaultPhoneCountryCode,
    TimeZone: row.timeZone,
    ShowRoomTypeOccupancy: row.showRoomTypeOccupancy,
    EnableChildrenSearch: row.enableChildrenSearch,
    EnableInfantSearch: row.enableInfantSearch,
    DefaultOccupancyAdult: row.defaultOccupancyAdult,
    DefaultOccupancyChildren: row.defaultOccupancyChildren,
    DefaultOccupancyInfant: row.defaultOccupancyInfant,
    MaxNumberOfRoomsOnBooking: row.maxRoomsPerBooking,
    AdultMaximumOccupancy: row.adultMaximumOccupancy,
    ChildMaximumOccupancy: row.childMaximumOccupancy,
    AdultOccupancyLabel: row.adultOccupancyLabel,
    ChildOccupancyLabel: row.childOccupancyLabel,
    InfantOccupancyLabel: row.infantOccupancyLabel,
    StandardVatRate: row.standardVatRate,
    IsStandardTaxExclusive: row.isStandardTaxExclusive,
    Theme: row.theme,
  };
}
