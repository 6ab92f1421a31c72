import { useState } from 'react';
import type { DateOptionsResult } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/manage-step-messages.ts';
import { searchDateOptions } from '../../stores/manage.ts';
import { primaryButton, roomName, secondaryButton, type StepProps } from './step-props.ts';
import { Notice } from '../../components/Notice.tsx';

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

  async function search(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!from || !to || to <= from) {
      setMessage(t('manage.dates.order'));
      return;
    }
    if (!chosen.length) {
      setMessage(t('manage.dates.noRoom'));
      return;
    }
    setBusy(true);
    const answer = await searchDateOptions(reservation, from, to, chosen);
    setBusy(false);
    if (!answer.ok) return setMessage(answer.message);
    setMessage(answer.value.Success ? null : (answer.value.Message ?? t('manage.dates.none')));
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
        {t('manage.changeDates')}
      </h2>
      <p>{t('manage.dates.intro')}</p>
      <form
        onSubmit={(event) => void search(event)}
        className="flex flex-wrap items-end gap-4"
        noValidate
      >
        {rooms.length > 1 && (
          <fieldset className="w-full">
            <legend className="font-medium">{t('manage.dates.rooms')}</legend>
            {rooms.map((item, index) => (
              <label key={item.ReservationItemId} className="me-4 inline-flex items-center gap-2">
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
                {roomName(index, item.RoomTypeName)}
              </label>
            ))}
          </fieldset>
        )}
        <label className="block">
          <span className="block font-medium">{t('manage.dates.arrival')}</span>
          <input
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="mt-1 rounded border border-dark/40 px-3 py-2"
          />
        </label>
        <label className="block">
          <span className="block font-medium">{t('manage.dates.departure')}</span>
          <input
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            className="mt-1 rounded border border-dark/40 px-3 py-2"
          />
        </label>
        <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
          {t(busy ? 'manage.dates.checking' : 'manage.dates.check')}
        </button>
      </form>
      <div role="status">{message && <Notice tone="warning">{message}</Notice>}</div>
      {result?.Success && result.Summary && (
        <div className="space-y-3">
          <div className="overflow-x-auto">
            <table className="w-full border-collapse bg-white text-sm sm:text-base">
              <caption className="sr-only">{t('manage.dates.caption')}</caption>
              <thead>
                <tr className="border-b border-dark/20">
                  <th scope="col" className="px-1 py-2 sm:p-2 text-start">
                    {t('manage.dates.room')}
                  </th>
                  <th scope="col" className="px-1 py-2 sm:p-2 text-end">
                    {t('manage.dates.was')}
                  </th>
                  <th scope="col" className="px-1 py-2 sm:p-2 text-end">
                    {t('manage.dates.newPrice')}
                  </th>
                  <th scope="col" className="px-1 py-2 sm:p-2 text-end">
                    {t('manage.difference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.ReservationItemRateRows.map((row) => (
                  <tr key={row.ReservationItemId} className="border-b border-dark/10">
                    <th scope="row" className="px-1 py-2 sm:p-2 text-start font-normal">
                      {row.RoomTypeName}, {row.RatePlanName}
                    </th>
                    <td className="px-1 py-2 sm:p-2 text-end tabular-nums">
                      {money(row.OriginalTotalCost)}
                    </td>
                    <td className="px-1 py-2 sm:p-2 text-end tabular-nums">
                      {money(row.TotalCost)}
                    </td>
                    <td className="px-1 py-2 sm:p-2 text-end font-semibold tabular-nums">
                      {row.Difference > 0 ? '+' : ''}
                      {money(row.Difference)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className={primaryButton}
            onClick={() =>
              onReview({ kind: 'update', dates: { from, to, itemIds: chosen } }, result.Summary!)
            }
          >
            {t('manage.review')}
          </button>
        </div>
      )}
      <button type="button" className={secondaryButton} onClick={onBack}>
        {t('manage.back')}
      </button>
    </section>
  );
}
