import type { Ref } from 'react';
import type { ManageReservation } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/manage-messages.ts';
import { count, primaryButton, roomName, secondaryButton } from './step-props.ts';
import { Notice } from '../../components/Notice.tsx';

export type OverviewAction =
  | { kind: 'dates' }
  | { kind: 'guests' | 'extras' | 'upgrade' | 'cancelRoom'; itemId: number }
  | { kind: 'cancelBooking' };

const people = (adults: number, children: number, infants: number) =>
  [
    count('adults', adults),
    children ? count('children', children) : '',
    infants ? count('infants', infants) : '',
  ]
    .filter(Boolean)
    .join(', ');

/** Spec §2 Manage Booking: booker, guests, dates, rooms, rates, extras, money and policy; only permitted actions. */
export function Overview({
  reservation,
  headingRef,
  onAction,
  calendarHref,
  restaurantHref,
}: {
  reservation: ManageReservation;
  headingRef: Ref<HTMLHeadingElement>;
  onAction: (action: OverviewAction) => void;
  calendarHref: string;
  restaurantHref: string | null;
}) {
  const money = (amount: number) => formatMoney(amount, reservation.Currency);
  const totals: [string, number][] = [
    [t('manage.overview.totalVat'), reservation.TotalCost],
    ...(reservation.CancellationFee > 0
      ? ([[t('manage.overview.fees'), reservation.CancellationFee]] as [string, number][])
      : []),
    [t('manage.overview.paid'), reservation.AmountPaid],
    ...(reservation.AmountDueLater > 0
      ? ([[t('manage.dueLater'), reservation.AmountDueLater]] as [string, number][])
      : []),
    [t('manage.dueAtHotel'), reservation.AmountDueAtHotel],
  ];
  return (
    <section aria-labelledby="overview-heading" className="space-y-5">
      <h2 id="overview-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        {t('manage.overview.title')}
      </h2>
      {reservation.RefusalReason && (
        <Notice tone="info" className="rounded bg-white p-3">
          {reservation.RefusalReason}
        </Notice>
      )}
      <dl className="grid gap-x-6 gap-y-2 rounded bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-dark/80">{t('manage.overview.booker')}</dt>
          <dd className="font-medium">
            {reservation.Booker.FirstName} {reservation.Booker.LastName}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-dark/80">{t('manage.overview.contact')}</dt>
          <dd>
            {reservation.Booker.Email}
            {reservation.Booker.Phone ? ` · ${reservation.Booker.Phone}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-dark/80">{t('manage.overview.arrival')}</dt>
          <dd className="font-medium">{formatStayDate(reservation.DateFrom)}</dd>
        </div>
        <div>
          <dt className="text-sm text-dark/80">{t('manage.overview.departure')}</dt>
          <dd className="font-medium">{formatStayDate(reservation.DateTo)}</dd>
        </div>
        {reservation.SpecialRequests && (
          <div className="sm:col-span-2">
            <dt className="text-sm text-dark/80">{t('manage.overview.requests')}</dt>
            <dd>{reservation.SpecialRequests}</dd>
          </div>
        )}
      </dl>
      {reservation.CanBeEdited && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onAction({ kind: 'dates' })}
        >
          {t('manage.changeDates')}
        </button>
      )}
      <ol className="space-y-4">
        {reservation.Items.map((item, index) => (
          <li
            key={item.ReservationItemId}
            className={`rounded bg-white p-4 shadow-sm ${item.IsCancelled ? 'opacity-80' : ''}`}
          >
            <h3 className="text-lg font-semibold">
              {item.IsCancelled
                ? t('manage.overview.roomCancelled', { room: roomName(index, item.RoomTypeName) })
                : roomName(index, item.RoomTypeName)}
            </h3>
            <p>
              {item.RatePlanName} · {formatStayDate(item.DateFrom)} – {formatStayDate(item.DateTo)}{' '}
              · {people(item.NumberOfAdults, item.NumberOfChildren, item.NumberOfInfants)}
            </p>
            <p>
              <span className="text-dark/80">{t('manage.overview.guests')}</span>{' '}
              {item.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`).join(', ') || '—'}
            </p>
            <p>
              <span className="text-dark/80">{t('manage.overview.extras')}</span>{' '}
              {item.Services.length
                ? item.Services.map(
                    (extra) => `${extra.Name} × ${extra.Quantity} (${money(extra.TotalCost)})`,
                  ).join(', ')
                : t('manage.overview.noExtras')}
            </p>
            {item.IsCancelled ? (
              <p>
                {item.CancellationFee > 0
                  ? t('manage.overview.fee', { fee: money(item.CancellationFee) })
                  : t('manage.overview.freeCancelled')}
              </p>
            ) : (
              <>
                <p>
                  {t('manage.overview.roomPrice', { price: money(item.TotalAccommodationPrice) })} ·{' '}
                  {t('manage.overview.extrasPrice', { price: money(item.TotalServicesPrice) })} ·{' '}
                  <strong>{t('manage.overview.total', { price: money(item.TotalCost) })}</strong>
                </p>
                <p className="text-sm">
                  {(
                    [
                      [t('manage.overview.paid'), item.AmountPaid],
                      [t('manage.dueLater'), item.AmountDueLater],
                      [t('manage.dueAtHotel'), item.AmountDueAtHotel],
                    ] as const
                  )
                    .filter(([, amount]) => amount > 0)
                    .map(([label, amount]) => `${label} ${money(amount)}`)
                    .join(' · ')}
                </p>
                <p className="text-sm">{item.Policy}</p>
                {reservation.CanBeEdited && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => onAction({ kind: 'guests', itemId: item.ReservationItemId })}
                      aria-label={t('manage.overview.editGuestsOf', { number: index + 1 })}
                    >
                      {t('manage.overview.editGuests')}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => onAction({ kind: 'extras', itemId: item.ReservationItemId })}
                      aria-label={t('manage.overview.extrasOf', { number: index + 1 })}
                    >
                      {t('manage.overview.extrasButton')}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => onAction({ kind: 'upgrade', itemId: item.ReservationItemId })}
                      aria-label={t('manage.overview.upgradeOf', { number: index + 1 })}
                    >
                      {t('manage.overview.upgrade')}
                    </button>
                    {item.CanBeCancelled && (
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() =>
                          onAction({ kind: 'cancelRoom', itemId: item.ReservationItemId })
                        }
                        aria-label={t('manage.overview.cancelRoomOf', { number: index + 1 })}
                      >
                        {t('manage.overview.cancelRoom')}
                      </button>
                    )}
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      <dl className="divide-y divide-dark/10 rounded bg-white shadow-sm">
        {totals.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{money(amount)}</dd>
          </div>
        ))}
        {reservation.PaymentMethod && (
          <div className="flex justify-between gap-4 px-4 py-2">
            <dt>{t('manage.overview.paidWith')}</dt>
            <dd>{reservation.PaymentMethod}</dd>
          </div>
        )}
      </dl>
      {reservation.CanBeCancelled && (
        <div className="space-y-2">
          <p>
            {reservation.FeeIfCancelledNow > 0
              ? t('manage.overview.cancelCosts', { fee: money(reservation.FeeIfCancelledNow) })
              : t('manage.overview.cancelFree')}
          </p>
          <button
            type="button"
            className={`${primaryButton} bg-negative`}
            onClick={() => onAction({ kind: 'cancelBooking' })}
          >
            {t('manage.cancelBooking')}
          </button>
        </div>
      )}
      {!reservation.IsCancelled && (
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          {/* The page's own URL with .ics: the calendar entry of the booking as it stands now. */}
          <a className="font-semibold underline" href={`${calendarHref}.ics`} download>
            {t('manage.overview.calendar')}
          </a>
          {reservation.PreCheckInUrl && (
            <a className="font-semibold underline" href={reservation.PreCheckInUrl}>
              {t('manage.overview.preCheckIn')}
            </a>
          )}
          {restaurantHref && (
            <a
              className="font-semibold underline"
              href={`${restaurantHref}?date=${reservation.DateFrom}`}
            >
              {t('manage.overview.table')}
            </a>
          )}
        </p>
      )}
      {reservation.History.length > 0 && (
        <section aria-labelledby="history-heading">
          <h3 id="history-heading" className="font-semibold">
            {t('manage.overview.history')}
          </h3>
          <ul className="list-disc ps-6">
            {reservation.History.map((change) => (
              <li key={change.When}>
                {/* The day as the stay's dates are written; the same on the server and in the
                    browser, whatever the guest's time zone. */}
                {formatStayDate(change.When.slice(0, 10))}: {change.Changes.join('; ')}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
