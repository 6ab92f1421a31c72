import { eq } from 'drizzle-orm';
import { hotelClock } from '../../../domain/shared/clock.ts';
import {
  opensOn,
  preCheckInLinkState,
  type PreCheckInLinkState,
} from '../../../domain/pre-check-in/link-window.ts';
import { clientAddressOf } from '../../auth/client-address.ts';
import { guardLinkCall, type LinkLimits } from '../../auth/throttle.ts';
import type { AppContext } from '../../context.ts';
import { reservations } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';
import type { ReservationRow } from '../booking-core/index.ts';
import { preCheckInSettingsOf, type PreCheckInSettings } from './config.ts';
import { isPreCheckInCode } from './link.ts';
import { LINK_INVALID } from './messages.ts';
import { findPreCheckIn, type PreCheckInRow } from './view.ts';

const MINUTE = 60_000;
export const PRE_CHECK_IN_LIMITS: LinkLimits = {
  /** Every Get and Save per client address (a family filling in four rooms stays far below it). */
  calls: { action: 'pre-check-in-address', max: 300, windowMs: 15 * MINUTE },
  /** Wrong codes per client address: guessing is hopeless (128 bits), this only stops the noise. */
  failures: { action: 'pre-check-in-failed', max: 20, windowMs: 60 * MINUTE },
};

export interface OpenedLink {
  readonly reservation: ReservationRow;
  readonly progress: PreCheckInRow | null;
  readonly settings: PreCheckInSettings;
  readonly state: PreCheckInLinkState;
  readonly today: string;
  readonly opensOn: string;
  readonly propertyName: string;
}

/**
 * The reservation an emailed pre-check-in link names, after the per-address limits; 404 "This link
 * is invalid" alike for an unknown property, an unknown number and a wrong code (no enumeration).
 */
export async function openLink(
  ctx: AppContext,
  link: { propertyId: string; referenceNumber: string; code: string },
  request: Request,
  responseHeaders: Headers,
): Promise<OpenedLink> {
  const now = ctx.now();
  const address = clientAddressOf(request);
  const wrongLink = await guardLinkCall(ctx.db, PRE_CHECK_IN_LIMITS, address, now, responseHeaders);
  const refuse = () => wrongLink(LINK_INVALID);
  // The code is checked before any read, so a wrong one costs the same whether the number exists or not.
  if (!isPreCheckInCode(ctx.linkSecret, link.referenceNumber, link.code)) return refuse();
  const propertyId = await resolvePropertyId(ctx, link.propertyId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (propertyId === null) return refuse();
  const [reservation] = await ctx.db
    .select()
    .from(reservations)
    .where(eq(reservations.reservationNumber, link.referenceNumber));
  if (!reservation || reservation.propertyId !== propertyId) return refuse();
  const [settings, progress, property] = await Promise.all([
    preCheckInSettingsOf(ctx, propertyId),
    findPreCheckIn(ctx.db, reservation.id),
    getPropertyRow(ctx, propertyId),
  ]);
  const today = hotelClock(now, settings.timeZone).today;
  const state = preCheckInLinkState({
    status: reservation.status,
    dateFrom: reservation.dateFrom,
    dateTo: reservation.dateTo,
    completed: progress?.status === 'Complete',
    opensDaysBeforeArrival: settings.config.OpensDaysBeforeArrival,
    today,
  });
  return {
    reservation,
    progress,
    settings,
    state,
    today,
    opensOn: opensOn(reservation.dateFrom, settings.config.OpensDaysBeforeArrival),
    propertyName: property.name,
  };
}
