import { hotelClock } from '../../../domain/shared/clock.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import { getAvailabilityStatic } from '../availability/index.ts';
import { getBookConfig, getProperty, getPropertyRow } from '../property/index.ts';
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
  const [property, publicProperty, config, statics, services] = await Promise.all([
    getPropertyRow(ctx, propertyId),
    getProperty(ctx, String(propertyId)),
    getBookConfig(ctx, String(propertyId)),
    getAvailabilityStatic(ctx, propertyId, locale),
    loadServiceDefinitions(ctx.db, propertyId),
  ]);
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
