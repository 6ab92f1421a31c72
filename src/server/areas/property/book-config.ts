import { asc, eq } from 'drizzle-orm';
import type { BookConfig } from '../../../api/contract/book.ts';
import type { AppContext } from '../../context.ts';
import { cardPaymentFor } from '../../payments/card-payment.ts';
import { locations, offers } from '../../db/schema/index.ts';
import { getPropertyRow, resolvePropertyId } from './property.ts';

/** GET /api/Book/Config/{id}: the property's booking-engine settings with its locations and offers. */
export async function getBookConfig(ctx: AppContext, ref: string): Promise<BookConfig> {
  const propertyId = await resolvePropertyId(ctx, ref);
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
