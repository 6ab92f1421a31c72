import { lazy, Suspense, type ReactNode } from 'react';
import type { ManageReservation } from '../../api/contract/manage-booking.ts';
import Dialog from '../../components/Dialog.tsx';
import { t } from '../../i18n/manage-messages.ts';
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
  /** Cancelled: the fee and refund as money lines, to show with the confirmation. */
  onCancelled: (money: ReactNode) => void;
  onFailed: (message: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('manage.cancelBooking')}
      className="w-full max-w-lg p-5"
    >
      <Suspense fallback={<p role="status">{t('manage.loading')}</p>}>
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
