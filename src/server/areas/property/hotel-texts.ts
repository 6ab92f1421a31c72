import { and, eq } from 'drizzle-orm';
import type { BookConfig } from '../../../api/contract/book.ts';
import type { Property } from '../../../api/contract/property.ts';
import {
  hotelText,
  hotelTextsIn,
  NO_HOTEL_TEXTS,
  type HotelTexts,
} from '../../../domain/shared/hotel-texts.ts';
import { localeOfApiRequest } from '../../../i18n/api-error-texts.ts';
import { localeOfLanguageCode, type Locale } from '../../../i18n/locale.ts';
import { splitLocale } from '../../../site/locale-paths.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { hotelTexts, properties, type ratePlans, type roomTypes } from '../../db/schema/index.ts';
import { getPropertyRow } from './property.ts';

type RoomTypeTexts = Pick<typeof roomTypes.$inferSelect, 'code' | 'name' | 'description'>;
type RatePlanTexts = Pick<
  typeof ratePlans.$inferSelect,
  'code' | 'name' | 'description' | 'includedMeal' | 'cancellationPolicy'
>;
type ExtraTexts = { code: string; name: string; description: string };

/**
 * The language of the hotel's texts in an answer: the page's, named in `Content-Language` by the
 * site's server-side calls, else read from the prefix of the page a browser call comes from
 * (`Referer: …/de/Book/…`; the browser's client names no language, its bytes are budgeted), else
 * the request's own `LanguageCode` (callers other than the site's pages).
 */
export function textsLocaleOf(request: Request, languageCode?: string): Locale {
  if (request.headers.has('Content-Language')) return localeOfApiRequest(request.headers);
  const page = pageLocaleOf(request.headers.get('Referer'));
  if (page) return page;
  return localeOfLanguageCode(languageCode);
}

function pageLocaleOf(referer: string | null): Locale | undefined {
  if (!referer) return undefined;
  try {
    const { locale, prefixed } = splitLocale(new URL(referer).pathname);
    return prefixed ? locale : undefined;
  } catch {
    return undefined;
  }
}

/** One property's texts in `locale`, cached with the property (a flush empties every language). */
export function getHotelTexts(
  ctx: AppContext,
  propertyId: number,
  locale: Locale,
): Promise<HotelTexts> {
  return ctx.cache.getOrLoad(propertyId, `hotelTexts:${locale}`, async () => {
    const property = await getPropertyRow(ctx, propertyId);
    return loadTexts(ctx.db, propertyId, locale, property.locale);
  });
}

/** As `getHotelTexts`, uncached and in a transaction's view (emails and booking pages); one read. */
export async function readHotelTexts(
  db: Executor,
  propertyId: number,
  locale: Locale,
): Promise<HotelTexts> {
  const rows = await db
    .select({
      locale: hotelTexts.locale,
      subject: hotelTexts.subject,
      code: hotelTexts.code,
      field: hotelTexts.field,
      text: hotelTexts.text,
      defaultLocale: properties.locale,
    })
    .from(hotelTexts)
    .innerJoin(properties, eq(properties.id, hotelTexts.propertyId))
    .where(and(eq(hotelTexts.propertyId, propertyId), eq(hotelTexts.locale, locale)));
  return rows.length ? hotelTextsIn(rows, locale, rows[0]!.defaultLocale) : NO_HOTEL_TEXTS;
}

async function loadTexts(
  db: Executor,
  propertyId: number,
  locale: string,
  defaultLocale: string,
): Promise<HotelTexts> {
  const rows = await db
    .select()
    .from(hotelTexts)
    .where(and(eq(hotelTexts.propertyId, propertyId), eq(hotelTexts.locale, locale)));
  return hotelTextsIn(rows, locale, defaultLocale);
}

export function translateRoomType<T extends RoomTypeTexts>(row: T, texts: HotelTexts): T {
  if (!texts.size) return row;
  return {
    ...row,
    name: hotelText(texts, 'roomType', row.code, 'name', row.name),
    description: hotelText(texts, 'roomType', row.code, 'description', row.description),
  };
}

export function translateRatePlan<T extends RatePlanTexts>(row: T, texts: HotelTexts): T {
  if (!texts.size) return row;
  const text = (field: 'name' | 'description' | 'cancellation', fallback: string) =>
    hotelText(texts, 'ratePlan', row.code, field, fallback);
  return {
    ...row,
    name: text('name', row.name),
    description: text('description', row.description),
    includedMeal: hotelText(texts, 'ratePlan', row.code, 'mealPlan', row.includedMeal),
    cancellationPolicy: text('cancellation', row.cancellationPolicy),
  };
}

export function translateExtra<T extends ExtraTexts>(row: T, texts: HotelTexts): T {
  if (!texts.size) return row;
  return {
    ...row,
    name: hotelText(texts, 'extra', row.code, 'name', row.name),
    description: hotelText(texts, 'extra', row.code, 'description', row.description),
  };
}

export function translateOffer<T extends { Name: string; Description: string }>(
  offer: T,
  texts: HotelTexts,
): T {
  if (!texts.size) return offer;
  return {
    ...offer,
    Name: hotelText(texts, 'offer', offer.Name, 'name', offer.Name),
    Description: hotelText(texts, 'offer', offer.Name, 'description', offer.Description),
  };
}

export function translateIncentive<T extends { Title: string; Description: string }>(
  incentive: T,
  texts: HotelTexts,
): T {
  if (!texts.size) return incentive;
  return {
    ...incentive,
    Title: hotelText(texts, 'incentive', incentive.Title, 'title', incentive.Title),
    Description: hotelText(
      texts,
      'incentive',
      incentive.Title,
      'description',
      incentive.Description,
    ),
  };
}

/** The property's labels of the search's guest fields in the texts' language. */
export function translateGuestLabels<
  T extends Pick<Property, 'AdultOccupancyLabel' | 'ChildOccupancyLabel' | 'InfantOccupancyLabel'>,
>(property: T, texts: HotelTexts): T {
  if (!texts.size) return property;
  const text = (field: 'adultLabel' | 'childLabel' | 'infantLabel', fallback: string) =>
    hotelText(texts, 'property', '', field, fallback);
  return {
    ...property,
    AdultOccupancyLabel: text('adultLabel', property.AdultOccupancyLabel),
    ChildOccupancyLabel: text('childLabel', property.ChildOccupancyLabel),
    InfantOccupancyLabel: text('infantLabel', property.InfantOccupancyLabel),
  };
}

/** The booking settings' guest-facing policy texts in the texts' language. */
export function translateBookSettings<
  T extends Pick<
    BookConfig,
    | 'NoAvailabilityMessage'
    | 'SameDayBookingRestriction'
    | 'CustomTermsAndConditionsLabel'
    | 'CustomTermsAndConditionsText'
  >,
>(settings: T, texts: HotelTexts): T {
  if (!texts.size) return settings;
  const text = <V extends string | null>(
    field:
      'noAvailabilityMessage' | 'sameDayCutOffMessage' | 'customTermsLabel' | 'customTermsText',
    fallback: V,
  ) => hotelText(texts, 'property', '', field, fallback);
  return {
    ...settings,
    NoAvailabilityMessage: text('noAvailabilityMessage', settings.NoAvailabilityMessage),
    SameDayBookingRestriction: {
      ...settings.SameDayBookingRestriction,
      Message: text('sameDayCutOffMessage', settings.SameDayBookingRestriction.Message),
    },
    CustomTermsAndConditionsLabel: text('customTermsLabel', settings.CustomTermsAndConditionsLabel),
    CustomTermsAndConditionsText: text('customTermsText', settings.CustomTermsAndConditionsText),
  };
}
