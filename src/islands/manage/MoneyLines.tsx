import type { AmendmentSummary } from '../../api/contract/manage-booking.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { t } from '../../i18n/manage-step-messages.ts';

/** The money of a change before it is confirmed: old and new total, fee, what moves now and what is left. */
export function MoneyLines({ summary }: { summary: AmendmentSummary }) {
  const money = (amount: number) => formatMoney(amount, summary.Currency);
  const card = summary.PaymentMethod
    ? t('manage.money.yourCard', { method: summary.PaymentMethod })
    : t('manage.money.original');
  const rows: [string, string][] = [
    [t('manage.money.before'), money(summary.OldTotal)],
    [t('manage.money.newTotal'), money(summary.NewTotal)],
    [t('manage.difference'), `${summary.Difference > 0 ? '+' : ''}${money(summary.Difference)}`],
  ];
  if (summary.Fee > 0) rows.push([t('manage.money.fee'), money(summary.Fee)]);
  rows.push([t('manage.money.charged', { card }), money(summary.ChargeNow)]);
  rows.push([t('manage.money.refunded', { card }), money(summary.Refund)]);
  if (summary.AmountDueLater > 0) rows.push([t('manage.dueLater'), money(summary.AmountDueLater)]);
  if (summary.AmountDueAtHotel > 0)
    rows.push([t('manage.dueAtHotel'), money(summary.AmountDueAtHotel)]);
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
