import { useState } from 'react';
import type { DateOptionsResult } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { searchDateOptions } from '../../stores/manage.ts';
import { primaryButton, secondaryButton, type StepProps } from './step-props.ts';

/** Spec §4 date change: new dates for some or all rooms, searched; no availability, or the re-priced rooms to accept. */
export function ChangeDatesStep({ reservation, headingRef, onBack, onReview }: StepProps) {
  const rooms = reservation.Items.filter((item) => !item.IsCancelled);
  const [from, setFrom] = useState(reservation.DateFrom);
  const [to, setTo] = useState(reservation.DateTo);
  const [chosen, setChosen] = useState<number[]>(() => rooms.map((item) => item.ReservationItemId));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DateOptionsResult | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, reservation.Currency);

  async function search(event: React.FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!from || !to || to <= from) {
      setMessage('Choose a departure date after the arrival date.');
      return;
    }
    if (!chosen.length) {
      setMessage('Choose at least one room to move.');
      return;
    }
    setBusy(true);
    const answer = await searchDateOptions(reservation, from, to, chosen);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setMessage(
      answer.value.Success
        ? null
        : (answer.value.Message ?? 'No rooms available on selected dates'),
    );
    setResult(answer.value);
  }

  return (
    <section aria-labelledby="change-dates-heading" className="space-y-4">
      <h2
        id="change-dates-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold"
      >
        Change dates
      </h2>
      <p>
        The rooms you choose move to the new dates. You will see the new price before anything
        changes.
      </p>
      <form
        onSubmit={(event) => void search(event)}
        className="flex flex-wrap items-end gap-4"
        noValidate
      >
        {rooms.length > 1 && (
          <fieldset className="w-full">
            <legend className="font-medium">Rooms to move</legend>
            {rooms.map((item, index) => (
              <label key={item.ReservationItemId} className="mr-4 inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(item.ReservationItemId)}
                  onChange={(event) =>
                    setChosen((ids) =>
                      event.target.checked
                        ? [...ids, item.ReservationItemId]
                        : ids.filter((id) => id !== item.ReservationItemId),
                    )
                  }
                />
                Room {index + 1}: {item.RoomTypeName}
              </label>
            ))}
          </fieldset>
        )}
        <label className="block">
          <span className="block font-medium">New arrival</span>
          <input
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="mt-1 rounded border border-dark/40 px-3 py-2"
          />
        </label>
        <label className="block">
          <span className="block font-medium">New departure</span>
          <input
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            className="mt-1 rounded border border-dark/40 px-3 py-2"
          />
        </label>
        <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
          {busy ? 'Checking…' : 'Check availability'}
        </button>
      </form>
      <div role="status">
        {message && (
          <p className="rounded border-l-4 border-warning bg-white p-3 font-medium">{message}</p>
        )}
      </div>
      {result?.Success && result.Summary && (
        <div className="space-y-3">
          <table className="w-full border-collapse bg-white text-left">
            <caption className="sr-only">Rooms on the new dates</caption>
            <thead>
              <tr className="border-b border-dark/20">
                <th scope="col" className="p-2">
                  Room
                </th>
                <th scope="col" className="p-2 text-right">
                  Was
                </th>
                <th scope="col" className="p-2 text-right">
                  New price
                </th>
                <th scope="col" className="p-2 text-right">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody>
              {result.ReservationItemRateRows.map((row) => (
                <tr key={row.ReservationItemId} className="border-b border-dark/10">
                  <th scope="row" className="p-2 font-normal">
                    {row.RoomTypeName}, {row.RatePlanName}
                  </th>
                  <td className="p-2 text-right tabular-nums">{money(row.OriginalTotalCost)}</td>
                  <td className="p-2 text-right tabular-nums">{money(row.TotalCost)}</td>
                  <td className="p-2 text-right font-semibold tabular-nums">
                    {row.Difference > 0 ? '+' : ''}
                    {money(row.Difference)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className={primaryButton}
            onClick={() =>
              onReview({ kind: 'update', dates: { from, to, itemIds: chosen } }, result.Summary!)
            }
          >
            Review the change
          </button>
        </div>
      )}
      <button type="button" className={secondaryButton} onClick={onBack}>
        Back to booking
      </button>
    </section>
  );
}
