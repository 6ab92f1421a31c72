import type { IsoDate } from '../shared/types.ts';
import type { CancellationTerms } from './cancellation-terms.ts';

/** What the server allows on a reservation (spec §6 CanBeEdited / CanBeCancelled) and why not. */
export interface ManageRights {
  readonly CanBeEdited: boolean;
  readonly CanBeCancelled: boolean;
  /** Why changes are refused, for the guest; null when they are allowed. */
  readonly reason: string | null;
}

export const REFUSED = {
  cancelled: 'This booking has been cancelled and can no longer be changed.',
  notConfirmed: 'This booking is not confirmed yet, so it cannot be changed online.',
  arrived:
    'Changes cannot be made online on or after the day of arrival. Please speak to the hotel.',
  nonRefundable:
    'This booking is on a non-refundable rate and cannot be changed or cancelled online.',
} as const;

/**
 * A booking can be changed and cancelled online while it is confirmed and before its arrival day
 * (hotel-local); rooms on a non-refundable rate can be neither. A cancellation inside the fee
 * window is allowed: the guest sees the fee first.
 */
export function manageRights(
  reservation: { status: string; dateFrom: IsoDate },
  rooms: readonly { terms: CancellationTerms }[],
  today: IsoDate,
): ManageRights {
  const refuse = (reason: string): ManageRights => ({
    CanBeEdited: false,
    CanBeCancelled: false,
    reason,
  });
  if (reservation.status === 'Cancelled') return refuse(REFUSED.cancelled);
  if (reservation.status !== 'Confirmed') return refuse(REFUSED.notConfirmed);
  if (today >= reservation.dateFrom) return refuse(REFUSED.arrived);
  if (rooms.some((room) => room.terms.nonRefundable)) return refuse(REFUSED.nonRefundable);
  return { CanBeEdited: true, CanBeCancelled: true, reason: null };
}
