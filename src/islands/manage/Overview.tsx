import type { Ref } from 'react';
import type { ManageReservation } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { primaryButton, secondaryButton } from './step-props.ts';

export type OverviewAction =
  | { kind: 'dates' }
  | { kind: 'guests' | 'extras' | 'upgrade' | 'cancelRoom'; itemId: number }
  | { kind: 'cancelBooking' };

const people = (adults: number, children: number, infants: number) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    children ? `${children} child${children === 1 ? '' : 'ren'}` : '',
    infants ? `${infants} infant${infants === 1 ? '' : 's'}` : '',
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
    ['Total (VAT included)', reservation.TotalCost],
    ...(reservation.CancellationFee > 0
      ? ([['of which cancellation fees', reservation.CancellationFee]] as [string, number][])
      : []),
    ['Paid', reservation.AmountPaid],
    ...(reservation.AmountDueLater > 0
      ? ([['Charged before arrival', reservation.AmountDueLater]] as [string, number][])
      : []),
    ['To pay at the hotel', reservation.AmountDueAtHotel],
  ];
  return (
    <section aria-labelledby="overview-heading" className="space-y-5">
      <h2 id="overview-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Your booking
      </h2>
      {reservation.RefusalReason && (
        <p className="rounded border-l-4 border-info bg-white p-3">{reservation.RefusalReason}</p>
      )}
      <dl className="grid gap-x-6 gap-y-2 rounded bg-white p-4 shadow-sm sm:grid-cols-2">
        <div>
          <dt className="text-sm text-dark/80">Booker</dt>
          <dd className="font-medium">
            {reservation.Booker.FirstName} {reservation.Booker.LastName}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-dark/80">Contact</dt>
          <dd>
            {reservation.Booker.Email}
            {reservation.Booker.Phone ? ` · ${reservation.Booker.Phone}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-dark/80">Arrival</dt>
          <dd className="font-medium">{formatStayDate(reservation.DateFrom)}</dd>
        </div>
        <div>
          <dt className="text-sm text-dark/80">Departure</dt>
          <dd className="font-medium">{formatStayDate(reservation.DateTo)}</dd>
        </div>
        {reservation.SpecialRequests && (
          <div className="sm:col-span-2">
            <dt className="text-sm text-dark/80">Special requests</dt>
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
          Change dates
        </button>
      )}
      <ol className="space-y-4">
        {reservation.Items.map((item, index) => (
          <li
            key={item.ReservationItemId}
            className={`rounded bg-white p-4 shadow-sm ${item.IsCancelled ? 'opacity-80' : ''}`}
          >
            <h3 className="text-lg font-semibold">
              Room {index + 1}: {item.RoomTypeName}
              {item.IsCancelled ? ' — cancelled' : ''}
            </h3>
            <p>
              {item.RatePlanName} · {formatStayDate(item.DateFrom)} – {formatStayDate(item.DateTo)}{' '}
              · {people(item.NumberOfAdults, item.NumberOfChildren, item.NumberOfInfants)}
            </p>
            <p>
              <span className="text-dark/80">Guests:</span>{' '}
              {item.Guests.map((guest) => `${guest.FirstName} ${guest.LastName}`).join(', ') || '—'}
            </p>
            <p>
              <span className="text-dark/80">Extras:</span>{' '}
              {item.Services.length
                ? item.Services.map(
                    (extra) => `${extra.Name} × ${extra.Quantity} (${money(extra.TotalCost)})`,
                  ).join(', ')
                : 'none'}
            </p>
            {item.IsCancelled ? (
              <p>
                {item.CancellationFee > 0
                  ? `Cancellation fee: ${money(item.CancellationFee)}`
                  : 'Cancelled free of charge'}
              </p>
            ) : (
              <>
                <p>
                  Room {money(item.TotalAccommodationPrice)} · Extras{' '}
                  {money(item.TotalServicesPrice)} · <strong>Total {money(item.TotalCost)}</strong>
                </p>
                <p className="text-sm">{item.Policy}</p>
                {reservation.CanBeEdited && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => onAction({ kind: 'guests', itemId: item.ReservationItemId })}
                      aria-label={`Edit guests of room ${index + 1}`}
                    >
                      Edit guests
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => onAction({ kind: 'extras', itemId: item.ReservationItemId })}
                      aria-label={`Manage extras of room ${index + 1}`}
                    >
                      Manage extras
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => onAction({ kind: 'upgrade', itemId: item.ReservationItemId })}
                      aria-label={`Upgrade room ${index + 1}`}
                    >
                      Upgrade room
                    </button>
                    {item.CanBeCancelled && (
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() =>
                          onAction({ kind: 'cancelRoom', itemId: item.ReservationItemId })
                        }
                        aria-label={`Cancel room ${index + 1}`}
                      >
                        Cancel room
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
            <dt>Paid with</dt>
            <dd>{reservation.PaymentMethod}</dd>
          </div>
        )}
      </dl>
      {reservation.CanBeCancelled && (
        <div className="space-y-2">
          <p>
            {reservation.FeeIfCancelledNow > 0
              ? `Cancelling the whole booking now costs ${money(reservation.FeeIfCancelledNow)}.`
              : 'You can cancel the whole booking free of charge now.'}
          </p>
          <button
            type="button"
            className={`${primaryButton} bg-negative`}
            onClick={() => onAction({ kind: 'cancelBooking' })}
          >
            Cancel booking
          </button>
        </div>
      )}
      {!reservation.IsCancelled && (
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          {/* The page's own URL with .ics: the calendar entry of the booking as it stands now. */}
          <a className="font-semibold underline" href={`${calendarHref}.ics`} download>
            Add to calendar
          </a>
          {reservation.PreCheckInUrl && (
            <a className="font-semibold underline" href={reservation.PreCheckInUrl}>
              Pre-check-in before you arrive
            </a>
          )}
          {restaurantHref && (
            <a
              className="font-semibold underline"
              href={`${restaurantHref}?date=${reservation.DateFrom}`}
            >
              Book a table
            </a>
          )}
        </p>
      )}
      {reservation.History.length > 0 && (
        <section aria-labelledby="history-heading">
          <h3 id="history-heading" className="font-semibold">
            Changes so far
          </h3>
          <ul className="list-disc pl-6">
            {reservation.History.map((change) => (
              <li key={change.When}>
                {new Date(change.When).toLocaleDateString('en-GB')}: {change.Changes.join('; ')}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
