import { hotelClock } from '../../../domain/shared/clock.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import { getAvailabilityStatic } from '../availability/index.ts';
import { NO_HOTEL_TEXTS } from '../../../domain/shared/hotel-texts.ts';
import {
  getBookConfig,
  getHotelTexts,
  getProperty,
  getPropertyRow,
  translateExtra,
} from '../property/index.ts';
import { loadServiceDefinitions, type BookingContext } from '../booking-core/index.ts';

/**
 * What re-pricing an existing booking needs from checkout's booking context: the property, its
 * rates and extras and the hotel's clock. Read before the amendment's transaction (PGlite has one
 * connection); the cards the hotel takes for a rise paid with another card.
 */
export async function loadPricingContext(
  ctx: AppContext,
  propertyId: number,
  locale?: Locale,
): Promise<BookingContext> {
  const [property, publicProperty, config, statics, stored, texts] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getProperty(ctx, String(propertyId)),
    getBookConfig(ctx, String(propertyId)),
    getAvailabilityStatic(ctx, propertyId, locale),
    loadServiceDefinitions(ctx.db, propertyId),
    locale === undefined ? NO_HOTEL_TEXTS : getHotelTexts(ctx, propertyId, locale),
  ]);
  // Extras' names in the booking's language, for the change lines and their email.
  const services = new Map(
    [...stored].map(([id, service]) => [
      id,
      { ...service, row: translateExtra(service.row, texts) },
    ]),
  );
  return {
    propertyId,
    property,
    config,
    statics,
    clock: hotelClock(ctx.now(), property.timeZone),
    cardTypes: publicProperty.CreditCards,
    roomConfigurations: new Map(),
    services,
    account: null,
    bookerCountryKnown: true,
    company: null,
    savedCard: null,
    voucher: null,
  };
}
