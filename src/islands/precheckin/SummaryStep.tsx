import { useStore } from '@nanostores/react';
import { PreCheckInStep } from '../../domain/precheckin/pre-check-in-steps.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { $saving, completePreCheckIn, goTo } from '../../stores/precheckin.ts';
import { headingClass, primaryButton, secondaryButton, type StepProps } from './step-props.ts';

/** Summary: everything given, each part changeable, then completion. */
export function SummaryStep({ reservation, countries, headingRef }: StepProps) {
  const saving = useStore($saving);
  const countryName = (id: number) => countries.find((country) => country.Id === id)?.Name;
  return (
    <section aria-labelledby="step-heading" className="space-y-4 rounded-lg bg-white p-5">
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        Check your details
      </h1>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-tertiary/30 pb-3">
        <div>
          <h2 className="font-semibold">Booker</h2>
          <p>
            {reservation.Booker.FirstName} {reservation.Booker.LastName} ·{' '}
            {reservation.Booker.Email} · {reservation.Booker.Phone}
          </p>
          {reservation.ArrivalTime && <p>Arriving around {reservation.ArrivalTime}</p>}
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => goTo({ step: PreCheckInStep.Booker })}
          aria-label="Change booker details"
        >
          Change
        </button>
      </div>
      {reservation.Items.map((item, roomIndex) => (
        <div key={item.ReservationItemId} className="space-y-2 border-b border-tertiary/30 pb-3">
          <h2 className="font-semibold">
            Room {roomIndex + 1}: {item.RoomTypeName}, {formatStayDate(item.DateFrom)} to{' '}
            {formatStayDate(item.DateTo)}
          </h2>
          <ul className="space-y-2">
            {item.Guests.map((guest, guestIndex) => (
              <li key={guestIndex} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {guest.FirstName} {guest.LastName}
                  {guest.NationalityId ? ` · ${countryName(guest.NationalityId) ?? ''}` : ''}
                  {guest.DocumentNumber
                    ? ` · ${guest.DocumentType} ending ${guest.DocumentNumber.slice(-3)}`
                    : ''}
                </span>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => goTo({ step: PreCheckInStep.Guest, roomIndex, guestIndex })}
                  aria-label={`Change guest ${guestIndex + 1} of room ${roomIndex + 1}`}
                >
                  Change
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
        {saving ? 'Saving…' : 'Complete pre-check-in'}
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
    <section
      aria-labelledby="step-heading"
      role="status"
      className="space-y-3 rounded-lg border-l-4 border-positive bg-white p-5"
    >
      <p>
        <span className="inline-block rounded bg-positive px-2 py-0.5 text-sm font-semibold text-white">
          Done
        </span>
      </p>
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        Pre-check-in complete
      </h1>
      <p>
        Thank you. {propertyName} has your details for booking {reservation.ReservationNumber}; we
        look forward to welcoming you on {formatStayDate(reservation.DateFrom)}.
      </p>
    </section>
  );
}
