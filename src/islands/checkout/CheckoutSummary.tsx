import { useStore } from '@nanostores/react';
import { displayAmount } from '../../components/Price.tsx';
import type { ExchangeRates } from '../../domain/shared/money.ts';
import { $displayCurrency } from '../../stores/currency.ts';
import { formatMoney } from '../../i18n/currency.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import type { Basket } from '../../stores/basket.ts';
import { basketTotals, itemTotals, totalLines } from '../../stores/basket-view.ts';
import { chargeSentence, withShownEquivalent } from '../../i18n/payment-words.ts';
import { guestsText } from '../../i18n/stay-words.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { paymentLines, type PaymentWay } from '../../domain/payment/payment-lines.ts';
import { paymentTermsText } from '../../site/rate-terms.ts';
import { t } from '../../i18n/checkout-messages.ts';
import { t as paymentT } from '../../i18n/payment-line-messages.ts';

/** The total charged, with its equivalent in the currency the guest chose, as the confirmation shows it. */
function TotalCharged(props: {
  total: number;
  parts: readonly number[];
  tax: PriceTax;
  exchange: ExchangeRates | null;
}) {
  const { total, tax, exchange } = props;
  const chosen = useStore($displayCurrency, { ssr: () => '' });
  const shown =
    chosen && chosen !== tax.currency && exchange?.rates[chosen]
      ? { Currency: chosen, Amount: displayAmount(total, exchange, chosen, props.parts).amount }
      : null;
  return <span>{withShownEquivalent(total, tax.currency, shown)}</span>;
}

type Props = {
  basket: Basket;
  tax: PriceTax;
  today: string;
  discount: number;
  editUrl: string;
  /** How the guest chose to pay: an invoice charges no card. */
  way: PaymentWay;
  exchange: ExchangeRates | null;
};

/** The basket beside the checkout form: what is booked, the total, and what is charged when. */
export function CheckoutSummary(props: Props) {
  const { basket, tax, today, discount, editUrl, way, exchange } = props;
  const money = (amount: number) => formatMoney(amount, tax.currency);
  const totals = basketTotals(basket.items, tax, today, discount);
  return (
    <section
      aria-labelledby="basket-heading"
      className="space-y-4 rounded-lg border border-tertiary/30 bg-white p-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="basket-heading" className="text-xl font-semibold text-primary">
          {t('checkout.summary.title')}
        </h2>
        <a className="text-primary underline" href={editUrl}>
          {t('checkout.summary.change')}
        </a>
      </div>
      <ol className="space-y-3">
        {basket.items.map((item, index) =>
          item ? (
            <li key={index} className="border-b border-tertiary/20 pb-3">
              <p className="font-semibold">
                {t('checkout.summary.room', { room: index + 1, name: item.roomTypeName })}
              </p>
              <p className="text-sm">
                {formatStayDate(item.dateOfArrival)} – {formatStayDate(item.dateOfDeparture)}
              </p>
              <p className="text-sm">
                {item.rate.Name}
                {paymentT('payment.line.separator')}
                {guestsText(item)}
              </p>
              {item.services.length > 0 && (
                <p className="text-sm">
                  {t('checkout.summary.extras')}{' '}
                  {item.services
                    .map((s) => (s.Quantity > 1 ? `${s.Name} × ${s.Quantity}` : s.Name))
                    .join(', ')}
                </p>
              )}
              <p className="text-sm">{paymentTermsText(item.rate)}</p>
              <p className="text-end font-semibold">{money(itemTotals(item, tax, today).total)}</p>
            </li>
          ) : null,
        )}
      </ol>
      {discount > 0 && (
        <p className="flex justify-between">
          <span>{t('checkout.voucher.label')}</span>
          <span>−{money(Math.min(discount, totals.total + discount))}</span>
        </p>
      )}
      <p className="flex items-baseline justify-between text-2xl font-bold">
        <span>{t('checkout.summary.total')}</span>
        <TotalCharged
          total={totals.total}
          // As Rooms & Rates converts a stay: its lines, while no voucher changes the total.
          parts={
            discount > 0
              ? []
              : basket.items.flatMap((item) =>
                  item ? totalLines(itemTotals(item, tax, today)) : [],
                )
          }
          tax={tax}
          exchange={exchange}
        />
      </p>
      <p className="text-sm">{t('checkout.summary.vat', { amount: money(totals.vat) })}</p>
      <p aria-live="polite">{chargeSentence(paymentLines(totals, way, tax.currency), money)}</p>
    </section>
  );
}
