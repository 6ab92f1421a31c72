import { Fragment } from 'react';
import type { ExchangeRates } from '../../components/Price.tsx';
import { Price } from '../../components/Price.tsx';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/rooms-step-messages.ts';
import type { BasketItem } from '../../stores/basket.ts';
import { basketTotals, itemTotals, totalLines } from '../../stores/basket-view.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { guestsText } from '../../i18n/stay-words.ts';
import { nightsText } from './words.ts';

type Props = {
  items: readonly (BasketItem | null)[];
  tax: PriceTax;
  today: string;
  exchange: ExchangeRates | null;
  changeSearchUrl: string;
  onRemove: (index: number) => void;
  onEditExtras: (index: number) => void;
  onCheckout: () => void;
  onChooseAgain: () => void;
};

/** Spec §4 booking summary: every room with its dates, rate, guests, extras and totals; the grand total first in weight. */
export function BookingSummary({
  items,
  tax,
  today,
  exchange,
  changeSearchUrl,
  onRemove,
  onEditExtras,
  onCheckout,
  onChooseAgain,
}: Props) {
  if (!items.some(Boolean)) {
    return (
      <section aria-labelledby="summary-heading" className="space-y-4">
        <h2 id="summary-heading" tabIndex={-1} className="text-2xl font-semibold text-primary">
          {t('rooms.summary.empty')}
        </h2>
        <p>{t('rooms.summary.emptyBody')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="button"
            className="rounded bg-primary px-6 py-3 font-semibold text-white"
            onClick={onChooseAgain}
          >
            {t('rooms.summary.chooseAgain')}
          </button>
          <a className="text-primary underline" href={changeSearchUrl}>
            {t('rooms.changeSearch')}
          </a>
        </div>
      </section>
    );
  }
  const totals = basketTotals(items, tax, today);
  const money = (amount: number, parts?: readonly number[]) => (
    <Price
      amount={amount}
      currency={tax.currency}
      exchange={exchange}
      {...(parts ? { parts } : {})}
    />
  );
  // In another display currency each total is the sum of its lines as shown.
  const lines = items.map((item) => (item ? totalLines(itemTotals(item, tax, today)) : []));
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" tabIndex={-1} className="text-2xl font-semibold text-primary">
        {t('rooms.summary.title')}
      </h2>
      <ol className="space-y-4">
        {items.map((item, index) => {
          if (!item) return null;
          const quote = itemTotals(item, tax, today);
          return (
            <li key={index} className="rounded-lg border border-tertiary/30 bg-white p-4">
              <h3 className="text-lg font-semibold">
                {t('rooms.roomName', { room: index + 1, name: item.roomTypeName })}
              </h3>
              {/* A long label (VAT, an extra) wraps rather than squeezing the amounts on a phone. */}
              <dl className="mt-2 grid grid-cols-[fit-content(40%)_1fr] gap-x-4 gap-y-1">
                <dt>{t('rooms.summary.dates')}</dt>
                <dd>
                  {t('rooms.summary.stay', {
                    dates: t('rooms.dates', {
                      from: formatStayDate(item.dateOfArrival),
                      to: formatStayDate(item.dateOfDeparture),
                    }),
                    nights: nightsText(quote.nights),
                  })}
                </dd>
                <dt>{t('rooms.summary.rate')}</dt>
                <dd>{item.rate.Name}</dd>
                <dt>{t('rooms.summary.guests')}</dt>
                <dd>
                  {t('rooms.summary.guestsLead', {
                    guests: guestsText(item),
                    first: item.leadGuest.FirstName,
                    last: item.leadGuest.LastName,
                  })}
                </dd>
                <dt>{t('rooms.summary.room')}</dt>
                <dd>{money(quote.roomCost)}</dd>
                {/* One line per extra, each with what it costs for the stay. */}
                {item.services.map((s, position) => (
                  <Fragment key={s.ServiceId}>
                    <dt>
                      {s.Quantity > 1 ? t('rooms.times', { a: s.Name, b: s.Quantity }) : s.Name}
                    </dt>
                    <dd>{money(quote.serviceCosts[position] ?? 0)}</dd>
                  </Fragment>
                ))}
                <dt>
                  {t(tax.vatInclusive ? 'rooms.summary.vatIncluded' : 'rooms.summary.vatAdded', {
                    rate: tax.vatRate,
                  })}
                </dt>
                <dd>{money(quote.vat)}</dd>
                <dt className="font-semibold">{t('rooms.summary.roomTotal')}</dt>
                <dd className="font-semibold">{money(quote.total, lines[index])}</dd>
              </dl>
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  type="button"
                  className="text-primary underline"
                  onClick={() => onEditExtras(index)}
                >
                  {t('rooms.summary.changeExtras')}
                  <span className="sr-only">
                    {' '}
                    {t('rooms.summary.forRoom', { room: index + 1 })}
                  </span>
                </button>
                <button
                  type="button"
                  className="text-negative underline"
                  onClick={() => onRemove(index)}
                >
                  {t('rooms.remove', { room: index + 1 })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="rounded-lg border-2 border-primary bg-white p-4">
        <p className="flex items-baseline justify-between text-2xl font-bold">
          <span>{t('rooms.total')}</span>
          {money(totals.total, lines.flat())}
        </p>
        <p className="text-sm">
          {t('rooms.summary.vatOf')} {money(totals.vat)} {t('rooms.summary.mandatory')}
        </p>
        <ul className="mt-2 space-y-1">
          <li className="flex justify-between">
            <span>{t('rooms.summary.dueNow')}</span>
            {money(totals.dueNow)}
          </li>
          {totals.dueLater > 0 && (
            <li className="flex justify-between">
              <span>{t('rooms.summary.dueLater')}</span>
              {money(totals.dueLater)}
            </li>
          )}
          {totals.dueAtHotel > 0 && (
            <li className="flex justify-between">
              <span>{t('rooms.summary.dueAtHotel')}</span>
              {money(totals.dueAtHotel)}
            </li>
          )}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="rounded bg-primary px-6 py-3 text-lg font-semibold text-white"
          onClick={onCheckout}
        >
          {t('rooms.summary.checkout')}
        </button>
        <a className="text-primary underline" href={changeSearchUrl}>
          {t('rooms.changeSearch')}
        </a>
      </div>
    </section>
  );
}
