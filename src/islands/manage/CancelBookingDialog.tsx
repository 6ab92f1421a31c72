import { lazy, Suspense } from 'react';
import type { AmendmentSummary, ManageReservation } from '../../api/contract/manage-booking.ts';
import Dialog from '../../components/Dialog.tsx';
import type { CancellationReasonOption } from './step-props.ts';

// The form loads when the dialog first opens; the dialog itself stays, so focus returns where it was.
const CancelForm = lazy(() =>
  import('./CancelForm.tsx').then((module) => ({ default: module.CancelForm })),
);

/**
 * Cancel Booking (spec §2, §5, §8): a reason, then the fee and refund in money before confirming.
 * A failure shows its message and closes the form.
 */
export function CancelBookingDialog({
  open,
  onClose,
  reservation,
  reasons,
  onCancelled,
  onFailed,
}: {
  open: boolean;
  onClose: () => void;
  reservation: ManageReservation;
  reasons: readonly CancellationReasonOption[];
  onCancelled: (summary: AmendmentSummary) => void;
  onFailed: (message: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Cancel booking" className="w-full max-w-lg p-5">
      <Suspense fallback={<p role="status">Loading…</p>}>
        <CancelForm
          reservation={reservation}
          reasons={reasons}
          onClose={onClose}
          onCancelled={onCancelled}
          onFailed={onFailed}
        />
      </Suspense>
    </Dialog>
  );
}
