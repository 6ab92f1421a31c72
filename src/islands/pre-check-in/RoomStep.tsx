import { useStore } from '@nanostores/react';
import { PreCheckInStep } from '../../domain/pre-check-in/pre-check-in-steps.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { $saving, continueFrom } from '../../stores/pre-check-in.ts';
import { headingClass, primaryButton, type StepProps } from './step-props.ts';
import { t } from '../../i18n/pre-check-in-messages.ts';

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
        {t('precheckin.room.title', {
          room: roomIndex + 1,
          rooms: reservation.Items.length,
          name: item.RoomTypeName,
        })}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('precheckin.room.arrival')}</dt>
        <dd>{formatStayDate(item.DateFrom)}</dd>
        <dt className="font-medium">{t('precheckin.room.departure')}</dt>
        <dd>{formatStayDate(item.DateTo)}</dd>
        <dt className="font-medium">{t('precheckin.room.rate')}</dt>
        <dd>{item.RatePlanName}</dd>
        <dt className="font-medium">{t('precheckin.room.guests')}</dt>
        <dd>
          {t('precheckin.room.toRegister', { count: item.Guests.length })}
          {item.NumberOfInfants
            ? t(
                item.NumberOfInfants === 1
                  ? 'precheckin.room.infants.one'
                  : 'precheckin.room.infants.other',
                { count: item.NumberOfInfants },
              )
            : ''}
        </dd>
      </dl>
      <button
        type="button"
        className={primaryButton}
        disabled={saving}
        onClick={() => void continueFrom({ step: PreCheckInStep.Room, roomIndex })}
      >
        {saving ? t('precheckin.saving') : t('precheckin.room.continue', { room: roomIndex + 1 })}
      </button>
    </section>
  );
}
