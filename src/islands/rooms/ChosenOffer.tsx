import type { ExchangeRates } from '../../components/Price.tsx';
import { Price } from '../../components/Price.tsx';
import { t } from '../../i18n/rooms-messages.ts';
import type { RateView } from '../../site/offer-view.ts';

type Props = {
  roomTypeName: string;
  rate: RateView;
  stayWords: string;
  currency: string;
  exchange: ExchangeRates | null;
  onBook: () => void;
};

/**
 * The room and rate a metasearch link (Google's free booking links) was for, chosen and
 * priced for the whole stay before anything else: the price the guest clicked is the one in view.
 */
export function ChosenOffer({ roomTypeName, rate, stayWords, currency, exchange, onBook }: Props) {
  return (
    <section
      aria-labelledby="chosen-heading"
      className="rounded-lg border-2 border-primary bg-white p-4"
      data-chosen-offer
    >
      <h3 id="chosen-heading" className="text-lg font-semibold">
        {t('rooms.chosen.title')}
      </h3>
      <p className="mt-1">
        <strong>{roomTypeName}</strong>, {rate.rate.Name}
      </p>
      <p className="text-sm">{stayWords}</p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold">
        <span>{t('rooms.total')}</span>
        <Price
          amount={rate.price}
          currency={currency}
          exchange={exchange}
          className="tabular-nums"
        />
      </p>
      <p className="text-sm">{t('rooms.chosen.wholeStay')}</p>
      <button
        type="button"
        className="needs-js mt-3 rounded bg-primary px-6 py-2 font-semibold text-white"
        onClick={onBook}
      >
        {t('rooms.chosen.book')}
        <span className="sr-only">
          {t('rooms.chosen.bookWhat', { room: roomTypeName, rate: rate.rate.Name })}
        </span>
      </button>
    </section>
  );
}
