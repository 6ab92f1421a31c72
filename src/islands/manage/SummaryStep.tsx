import { useState, type ReactNode } from 'react';
import type { AmendmentSummary } from '../../api/contract/manage-booking.ts';
import { t } from '../../i18n/manage-step-messages.ts';
import { reloadReservation, saveChange, type PendingChange } from '../../stores/manage.ts';
import { cardDetailsOf, EMPTY_CARD, type TypedCard } from '../../components/CardFields.tsx';
import { CardChoice } from './CardChoice.tsx';
import { MoneyLines } from './MoneyLines.tsx';
import { primaryButton, secondaryButton, type StepProps } from './step-props.ts';
import { Notice } from '../../components/Notice.tsx';

/** Spec §4 Summary: every change and its money; confirming saves (→ Complete, with the saved money lines). */
export function SummaryStep({
  reservation,
  headingRef,
  onBack,
  change,
  summary,
  onSaved,
}: Omit<StepProps, 'onReview'> & {
  change: PendingChange;
  summary: AmendmentSummary;
  onSaved: (message: string | null, money: ReactNode) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [useNewCard, setUseNewCard] = useState(false);
  const [card, setCard] = useState<TypedCard>(EMPTY_CARD);
  const canChooseCard =
    change.kind === 'update' && summary.ChargeNow > 0 && summary.PaymentMethod !== null;

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const answer = await saveChange(
      reservation,
      useNewCard && canChooseCard ? { ...change, card: cardDetailsOf(card) } : change,
    );
    if (answer.ok && answer.value.redirectUrl) {
      // The card asks for 3-D Secure: the bank's page, then back here where the change is made.
      window.location.assign(answer.value.redirectUrl);
      return;
    }
    setBusy(false);
    if (answer.ok)
      return onSaved(
        answer.value.message,
        <MoneyLines summary={answer.value.summary ?? summary} />,
      );
    setMessage(answer.message);
    // Changed elsewhere (another tab, a double click): show the latest booking behind the message.
    if (answer.status === 409) await reloadReservation(reservation);
  }

  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('manage.summary.title')}
      </h2>
      <ul className="list-disc space-y-1 ps-6">
        {summary.Changes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <MoneyLines summary={summary} />
      {canChooseCard && (
        <CardChoice
          onFile={summary.PaymentMethod!}
          useNew={useNewCard}
          onUseNew={setUseNewCard}
          card={card}
          onCard={setCard}
        />
      )}
      <div role="alert">{message && <Notice tone="negative">{message}</Notice>}</div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => void confirm()}
          aria-disabled={busy || undefined}
        >
          {t(busy ? 'manage.summary.saving' : 'manage.summary.confirm')}
        </button>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('manage.back')}
        </button>
      </div>
    </section>
  );
}
