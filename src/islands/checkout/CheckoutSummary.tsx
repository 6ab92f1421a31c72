import { formatMoney } from '../../i18n/currency.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import type { Basket } from '../../stores/basket.ts';
import { basketTotals, itemTotals } from '../../stores/basket-view.ts';
import { guestsText } from '../../domain/booking/guests-text.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { paymentTermsText } from '../../site/rate-terms.ts';

type Props = { basket: Basket; tax: PriceTax; today: string; discount: number; editUrl: string };

/** The basket beside the checkout form: what is booked, the total, and what is charged when. */
export function CheckoutSummary({ basket, tax, today, discount, editUrl }: Props) {
  const money = (amount: number) => formatMoney(amount, tax.currency);
  const totals = basketTotals(basket.items, tax, today, discount);
  return (
    <section
      aria-labelledby="basket-heading"
      className="space-y-4 rounded-lg border border-tertiary/30 bg-white p-4"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="basket-heading" className="text-xl font-semibold text-primary">
          Your stay
        </h2>
        <a className="text-primary underline" href={editUrl}>
          Change rooms
        </a>
      </div>
      <ol className="space-y-3">
        {basket.items.map((item, index) =>
          item ? (
            <li key={index} className="border-b border-tertiary/20 pb-3">
              <p className="font-semibold">
                Room {index + 1}: {item.roomTypeName}
              </p>
              <p className="text-sm">
                {formatStayDate(item.dateOfArrival)} – {formatStayDate(item.dateOfDeparture)}
              </p>
              <p className="text-sm">
                {item.rate.Name}; {guestsText(item)}
              </p>
              {item.services.length > 0 && (
                <p className="text-sm">
                  Extras:{' '}
                  {item.services
                    .map((s) => (s.Quantity > 1 ? `${s.Name} × ${s.Quantity}` : s.Name))
                    .join(', ')}
                </p>
              )}
              <p className="text-sm">{paymentTermsText(item.rate)}</p>
              <p className="text-right font-semibold">
                {money(itemTotals(item, tax, today).total)}
              </p>
            </li>
          ) : null,
        )}
      </ol>
      {discount > 0 && (
        <p className="flex justify-between">
          <span>Gift voucher</span>
          <span>−{money(Math.min(discount, totals.total + discount))}</span>
        </p>
      )}
      <p className="flex items-baseline justify-between text-2xl font-bold">
        <span>Total</span>
        <span>{money(totals.total)}</span>
      </p>
      <p className="text-sm">Includes VAT of {money(totals.vat)}. No other charges.</p>
      <p aria-live="polite">{chargeSentence(totals, money)}</p>
    </section>
  );
}

/** "The amount charged now and later in words" (issue 5). */
export function chargeSentence(
  totals: { dueNow: number; dueLater: number; dueAtHotel: number },
  money: (n: number) => string,
): string {
  const parts = [
    totals.dueNow > 0 ? `${money(totals.dueNow)} is charged now` : 'Nothing is charged now',
    totals.dueLater > 0 ? `${money(totals.dueLater)} is charged before you arrive` : '',
    totals.dueAtHotel > 0 ? `${money(totals.dueAtHotel)} is paid at the hotel` : '',
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}
