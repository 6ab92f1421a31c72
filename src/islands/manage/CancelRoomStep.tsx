import { useState } from 'react';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/manage-step-messages.ts';
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

  async function review(event: React.SubmitEvent<HTMLFormElement>) {
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
        {t('manage.cancelRoom.title', { number: index + 1, name: item.RoomTypeName })}
      </h2>
      <p>{item.Policy}</p>
      <p className="font-semibold">
        {item.FeeIfCancelledNow > 0
          ? t('manage.cancelRoom.costs', {
              fee: formatMoney(item.FeeIfCancelledNow, reservation.Currency),
            })
          : t('manage.cancelRoom.free')}
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
            {t('manage.cancelRoom.review')}
          </button>
          <button type="button" className={secondaryButton} onClick={onBack}>
            {t('manage.cancelRoom.keep')}
          </button>
        </div>
      </form>
    </section>
  );
}
