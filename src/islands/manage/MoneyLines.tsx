import type { AmendmentSummary } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';

/** The money of a change before it is confirmed: old and new total, fee, what moves now and what is left. */
export function MoneyLines({ summary }: { summary: AmendmentSummary }) {
  const money = (amount: number) => formatMoney(amount, summary.Currency);
  const card = summary.PaymentMethod ? ` your ${summary.PaymentMethod}` : ' your original payment';
  const rows: [string, string][] = [
    ['Total before', money(summary.OldTotal)],
    ['New total', money(summary.NewTotal)],
    ['Difference', `${summary.Difference > 0 ? '+' : ''}${money(summary.Difference)}`],
  ];
  if (summary.Fee > 0) rows.push(['Cancellation fee', money(summary.Fee)]);
  rows.push([`Charged now to${card}`, money(summary.ChargeNow)]);
  rows.push([`Refunded now to${card}`, money(summary.Refund)]);
  if (summary.AmountDueLater > 0)
    rows.push(['Charged before arrival', money(summary.AmountDueLater)]);
  if (summary.AmountDueAtHotel > 0)
    rows.push(['To pay at the hotel', money(summary.AmountDueAtHotel)]);
  return (
    <dl className="divide-y divide-dark/10 rounded border border-dark/15 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-3 py-2">
          <dt>{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
