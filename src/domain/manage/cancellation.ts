import { isFilled } from '../shared/validation.ts';

/** A cancellation reason (GET /api/StaticData/{id}/CancellationReasons). */
export interface CancellationReason {
  Id: number;
  /** The reason needs the guest's own words. */
  RequiresComment?: boolean | null;
}

/**
 * Spec §5: a booking or room can be cancelled only with permission (`CanBeCancelled`) and, when
 * a reason is required, a chosen reason — with the guest's comment when that reason asks for one.
 */
export function canCancel(
  reservation: { CanBeCancelled: boolean },
  form: { reasonRequired: boolean; reason?: CancellationReason | null; comment?: string | null },
): boolean {
  if (!reservation.CanBeCancelled) return false;
  const { reason } = form;
  if (reason == null) return !form.reasonRequired;
  return reason.RequiresComment !== true || isFilled(form.comment);
}
