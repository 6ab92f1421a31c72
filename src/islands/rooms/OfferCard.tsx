import { memo } from 'react';
import type { RoomTypeOffer } from '../../api/contract/availability-search.ts';
import type { ExchangeRates } from '../../components/Price.tsx';
import { Picture } from '../../components/Picture.tsx';
import { Price } from '../../components/Price.tsx';
import type { OfferView, RateView } from '../../site/offer-view.ts';
import { t } from '../../i18n/rooms-messages.ts';
import { RateInfo } from './RateInfo.tsx';
import { nightsText } from './words.ts';

type Props = {
  view: OfferView;
  currency: string;
  exchange: ExchangeRates | null;
  nights: number;
  showOccupancy: boolean;
  showMinimumStay: boolean;
  onSelect?: ((offer: RoomTypeOffer, rate: RateView) => void) | undefined;
  /** Opens the room's details (its photos and size). */
  onDetails?: ((roomType: RoomTypeOffer['RoomType']) => void) | undefined;
  /** The first card's picture is the page's largest paint: load it at once, first. */
  priority?: boolean | undefined;
};

/**
 * One room type with its rates for the active room (spec §2 Rooms and Rates). Drawn again only
 * when its props change: after a choice, the next room's list redraws just the cards it changed.
 */
export const OfferCard = memo(function OfferCard({
  view,
  currency,
  exchange,
  nights,
  showOccupancy,
  showMinimumStay,
  onSelect,
  onDetails,
  priority = false,
}: Props) {
  const { offer } = view;
  const roomType = offer.RoomType;
  const headingId = `room-type-${roomType.RoomTypeId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-tertiary/30 bg-white shadow-sm md:grid md:grid-cols-[18rem_1fr]"
    >
      {roomType.ImageUrl ? (
        <Picture
          src={roomType.ImageUrl}
          alt={roomType.Name}
          width={576}
          height={384}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="aspect-[2/1] h-auto w-full object-cover md:h-full"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[3/2] bg-secondary/20" />
      )}
      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex-1">
            <h3 id={headingId} className="text-xl font-semibold text-primary">
              {roomType.Name}
            </h3>
            {showOccupancy && (
              <p className="text-sm">
                {t('rooms.offer.sleeps', {
                  max: roomType.MaximumOccupancy,
                  adults: roomType.AdultMaximumOccupancy,
                })}
              </p>
            )}
          </div>
          <div className="ms-auto text-end">
            <p className="text-sm">{t('rooms.offer.from')}</p>
            <p className="text-2xl font-bold">
              <Price amount={view.fromPrice} currency={currency} exchange={exchange} />
            </p>
            {view.fromWasPrice !== null && (
              <p className="text-sm">
                <span className="sr-only">{t('rooms.was')} </span>
                <s>
                  <Price amount={view.fromWasPrice} currency={currency} exchange={exchange} />
                </s>
              </p>
            )}
            <p className="max-w-44 text-xs">
              {t('rooms.offer.total', { nights: nightsText(nights) })}
            </p>
          </div>
        </div>
        <p>{roomType.Description}</p>
        <button
          type="button"
          className="needs-js inline-flex min-h-6 items-center text-sm text-primary underline"
          aria-haspopup="dialog"
          aria-describedby={headingId}
          onClick={() => onDetails?.(roomType)}
        >
          {t('rooms.offer.details')}
        </button>
        <div className="flex flex-wrap gap-2">
          {view.fewLeft && (
            <span className="rounded bg-warning px-2 py-1 text-sm font-semibold text-white">
              {t('rooms.offer.left', { count: view.roomsLeft })}
            </span>
          )}
          {showMinimumStay && view.minStay > 1 && (
            <span className="rounded bg-info px-2 py-1 text-sm text-white">
              {t('rooms.offer.minStay', { nights: view.minStay })}
            </span>
          )}
        </div>
        <ul className="divide-y divide-tertiary/20 border-t border-tertiary/20">
          {view.rates.map((rateView) => (
            <li
              key={rateView.rate.RatePlanId}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div>
                <p className="font-semibold">{rateView.rate.Name}</p>
                {rateView.rate.IncludedMeal && (
                  <p className="text-sm">{rateView.rate.IncludedMeal}</p>
                )}
                <RateInfo rate={rateView.rate} roomTypeName={roomType.Name} />
              </div>
              {/* At the row's end even when a long rate name puts it on a line of its own. */}
              <div className="ms-auto flex items-center gap-3">
                <div className="text-end">
                  <p className="text-lg font-bold">
                    <Price amount={rateView.price} currency={currency} exchange={exchange} />
                  </p>
                  {rateView.wasPrice !== null && (
                    <p className="text-sm">
                      <span className="sr-only">{t('rooms.was')} </span>
                      <s>
                        <Price amount={rateView.wasPrice} currency={currency} exchange={exchange} />
                      </s>
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  className="needs-js rounded bg-primary px-4 py-2 font-semibold text-white disabled:opacity-60"
                  onClick={() => onSelect?.(offer, rateView)}
                  disabled={!onSelect}
                >
                  {t('rooms.offer.select')}
                  <span className="sr-only">
                    {' '}
                    {t('rooms.offer.selectWhat', { rate: rateView.rate.Name, room: roomType.Name })}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
});
