import { formatStayDate } from '../../i18n/dates.ts';
import { begin } from '../../stores/precheckin.ts';
import { headingClass, primaryButton, type StepProps } from './step-props.ts';

const guestCount = (adults: number, children: number) =>
  `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`;

/** Start: the stay and what will be asked. */
export function StartStep({ reservation, headingRef }: StepProps) {
  const started = reservation.Status === 'InProgress';
  return (
    <section aria-labelledby="step-heading" className="space-y-4 rounded-lg bg-white p-5">
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        Check in before you arrive
      </h1>
      <p>
        Your stay: <strong>{formatStayDate(reservation.DateFrom)}</strong> to{' '}
        <strong>{formatStayDate(reservation.DateTo)}</strong>.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {reservation.Items.map((item, index) => (
          <li key={item.ReservationItemId}>
            Room {index + 1}: {item.RoomTypeName} —{' '}
            {guestCount(item.NumberOfAdults, item.NumberOfChildren)}
          </li>
        ))}
      </ul>
      <p>
        Confirm the booker’s details, then give the details of each guest. Your answers are saved as
        you go: you can leave and come back to this link.
      </p>
      <button type="button" className={primaryButton} onClick={begin}>
        {started ? 'Continue pre-check-in' : 'Start pre-check-in'}
      </button>
    </section>
  );
}
