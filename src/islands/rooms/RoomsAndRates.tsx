import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type {
  AvailabilitySearchResult,
  RoomTypeOffer,
} from '../../api/contract/availability-search.ts';
import { ShownCurrency, type ExchangeRates } from '../../components/Price.tsx';
import { FlowStep } from '../../domain/booking/flow.ts';
import type { RoomOccupancy } from '../../site/search-query.ts';
import {
  $basket,
  removeRoom,
  startBasket,
  type Basket,
  type BasketItem,
} from '../../stores/basket.ts';
import { currentStep, shownBasket } from './flow-state.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { fullOffers, type LeanOffer, type LeftOut } from '../../site/lean-offers.ts';
import type { OfferView, RateView } from '../../site/offer-view.ts';
import { chooseRoomStep } from './choose-room-step.tsx';
import { RunningBasket, useLaterSteps } from './later-code.tsx';
import type { AlternativeStay } from './NoAvailability.tsx';
import { useListedRoomsEvent } from './use-listed-rooms-event.ts';
import { selectRate } from './select-rate.ts';
import { serviceKey, serviceOptions } from './service-rules.ts';
import { upgradeViews } from './upgrade-views.ts';
import { useRoomConfigurations } from './use-room-configurations.ts';
import { useRoomServices } from './use-room-services.ts';
import { useStepNavigation } from './use-step-navigation.ts';
import { useStoreAs } from '../../components/use-store-as.ts';

export type RoomsAndRatesProps = {
  propertyCode: string;
  tax: PriceTax;
  contact: { telephone: string; email: string };
  config: {
    showMinimumStay: boolean;
    showOccupancy: boolean;
    askRoomConfiguration: boolean;
    noAvailabilityMessage: string | null;
  };
  search: {
    arrive: string;
    depart: string;
    nights: number;
    rooms: RoomOccupancy[];
    searchKey: string;
    changeSearchUrl: string;
    checkoutUrl: string;
  };
  /** The search answer, its offers without repeats and usual values (`leanOffers`). */
  result: Pick<AvailabilitySearchResult, 'NumberOfRoomsPerRoomTypeId' | 'Message'> & {
    RoomTypes: LeanOffer[];
  };
  /** What was left out of `result`'s offers. */
  leftOut: LeftOut;
  alternatives: AlternativeStay[];
  /** Nothing offered only because of the arrival's minimum stay: the longer stay, one click away. */
  minimumStay?: { nights: number; depart: string; url: string } | null;
  exchange: ExchangeRates | null;
  today: string;
  /** The room type and rate plan (codes) a metasearch landing link was for. */
  chosen?: { roomTypeCode: string; ratePlanCode: string | undefined } | undefined;
};

/**
 * Rooms & Rates (spec §2, §4): the guest fills room 1, room 2, … then upgrades, lead guests and
 * extras, up to the booking summary. The server renders the first room's choice; the basket in
 * sessionStorage takes over once hydrated.
 */
/**
 * Rooms & Rates as the page hydrates it; `currency` is the display currency the address asks for,
 * in which the server drew the prices.
 */
export default function RoomsAndRates({
  currency = '',
  ...props
}: RoomsAndRatesProps & { currency?: string | undefined }) {
  return (
    <ShownCurrency.Provider value={currency}>
      <RoomsAndRatesSteps {...props} />
    </ShownCurrency.Provider>
  );
}

function RoomsAndRatesSteps(props: RoomsAndRatesProps) {
  const { propertyCode, tax, search, exchange, today, config } = props;
  const result = useMemo(
    () => ({
      ...props.result,
      RoomTypes: fullOffers(props.result.RoomTypes, props.leftOut),
    }),
    [props.result, props.leftOut],
  );
  const serverBasket = useMemo<Basket>(
    () => ({
      propertyCode,
      searchKey: search.searchKey,
      items: search.rooms.map(() => null),
      removed: [],
    }),
    [propertyCode, search.searchKey, search.rooms],
  );
  // Drawn as the server drew it until the stored basket holds a choice for this search.
  const basket = useStoreAs($basket, (stored) => shownBasket(stored, serverBasket), serverBasket);
  const items = basket.items;
  const services = useRoomServices(items, propertyCode);
  const upgrades = (index: number, item: BasketItem) =>
    upgradeViews(result, items, tax, index, item);
  // Upgrades and extras are worked out from what is on the page, so they follow the other rooms.
  const step = currentStep(items, basket.removed, {
    upgrades: (index, item) => upgrades(index, item).length,
    hasExtras: (index, item) => {
      const list = services[serviceKey(item)];
      return (
        list === undefined ||
        serviceOptions(
          list,
          item,
          items.filter((_, i) => i !== index),
        ).length > 0
      );
    },
  });
  const heading = useRef<HTMLDivElement>(null);

  useEffect(
    () => startBasket(propertyCode, search.searchKey, search.rooms.length),
    [propertyCode, search.searchKey, search.rooms.length],
  );
  // A basket filled on a page in another language says this page's words (the switcher keeps it).
  useEffect(() => {
    if (basket !== serverBasket)
      void import('../../stores/basket-words.ts').then((words) =>
        words.nameBasket(basket, result, services),
      );
  }, [basket, serverBasket, result, services]);
  useListedRoomsEvent(result, search, tax);
  // A room's details (its photos) come with the steps' code.
  const [detailsOf, setDetailsOf] = useState<RoomTypeOffer['RoomType'] | null>(null);
  const [Steps, stepsLoading] = useLaterSteps(
    !!detailsOf ||
      (step.step !== FlowStep.RoomTypeSelection && step.step !== FlowStep.RatePlanSelection),
    heading,
  );

  // The room cards keep their views and their one choice handler while they show the same, so a
  // choice redraws only the cards it changed in the next room's list.
  const shownViews = useRef(new Map<number, OfferView>());
  const chooseRate = useRef<(offer: RoomTypeOffer, rate: RateView) => void>(() => undefined);
  // The room the list steps choose for: the choice handler and the list both take it.
  const roomIndex = step.roomIndex ?? 0;
  const roomOccupancy = search.rooms[roomIndex] as RoomOccupancy;
  const select = (offer: RoomTypeOffer, rateView: RateView) =>
    selectRate(result, items, search, tax, roomIndex, roomOccupancy, offer, rateView);
  useLayoutEffect(() => {
    chooseRate.current = select;
  });
  const onChooseRate = useCallback(
    (offer: RoomTypeOffer, rateView: RateView) => chooseRate.current(offer, rateView),
    [],
  );

  useStepNavigation(step, heading, basket, serverBasket);

  // The room configuration question (spec §5) needs the options of the room's type.
  const detailsItem =
    step.step === FlowStep.Occupancy && step.roomIndex !== undefined ? items[step.roomIndex] : null;
  const configurations = useRoomConfigurations(
    config.askRoomConfiguration,
    detailsItem,
    propertyCode,
  );

  const content =
    step.step === FlowStep.RoomTypeSelection || step.step === FlowStep.RatePlanSelection
      ? chooseRoomStep(
          props,
          result,
          items,
          roomIndex,
          roomOccupancy,
          shownViews.current,
          onChooseRate,
          select,
          setDetailsOf,
        )
      : // The steps after a room is chosen come with their code: until it is here, "Loading…".
        !Steps
        ? stepsLoading()
        : Steps.laterStep(
            props,
            step,
            items,
            upgrades,
            detailsItem,
            services,
            configurations,
            stepsLoading,
          );

  if (step.step === FlowStep.BookingSummary) return <div ref={heading}>{content}</div>;
  return (
    // A grid from the start: turning a block into a grid when the first room is chosen rebuilt the
    // layout of every card (style for ~280 elements, ~430 of ~500 boxes laid out again) inside
    // the tap; an empty basket draws the same as a block.
    <div
      ref={heading}
      className={
        items.some(Boolean)
          ? 'grid gap-6 pb-24 md:grid-cols-[1fr_20rem] md:items-start md:pb-0'
          : 'grid gap-6'
      }
    >
      <div>
        {content}
        {detailsOf && Steps && (
          <Steps.RoomDetailsDialog
            propertyCode={propertyCode}
            roomType={detailsOf}
            onClose={() => setDetailsOf(null)}
          />
        )}
      </div>
      <Suspense fallback={null}>
        <RunningBasket
          items={items}
          roomCount={search.rooms.length - basket.removed.length}
          tax={tax}
          today={today}
          exchange={exchange}
          onRemove={removeRoom}
        />
      </Suspense>
    </div>
  );
}
