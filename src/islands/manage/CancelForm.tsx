import { useState, type ReactNode } from 'react';
import type { AmendmentSummary, ManageReservation } from '../../api/contract/manage-booking.ts';
import { t } from '../../i18n/manage-step-messages.ts';
import { previewChange, saveChange } from '../../stores/manage.ts';
import { MoneyLines } from './MoneyLines.tsx';
import { ReasonField, reasonProblem } from './ReasonField.tsx';
import { primaryButton, secondaryButton, type CancellationReasonOption } from './step-props.ts';

/** The cancel-booking form: a reason, then the fee and refund in money, then the confirmation. */
export function CancelForm({
  reservation,
  reasons,
  onClose,
  onCancelled,
  onFailed,
}: {
  reservation: ManageReservation;
  reasons: readonly CancellationReasonOption[];
  onClose: () => void;
  onCancelled: (money: ReactNode) => void;
  onFailed: (message: string) => void;
}) {
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<AmendmentSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const change = { kind: 'cancel' as const, reasonId: reasonId ? Number(reasonId) : null, comment };

  async function review(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = reasonProblem(reasons, reasonId, comment);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    const answer = await previewChange(reservation, change);
    setBusy(false);
    if (!answer.ok) return onFailed(answer.message);
    setSummary(answer.value);
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const answer = await saveChange(reservation, change);
    setBusy(false);
    if (!answer.ok) return onFailed(answer.message);
    onCancelled(<MoneyLines summary={answer.value.summary ?? summary!} />);
  }

  if (summary) {
    return (
      <div className="space-y-4">
        <p className="font-semibold">
          {summary.Fee > 0 ? t('manage.cancel.hasFee') : t('manage.cancel.isFree')}
        </p>
        <MoneyLines summary={summary} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={`${primaryButton} bg-negative`}
            onClick={() => void confirm()}
            aria-disabled={busy || undefined}
          >
            {t(busy ? 'manage.cancel.busy' : 'manage.cancelBooking')}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('manage.keepBooking')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void review(event)} noValidate className="space-y-4">
      <p>
        {reservation.FeeIfCancelledNow > 0
          ? t('manage.cancel.feeApplies')
          : t('manage.cancel.free')}
      </p>
      <ReasonField
        reasons={reasons}
        reasonId={reasonId}
        comment={comment}
        onReason={setReasonId}
        onComment={setComment}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
          {t('manage.cancel.show')}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('manage.keepBooking')}
        </button>
      </div>
    </form>
  );
}
