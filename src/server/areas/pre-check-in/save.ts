import { eq, sql } from 'drizzle-orm';
import type {
  PreCheckInSaveRequest,
  PreCheckInSaveResult,
} from '../../../api/contract/pre-check-in.ts';
import { localeOfLanguageCode } from '../../../i18n/locale.ts';
import { formatStayDateIn } from '../../../i18n/locale-format.ts';
import type { AppContext } from '../../context.ts';
import { countries, preCheckInGuests, preCheckIns, reservations } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { linkStateMessage } from './messages.ts';
import { openLink } from './open-link.ts';
import { checkSave } from './check-save.ts';
import { findPreCheckIn, preCheckInView } from './view.ts';

export const SAVE_FAILED = 'Failed to save Check In Information';

/**
 * POST /api/PreCheckIn/Save: saves progress (what the guest has reviewed must be complete, the rest
 * only well formed) or, with `Complete`, finishes. One transaction, the reservation row locked, so
 * a save racing a completion cannot change a finished pre-check-in.
 */
export async function savePreCheckIn(
  ctx: AppContext,
  body: PreCheckInSaveRequest,
  request: Request,
  responseHeaders: Headers,
): Promise<PreCheckInSaveResult> {
  const link = await openLink(
    ctx,
    { propertyId: body.PropertyId, referenceNumber: body.ReferenceNumber, code: body.Code },
    request,
    responseHeaders,
  );
  const locale = localeOfLanguageCode(link.reservation.languageCode);
  if (link.state !== 'Open') {
    throw new HttpError(
      409,
      linkStateMessage(
        link.state,
        { opensOn: formatStayDateIn(locale, link.opensOn), propertyName: link.propertyName },
        locale,
      ).Message,
    );
  }
  const current = await preCheckInView(ctx.db, link.reservation, link.progress);
  const countryIds = new Set(
    (await ctx.db.select({ id: countries.id }).from(countries)).map((row) => row.id),
  );
  const { guests, arrivalTime } = checkSave(body, current, link.settings.config, link.today, (id) =>
    countryIds.has(id),
  );
  const now = ctx.now();
  const reservationId = link.reservation.id;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from reservations where id = ${reservationId} for update`);
    const progress = await findPreCheckIn(tx, reservationId);
    if (progress?.status === 'Complete')
      throw new HttpError(
        409,
        linkStateMessage('Complete', { opensOn: '', propertyName: link.propertyName }, locale)
          .Message,
      );
    const values = {
      status: body.Complete ? ('Complete' as const) : ('InProgress' as const),
      bookerReviewed: body.BookerReviewed,
      reviewedItemIds: body.Items.filter((item) => item.Reviewed).map(
        (item) => item.ReservationItemId,
      ),
      arrivalTime,
      updatedAt: now,
      completedAt: body.Complete ? now : null,
    };
    await tx
      .insert(preCheckIns)
      .values({ reservationId, ...values })
      .onConflictDoUpdate({ target: preCheckIns.reservationId, set: values });
    for (const guest of guests) {
      const { reservationItemId: _item, position: _position, ...details } = guest;
      await tx
        .insert(preCheckInGuests)
        .values(guest)
        .onConflictDoUpdate({
          target: [preCheckInGuests.reservationItemId, preCheckInGuests.position],
          set: details,
        });
    }
    if (body.BookerReviewed) {
      await tx
        .update(reservations)
        .set({
          bookerFirstName: body.Booker.FirstName.trim(),
          bookerLastName: body.Booker.LastName.trim(),
          bookerEmail: body.Booker.Email.trim(),
          bookerPhone: body.Booker.Phone.trim(),
        })
        .where(eq(reservations.id, reservationId));
    }
  });
  const [reservation] = await ctx.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const saved = await preCheckInView(
    ctx.db,
    reservation!,
    await findPreCheckIn(ctx.db, reservationId),
  );
  return {
    Success: true,
    Message: body.Complete ? 'Thank you. Your pre-check-in is complete.' : null,
    Reservation: saved,
  };
}
