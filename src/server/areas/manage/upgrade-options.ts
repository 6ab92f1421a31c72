import type * as v from 'valibot';
import type {
  UpgradeOption,
  UpgradeOptionsQuerySchema,
} from '../../../api/contract/manage-booking.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { getAvailabilityStatic } from '../availability/index.ts';
import { amendReservation } from './amend.ts';
import { openRoomByCode } from './access.ts';

/**
 * GET /api/ManageBooking/UpgradeOptions: the better room types the hotel offers from this room's
 * type, each priced exactly as the change would be (a preview of the upgrade, so what the guest
 * sees here is what Update charges). Types that cannot be sold on the room's nights are left out.
 */
export async function upgradeOptions(
  ctx: AppContext,
  query: v.InferOutput<typeof UpgradeOptionsQuerySchema>,
  request: Request,
  responseHeaders: Headers,
): Promise<{ RoomTypes: UpgradeOption[] }> {
  const { reservation, item } = await openRoomByCode(ctx, query, request, responseHeaders);
  const statics = await getAvailabilityStatic(
    ctx,
    reservation.propertyId,
    localeOfLanguageCode(reservation.languageCode),
  );
  const options: UpgradeOption[] = [];
  for (const roomTypeId of statics.upgradesFrom.get(item.roomTypeId) ?? []) {
    const roomType = statics.roomTypes.find((row) => row.id === roomTypeId);
    if (!roomType) continue;
    try {
      const outcome = await amendReservation(
        ctx,
        reservation,
        {
          kind: 'Amended',
          version: reservation.version,
          dates: null,
          items: [{ ReservationItemId: item.id, RoomTypeId: roomTypeId }],
          cancelItemIds: [],
          cancellationReasonId: null,
          preview: true,
        },
        async () => {},
      );
      const room = outcome.rooms.find((candidate) => candidate.itemId === item.id)!;
      options.push({
        RoomTypeId: roomTypeId,
        RoomTypeName: roomType.name,
        Description: roomType.description,
        TotalCost: room.after,
        Difference: outcome.summary.Difference,
        Summary: outcome.summary,
      });
    } catch (error) {
      // Sold out or not sold on these nights: not an option. Refusals of the booking itself (403) are the guest's answer.
      if (error instanceof HttpError && error.status === 409) continue;
      throw error;
    }
  }
  return { RoomTypes: options };
}
