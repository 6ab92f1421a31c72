import { asc, eq } from 'drizzle-orm';
import type { BookConfig } from '../../../api/contract/book.ts';
import type { AppContext } from '../../context.ts';
import { cardPaymentFor } from '../../payments/card-payment.ts';
import { locations, offers } from '../../db/schema/index.ts';
import type { Locale } from '../../../i18n/locale.ts';
import {
  getHotelTexts,
  translateBookSettings,
  translateIncentive,
  translateOffer,
} from './hotel-texts.ts';
import { getPropertyRow, resolvePropertyId } from './property.ts';

/**
 * GET /api/Book/Config/{id}: the property's booking-engine settings with its locations and offers;
 * with a `locale`, its policy texts are the hotel's translations where it gave them.
 */
export async function getBookConfig(
  ctx: AppContext,
  ref: string,
  locale?: Locale,
): Promise<BookConfig> {
  const propertyId = await resolvePropertyId(ctx, ref);
  if (locale === undefined) return loadBookConfig(ctx, propertyId);
  return ctx.cache.getOrLoad(propertyId, `bookConfig:${locale}`, async () => {
    const [config, texts] = await Promise.all([
      loadBookConfig(ctx, propertyId),
      getHotelTexts(ctx, propertyId, locale),
    ]);
    const translated = translateBookSettings(config, texts);
    return {
      ...translated,
      BookingIncentives: config.BookingIncentives.map((incentive) =>
        translateIncentive(incentive, texts),
      ),
      Offers: config.Offers.map((offer) => translateOffer(offer, texts)),
    };
  });
}

function loadBookConfig(ctx: AppContext, propertyId: number): Promise<BookConfig> {
  return ctx.cache.getOrLoad(propertyId, 'bookConfig', async () => {
    const [row, locationRows, offerRows] = await Promise.all([
      getPropertyRow(ctx, propertyId),
      ctx.db
        .select({ Id: locations.id, Name: locations.name })
        .from(locations)
        .where(eq(locations.propertyId, propertyId))
        .orderBy(asc(locations.sortOrder), asc(locations.id)),
      ctx.db
        .select()
        .from(offers)
        .where(eq(offers.propertyId, propertyId))
        .orderBy(asc(offers.sortOrder), asc(offers.id)),
    ]);
    return {
      ...row.bookSettings,
      PropertyId: row.id,
      MaxNumberOfRoomsOnBooking: row.maxRoomsPerBooking,
      ShowRoomTypeOccupancy: row.showRoomTypeOccupancy,
      Locations: locationRows,
      Offers: offerRows.map((offer) => ({
        Id: offer.id,
        Name: offer.name,
        Description: offer.description,
        ImageUrl: offer.imageUrl,
        RatePlanCode: offer.ratePlanCode,
        PromoCode: offer.promoCode,
      })),
      ...cardPaymentFor(ctx.payments, row),
    };
  });
}
