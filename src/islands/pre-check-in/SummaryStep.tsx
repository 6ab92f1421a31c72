import { useStore } from '@nanostores/react';
import { PreCheckInStep } from '../../domain/pre-check-in/pre-check-in-steps.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { $saving, completePreCheckIn, goTo } from '../../stores/pre-check-in.ts';
import { headingClass, primaryButton, secondaryButton, type StepProps } from './step-props.ts';
import { t } from '../../i18n/pre-check-in-messages.ts';
import { Notice } from '../../components/Notice.tsx';

/** Summary: everything given, each part changeable, then completion. */
export function SummaryStep({ reservation, countries, headingRef }: StepProps) {
  const saving = useStore($saving);
  const countryName = (id: number) => countries.find((country) => country.Id === id)?.Name;
  return (
    <section aria-labelledby="step-heading" className="space-y-4 rounded-lg bg-white p-5">
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('precheckin.summary.title')}
      </h1>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-tertiary/30 pb-3">
        <div>
          <h2 className="font-semibold">{t('precheckin.summary.booker')}</h2>
          <p>
            {reservation.Booker.FirstName} {reservation.Booker.LastName} ·{' '}
            {reservation.Booker.Email} · {reservation.Booker.Phone}
          </p>
          {reservation.ArrivalTime && (
            <p>{t('precheckin.summary.arriving', { time: reservation.ArrivalTime })}</p>
          )}
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => goTo({ step: PreCheckInStep.Booker })}
          aria-label={t('precheckin.summary.changeBooker')}
        >
          {t('precheckin.summary.change')}
        </button>
      </div>
      {reservation.Items.map((item, roomIndex) => (
        <div key={item.ReservationItemId} className="space-y-2 border-b border-tertiary/30 pb-3">
          <h2 className="font-semibold">
            {t('precheckin.summary.room', {
              room: roomIndex + 1,
              name: item.RoomTypeName,
              from: formatStayDate(item.DateFrom),
              to: formatStayDate(item.DateTo),
            })}
          </h2>
          <ul className="space-y-2">
            {item.Guests.map((guest, guestIndex) => (
              <li key={guestIndex} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {guest.FirstName} {guest.LastName}
                  {guest.NationalityId ? ` · ${countryName(guest.NationalityId) ?? ''}` : ''}
                  {guest.DocumentNumber
                    ? t('precheckin.summary.document', {
                        type: guest.DocumentType,
                        last: guest.DocumentNumber.slice(-3),
                      })
                    : ''}
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => goTo({ step: PreCheckInStep.Guest, roomIndex, guestIndex })}
                  aria-label={t('precheckin.summary.changeGuest', {
                    guest: guestIndex + 1,
                    room: roomIndex + 1,
                  })}
                >
                  {t('precheckin.summary.change')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button
        type="button"
        className={primaryButton}
        disabled={saving}
        onClick={() => void completePreCheckIn()}
      >
        {t(saving ? 'precheckin.saving' : 'precheckin.summary.complete')}
      </button>
    </section>
  );
}

/** Complete: the hotel has the details. */
export function CompleteStep({
  reservation,
  headingRef,
  propertyName,
}: StepProps & { propertyName: string }) {
  return (
    <Notice
      as="section"
      aria-labelledby="step-heading"
      role="status"
      tone="positive"
      className="space-y-3 rounded-lg bg-white p-5"
    >
      <p>
        <span className="inline-block rounded bg-positive px-2 py-0.5 text-sm font-semibold text-white">
          {t('precheckin.badge.done')}
        </span>
      </p>
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('precheckin.complete.title')}
      </h1>
      <p>
        {t('precheckin.complete.body', {
          hotel: propertyName,
          number: reservation.ReservationNumber,
          date: formatStayDate(reservation.DateFrom),
        })}
      </p>
    </Notice>
  );
}
