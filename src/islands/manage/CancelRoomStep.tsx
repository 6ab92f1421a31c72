import { useState } from 'react';
import { formatMoney } from '../../i18n/currency.ts';
import { ReasonField, reasonProblem } from './ReasonField.tsx';
import {
  primaryButton,
  secondaryButton,
  type CancellationReasonOption,
  type StepProps,
} from './step-props.ts';
import { usePreview } from './use-preview.ts';

/** Cancel one room of several (spec §3 room cancellation), its fee shown before anything happens. */
export function CancelRoomStep({
  reservation,
  headingRef,
  onBack,
  onReview,
  itemId,
  reasons,
}: StepProps & { itemId: number; reasons: readonly CancellationReasonOption[] }) {
  const index = reservation.Items.findIndex((item) => item.ReservationItemId === itemId);
  const item = reservation.Items[index]!;
  const [reasonId, setReasonId] = useState('');
  const {
    busy,
    message: error,
    setMessage: setError,
    review: preview,
  } = usePreview(reservation, onReview);

  async function review(event: React.FormEvent) {
    event.preventDefault();
    const problem = reasonProblem(reasons, reasonId, 'room');
    if (problem) return setError(problem);
    await preview({
      kind: 'update',
      roomsToCancel: [{ ReservationItemId: itemId, CancellationReasonId: Number(reasonId) }],
    });
  }

  return (
    <section aria-labelledby="cancel-room-heading" className="space-y-4">
      <h2 id="cancel-room-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Cancel room {index + 1}: {item.RoomTypeName}
      </h2>
      <p>{item.Policy}</p>
      <p className="font-semibold">
        {item.FeeIfCancelledNow > 0
          ? `Cancelling this room now costs ${formatMoney(item.FeeIfCancelledNow, reservation.Currency)}.`
          : 'Cancelling this room now is free.'}
      </p>
      <form onSubmit={(event) => void review(event)} noValidate className="space-y-4">
        <ReasonField
          reasons={reasons}
          reasonId={reasonId}
          comment=""
          onReason={setReasonId}
          onComment={() => undefined}
          error={error ?? undefined}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Review the cancellation
          </button>
          <button type="button" className={secondaryButton} onClick={onBack}>
            Keep this room
          </button>
        </div>
      </form>
    </section>
  );
}
