import type { ExchangeRates } from '../../components/Price.tsx';
import { Price } from '../../components/Price.tsx';
import { t } from '../../i18n/rooms-messages.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import type { BasketItem } from '../../stores/basket.ts';
import { basketTotals, itemTotals, totalLines } from '../../stores/basket-view.ts';

type Props = {
  items: readonly (BasketItem | null)[];
  /** Searched rooms still in the booking. */
  roomCount: number;
  tax: PriceTax;
  today: string;
  exchange: ExchangeRates | null;
  onRemove: (index: number) => void;
};

/**
 * The rooms chosen so far and the running total, in view at every step before the summary (issue
 * 14): beside the step on a wide screen, and as a bar pinned to the bottom of a phone's screen.
 */
export function RunningBasket({ items, roomCount, tax, today, exchange, onRemove }: Props) {
  const chosen = items.flatMap((item, index) => (item ? [{ item, index }] : []));
  if (chosen.length === 0) return null;
  const total = basketTotals(items, tax, today).total;
  const quoted = chosen.map(({ item }) => itemTotals(item, tax, today));
  const money = (amount: number, parts: readonly number[]) => (
    <Price amount={amount} currency={tax.currency} exchange={exchange} parts={parts} />
  );
  const allLines = quoted.flatMap(totalLines);
  const progress = t(
    roomCount === 1 ? 'rooms.basket.progress.one' : 'rooms.basket.progress.other',
    {
      chosen: chosen.length,
      count: roomCount,
    },
  );
  return (
    <>
      <aside
        id="basket"
        aria-labelledby="basket-heading"
        className="scroll-mt-4 rounded-lg border border-tertiary/40 bg-white p-4 md:sticky md:top-4"
      >
        <h2 id="basket-heading" className="text-lg font-semibold">
          {t('rooms.basket.title')}
        </h2>
        <ol className="mt-2 space-y-3">
          {chosen.map(({ item, index }, position) => (
            <li key={index} className="border-b border-tertiary/20 pb-2">
              <p className="font-semibold">
                {t('rooms.roomName', { room: index + 1, name: item.roomTypeName })}
              </p>
              <p className="text-sm">{item.rate.Name}</p>
              <p className="flex items-center justify-between gap-2">
                {money(quoted[position]!.total, totalLines(quoted[position]!))}
                <button
                  type="button"
                  className="inline-flex min-h-6 items-center text-sm text-negative underline"
                  onClick={() => onRemove(index)}
                >
                  {t('rooms.remove', { room: index + 1 })}
                </button>
              </p>
            </li>
          ))}
        </ol>
        <p
          className="mt-3 flex items-baseline justify-between text-lg font-bold"
          data-testid="running-total"
        >
          <span>{t('rooms.basket.totalSoFar')}</span>
          {money(total, allLines)}
        </p>
        <p className="text-sm">{t('rooms.basket.taxes', { progress })}</p>
      </aside>
      {/* The phone keeps the total in sight while the guest scrolls through rooms. */}
      <div className="fixed inset-x-0 bottom-0 z-10 flex items-center justify-between gap-3 border-t border-tertiary/40 bg-white px-4 py-3 shadow-lg md:hidden">
        <p>
          <span className="block text-sm">{progress}</span>
          <span className="font-bold">
            {t('rooms.total')} {money(total, allLines)}
          </span>
        </p>
        <a
          href="#basket"
          className="inline-flex min-h-11 items-center rounded border-2 border-primary px-4 font-semibold text-primary"
        >
          {t('rooms.basket.view')}
        </a>
      </div>
    </>
  );
}
