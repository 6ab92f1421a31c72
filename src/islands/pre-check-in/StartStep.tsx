import { formatStayDate } from '../../i18n/dates.ts';
import { begin } from '../../stores/pre-check-in.ts';
import { headingClass, primaryButton, type StepProps } from './step-props.ts';
import { t } from '../../i18n/pre-check-in-messages.ts';

const guestCount = (adults: number, children: number) =>
  t(adults === 1 ? 'precheckin.adults.one' : 'precheckin.adults.other', { count: adults }) +
  (children
    ? t(children === 1 ? 'precheckin.children.one' : 'precheckin.children.other', {
        count: children,
      })
    : '');

/** Start: the stay and what will be asked. */
export function StartStep({ reservation, headingRef }: StepProps) {
  const started = reservation.Status === 'InProgress';
  return (
    <section aria-labelledby="step-heading" className="space-y-4 rounded-lg bg-white p-5">
      <h1 id="step-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {t('precheckin.start.title')}
      </h1>
      <p>
        {t('precheckin.start.stay')} <strong>{formatStayDate(reservation.DateFrom)}</strong>{' '}
        {t('precheckin.to')} <strong>{formatStayDate(reservation.DateTo)}</strong>.
      </p>
      <ul className="list-disc space-y-1 ps-6">
        {reservation.Items.map((item, index) => (
          <li key={item.ReservationItemId}>
            {t('precheckin.start.room', { room: index + 1, name: item.RoomTypeName })}{' '}
            {guestCount(item.NumberOfAdults, item.NumberOfChildren)}
          </li>
        ))}
      </ul>
      <p>{t('precheckin.start.explain')}</p>
      <button type="button" className={primaryButton} onClick={begin}>
        {t(started ? 'precheckin.start.continue' : 'precheckin.start.begin')}
      </button>
    </section>
  );
}
