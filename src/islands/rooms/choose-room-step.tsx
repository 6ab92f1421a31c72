import type { RoomTypeOffer } from '../../api/contract/availability-search.ts';
import { guestsText } from '../../i18n/stay-words.ts';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/rooms-messages.ts';
import {
  offersForRoom,
  reuseOfferViews,
  type OfferView,
  type RateView,
} from '../../site/offer-view.ts';
import type { RoomOccupancy } from '../../site/search-query.ts';
import type { BasketItem } from '../../stores/basket.ts';
import { ChosenOffer } from './ChosenOffer.tsx';
import { roomsLeft } from './flow-state.ts';
import { NoAvailability } from './NoAvailability.tsx';
import { OfferCard } from './OfferCard.tsx';
import type { RoomsAndRatesProps } from './RoomsAndRates.tsx';
import { nightsText } from './words.ts';

/**
 * The room list of one room of the search (spec §4): its rooms and rates, or why there are none.
 * Drawn by a function rather than a component: the island's tree is as it was drawn inline, and
 * arguments cost the page no prop names.
 * `result`: the search's answer with every offer in full; `roomIndex`: the room this list chooses
 * for, `roomOccupancy` its guests; `shownViews`: the views the cards showed last, kept while they
 * show the same (`reuseOfferViews`); `onChooseRate`: the cards' one choice handler, the same
 * across renders; `onBook`: books the room and rate a metasearch landing link was for.
 */
export function chooseRoomStep(
  props: RoomsAndRatesProps,
  result: Omit<RoomsAndRatesProps['result'], 'RoomTypes'> & { RoomTypes: RoomTypeOffer[] },
  items: readonly (BasketItem | null)[],
  roomIndex: number,
  roomOccupancy: RoomOccupancy,
  shownViews: Map<number, OfferView>,
  onChooseRate: (offer: RoomTypeOffer, rate: RateView) => void,
  onBook: (offer: RoomTypeOffer, rate: RateView) => void,
  onDetails: (roomType: RoomTypeOffer['RoomType']) => void,
) {
  const { propertyCode, tax, search, exchange, today, config } = props;
  const roomCount = search.rooms.length;
  const views = reuseOfferViews(
    offersForRoom(
      result.RoomTypes,
      roomOccupancy,
      roomsLeft(result.NumberOfRoomsPerRoomTypeId, items, roomIndex),
      tax,
    ),
    shownViews,
  );
  const chosenView =
    roomIndex === 0 && props.chosen
      ? views.find((view) => view.offer.RoomType.RoomTypeCode === props.chosen?.roomTypeCode)
      : undefined;
  const chosenRate = chosenView?.rates.find(
    (rateView) =>
      !props.chosen?.ratePlanCode || rateView.rate.RatePlanCode === props.chosen.ratePlanCode,
  );
  const guests = guestsText({
    numberOfAdults: roomOccupancy.adults,
    numberOfChildren: roomOccupancy.children,
    numberOfInfants: roomOccupancy.infants,
  });
  return (
    <section aria-labelledby="choose-heading" className="space-y-4">
      <h2 id="choose-heading" tabIndex={-1} className="text-2xl font-semibold text-primary">
        {roomCount > 1
          ? t('rooms.choose.titleOf', { room: roomIndex + 1, rooms: roomCount, guests })
          : t('rooms.choose.title', { guests })}
      </h2>
      {chosenView && chosenRate && (
        <ChosenOffer
          roomTypeName={chosenView.offer.RoomType.Name}
          rate={chosenRate}
          stayWords={t('rooms.chosen.stay', {
            dates: t('rooms.dates', {
              from: formatStayDate(search.arrive),
              to: formatStayDate(search.depart),
            }),
            nights: nightsText(search.nights),
            guests,
          })}
          currency={tax.currency}
          exchange={exchange}
          onBook={() => onBook(chosenView.offer, chosenRate)}
        />
      )}
      {views.length === 0 ? (
        <NoAvailability
          reason={noAvailabilityReason(result, roomCount, roomIndex)}
          // Other dates help only when the dates are the reason: not for the number of guests.
          changeDates={
            result.RoomTypes.length === 0
              ? {
                  propertyCode,
                  today,
                  searchKey: search.searchKey,
                  arrive: search.arrive,
                  depart: search.depart,
                }
              : null
          }
          // The hotel's "we are full" words only when the hotel is full: not beside a minimum-stay or guests reason.
          hotelMessage={
            props.minimumStay || result.RoomTypes.length > 0 ? null : config.noAvailabilityMessage
          }
          fix={
            props.minimumStay
              ? {
                  url: props.minimumStay.url,
                  text: t('rooms.none.minStay', {
                    nights: props.minimumStay.nights,
                    date: formatStayDate(props.minimumStay.depart),
                  }),
                }
              : result.RoomTypes.length > 0
                ? { url: search.changeSearchUrl, text: t('rooms.none.changeGuests') }
                : null
          }
          contact={props.contact}
          alternatives={props.alternatives}
          currency={tax.currency}
          exchange={exchange}
        />
      ) : (
        views.map((view, position) => (
          <OfferCard
            key={view.offer.RoomType.RoomTypeId}
            priority={position === 0}
            view={view}
            currency={tax.currency}
            exchange={exchange}
            nights={search.nights}
            showOccupancy={config.showOccupancy}
            showMinimumStay={config.showMinimumStay}
            onSelect={onChooseRate}
            onDetails={onDetails}
          />
        ))
      )}
    </section>
  );
}

/** Spec §8: which "not available" message fits. */
function noAvailabilityReason(
  result: RoomsAndRatesProps['result'],
  roomCount: number,
  index: number,
): string {
  if (result.RoomTypes.length === 0) return result.Message ?? t('rooms.none.dates');
  if (roomCount > 1 && index > 0) return t('rooms.none.combination');
  return t('rooms.none.guests');
}
