import { useStore } from '@nanostores/react';
import { PreCheckInStep } from '../../domain/precheckin/pre-check-in-steps.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { $saving, continueFrom } from '../../stores/precheckin.ts';
import { headingClass, primaryButton, type StepProps } from './step-props.ts';

/** Room: one room of the booking, before its guests. */
export function RoomStep({
  reservation,
  headingRef,
  roomIndex,
}: StepProps & { roomIndex: number }) {
  const saving = useStore($saving);
  const item = reservation.Items[roomIndex];
  if (!item) return null;
  return (
    <section aria-labelledby="step-heading" className="space-y-4 rounded-lg bg-white p-5">
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        Room {roomIndex + 1} of {reservation.Items.length}: {item.RoomTypeName}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Arrival</dt>
        <dd>{formatStayDate(item.DateFrom)}</dd>
        <dt className="font-medium">Departure</dt>
        <dd>{formatStayDate(item.DateTo)}</dd>
        <dt className="font-medium">Rate</dt>
        <dd>{item.RatePlanName}</dd>
        <dt className="font-medium">Guests</dt>
        <dd>
          {item.Guests.length} to register
          {item.NumberOfInfants
            ? ` (and ${item.NumberOfInfants} infant${item.NumberOfInfants === 1 ? '' : 's'})`
            : ''}
        </dd>
      </dl>
      <button
        type="button"
        className={primaryButton}
        disabled={saving}
        onClick={() => void continueFrom({ step: PreCheckInStep.Room, roomIndex })}
      >
        {saving ? 'Saving…' : `Continue to the guests of room ${roomIndex + 1}`}
      </button>
    </section>
  );
}
