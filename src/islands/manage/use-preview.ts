import { useState } from 'react';
import type { ManageReservation } from '../../api/contract/manage-booking.ts';
import { previewChange, type PendingChange } from '../../stores/manage.ts';
import type { StepProps } from './step-props.ts';

/** Prices a change the guest put together and, when the server accepts it, shows its summary. */
export function usePreview(reservation: ManageReservation, onReview: StepProps['onReview']) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  async function review(change: PendingChange): Promise<void> {
    if (busy) return;
    setBusy(true);
    const answer = await previewChange(reservation, change);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    onReview(change, answer.value);
  }
  return { busy, message, setMessage, review };
}
