import {
  lazy,
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
import type { ServiceList } from '../../api/contract/services.ts';
import type { ExchangeRates } from '../../components/Price.tsx';
import { FlowStep, afterBookingSummary, viewportOf } from '../../domain/booking/flow.ts';
import { ratePrice } from '../../domain/booking/pricing.ts';
import type { RoomOccupancy } from '../../site/search-query.ts';
import { notify } from '../../stores/notifications.ts';
import { trackEcommerce } from '../../browser/ecommerce.ts';
import { roomItem } from '../../browser/basket-analytics.ts';
import { itemTotals } from '../../stores/basket-view.ts';
import {
  $basket,
  asBasket,
  changeServices,
  chooseRoom,
  chooseRoomsAgain,
  declineUpgrades,
  removeRoom,
  restoreBasket,
  reviewExtras,
  setRoomDetails,
  setServices,
  startBasket,
  upgradeRoom,
  type Basket,
  type BasketItem,
} from '../../stores/basket.ts';
import { currentStep, roomsLeft, shownBasket, upgradesFor } from './flow-state.ts';
import { guestsText } from '../../domain/booking/guests-text.ts';
import type { PriceTax } from '../../domain/booking/room-quote.ts';
import { isRecord } from '../../domain/shared/shape.ts';
import { grossAmount } from '../../domain/shared/vat.ts';
import { fullOffers, type LeanOffer, type LeftOut } from '../../site/lean-offers.ts';
import {
  offersForRoom,
  reuseOfferViews,
  type OfferView,
  type RateView,
} from '../../site/offer-view.ts';
import { ChosenOffer } from './ChosenOffer.tsx';
import { OfferCard } from './OfferCard.tsx';
import { serviceOptions } from './service-rules.ts';
import type { UpgradeView } from './UpgradeStep.tsx';
import type * as StepModule from './steps.ts';
import { NoAvailability, type AlternativeStay } from './NoAvailability.tsx';
import { formatStayDate } from '../../i18n/dates.ts';
import { t } from '../../i18n/rooms-messages.ts';
import { nightsText } from './words.ts';
import { whenIdle } from '../../components/when-idle.ts';
import { useStoreAs } from '../../components/use-store-as.ts';

// Shown only once a room is chosen: kept out of the first page load.
const loadRunningBasket = () =>
  import('./RunningBasket.tsx').then((module) => ({ default: module.RunningBasket }));
// The server draws it at once: a part that suspends while the server renders makes React stream
// inline scripts, which the pages' content security policy refuses.
const RunningBasket = import.meta.env.SSR
  ? (await loadRunningBasket()).default
  : lazy(loadRunningBasket);
// The steps after a room is chosen, and their texts, load once the page is up rather than with it:
// a guest reading the rates does not wait for them, and they are in place by the first choice.
let steps: typeof StepModule | null = null;
const loadSteps = () =>
  import('./steps.ts').then((module) => {
    steps = module;
  });

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
export default function RoomsAndRates(props: RoomsAndRatesProps) {
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
  const [services, setServiceLists] = useState<Record<string, ServiceList>>({});
  // Upgrades and extras are worked out from what is on the page, so they follow the other rooms.
  const step = currentStep(items, basket.removed, {
    upgrades: (index, item) => upgradeViews(index, item).length,
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
  const [configurations, setConfigurations] = useState<
    Record<number, { Id: number; Name: string }[]>
  >({});
  const heading = useRef<HTMLDivElement>(null);

  useEffect(
    () => startBasket(propertyCode, search.searchKey, search.rooms.length),
    [propertyCode, search.searchKey, search.rooms.length],
  );
  // GA4: the rooms this search lists for the first room, cheapest rate each.
  useEffect(() => {
    const first = search.rooms[0];
    if (!first) return;
    const views = offersForRoom(result.RoomTypes, first, result.NumberOfRoomsPerRoomTypeId, tax);
    if (!views.length) return;
    trackEcommerce('view_item_list', {
      currency: tax.currency,
      item_list_name: 'Rooms and rates',
      items: views.map((view, index) => ({
        item_id: `room-${view.offer.RoomType.RoomTypeId}`,
        item_name: view.offer.RoomType.Name,
        item_category: 'Room',
        price: view.fromPrice,
        quantity: 1,
        index,
      })),
    });
    // Once per search: the answer does not change while the page is open.
  }, [search.searchKey]);
  // Their code loads when the page is idle, not in the task that makes it live (its imports' preload
  // links alone are ~20 ms on a phone); a step asked for before then loads at once.
  useEffect(() => whenIdle(() => void loadRunningBasket()), []);
  // Loaded at idle, the module is only kept for the next render: telling React then would draw
  // every room card again, to the same page (~300 components). Only a step drawn without it asks.
  const Steps = steps;
  const [, setStepsLoaded] = useState(false);
  // A room's details (its photos) come with the steps' code.
  const [detailsOf, setDetailsOf] = useState<RoomTypeOffer['RoomType'] | null>(null);
  const stepsWanted =
    !!detailsOf ||
    (step.step !== FlowStep.RoomTypeSelection && step.step !== FlowStep.RatePlanSelection);
  useEffect(() => {
    if (Steps) return undefined;
    if (!stepsWanted) return whenIdle(() => void loadSteps());
    void loadSteps().then(() => setStepsLoaded(true));
    return undefined;
  }, [Steps, stepsWanted]);
  // A step chosen before its code arrived shows "Loading…"; its heading takes focus once it is drawn.
  const waitedForSteps = useRef(false);
  useEffect(() => {
    if (!Steps || !waitedForSteps.current) return;
    waitedForSteps.current = false;
    heading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [Steps]);
  const stepsLoading = () => {
    waitedForSteps.current = true;
    return <p role="status">{t('rooms.loading')}</p>;
  };

  // The room cards keep their views and their one choice handler while they show the same, so a
  // choice redraws only the cards it changed in the next room's list.
  const shownViews = useRef(new Map<number, OfferView>());
  const chooseRate = useRef<(offer: RoomTypeOffer, rate: RateView) => void>(() => undefined);
  // The room the list steps choose for: the choice handler and the list both take it.
  const roomIndex = step.roomIndex ?? 0;
  const roomOccupancy = search.rooms[roomIndex] as RoomOccupancy;
  useLayoutEffect(() => {
    chooseRate.current = (offer, rateView) => select(roomIndex, roomOccupancy, offer, rateView);
  });
  const onChooseRate = useCallback(
    (offer: RoomTypeOffer, rateView: RateView) => chooseRate.current(offer, rateView),
    [],
  );

  // Move focus to each new step's heading so keyboard and screen reader users follow the flow.
  const stepKey = `${step.step}-${step.roomIndex ?? ''}`;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (
      step.step === FlowStep.BookingSummary &&
      afterBookingSummary(viewportOf(window.innerWidth)) === 'scrollToTop'
    )
      window.scrollTo(0, 0);
    heading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [stepKey, step.step]);

  // Each step is a history entry holding the basket as it was: browser Back undoes the last choice
  // and Forward redoes it, instead of leaving for the search form.
  const shownStep = useRef<string | null>(null);
  const restoring = useRef(false);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const state: unknown = event.state;
      const earlier = asBasket(isRecord(state) ? state['stayfrontBasket'] : undefined);
      if (
        !earlier ||
        earlier.propertyCode !== propertyCode ||
        earlier.searchKey !== search.searchKey
      )
        return;
      restoring.current = true;
      restoreBasket(earlier);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [propertyCode, search.searchKey]);
  useEffect(() => {
    // Still the server's render: the stored basket is not shown yet.
    if (basket !== shownBasket($basket.get(), serverBasket)) return;
    const state = { ...(history.state as object | null), stayfrontBasket: basket };
    const newStep =
      shownStep.current !== null && shownStep.current !== stepKey && !restoring.current;
    if (newStep) history.pushState(state, '');
    else history.replaceState(state, '');
    restoring.current = false;
    shownStep.current = stepKey;
  }, [basket, stepKey, serverBasket]);

  // Extras are loaded per room type and rate once a room is chosen, to know whether there are any.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if (!item || asked.current.has(serviceKey(item))) continue;
      const key = serviceKey(item);
      asked.current.add(key);
      import('./loaders.ts')
        .then((loaders) =>
          loaders.loadServices({
            propertyId: propertyCode,
            roomTypeId: item.roomTypeId,
            ratePlanId: item.rate.RatePlanId,
            dateOfArrival: item.dateOfArrival,
            dateOfDeparture: item.dateOfDeparture,
          }),
        )
        .then(
          (list) => setServiceLists((current) => ({ ...current, [key]: list })),
          // Extras are optional: a failure must not block the booking, so it counts as none.
          () =>
            setServiceLists((current) => ({
              ...current,
              [key]: { Services: [], InventoryPerServiceId: {} },
            })),
        );
    }
  }, [items, propertyCode]);

  // The room configuration question (spec §5) needs the options of the room's type.
  const detailsItem =
    step.step === FlowStep.Occupancy && step.roomIndex !== undefined ? items[step.roomIndex] : null;
  useEffect(() => {
    if (!config.askRoomConfiguration || !detailsItem || configurations[detailsItem.roomTypeId])
      return;
    const roomTypeId = detailsItem.roomTypeId;
    import('./loaders.ts')
      .then((loaders) => loaders.loadRoomConfiguration(propertyCode, roomTypeId))
      .then(
        (options) => setConfigurations((current) => ({ ...current, [roomTypeId]: options })),
        () => setConfigurations((current) => ({ ...current, [roomTypeId]: [] })),
      );
  }, [config.askRoomConfiguration, detailsItem, configurations, propertyCode]);

  function select(
    index: number,
    occupancy: RoomOccupancy,
    offer: RoomTypeOffer,
    rateView: RateView,
  ): void {
    const left = roomsLeft(result.NumberOfRoomsPerRoomTypeId, items, index);
    if ((left[String(offer.RoomType.RoomTypeId)] ?? 0) < 1) {
      notify('negative', t('rooms.unavailable'));
      return;
    }
    const item: BasketItem = {
      dateOfArrival: search.arrive,
      dateOfDeparture: search.depart,
      numberOfAdults: occupancy.adults,
      numberOfChildren: occupancy.children,
      numberOfInfants: occupancy.infants,
      roomTypeId: offer.RoomType.RoomTypeId,
      roomTypeName: offer.RoomType.Name,
      imageUrl: offer.RoomType.ImageUrl,
      rate: rateView.rate,
      roomConfiguration: null,
      leadGuest: { FirstName: '', LastName: '' },
      services: [],
      haveSeenUpgrades: false,
      haveSeenServices: false,
    };
    chooseRoom(index, item);
    const chosen = {
      currency: tax.currency,
      item_list_name: 'Rooms and rates',
      items: [roomItem(item, rateView.price)],
    };
    trackEcommerce('select_item', chosen);
    trackEcommerce('add_to_cart', chosen);
  }

  function upgradeViews(index: number, item: BasketItem): UpgradeView[] {
    const occupancy = {
      adults: item.numberOfAdults,
      children: item.numberOfChildren,
      infants: item.numberOfInfants,
    };
    const left = roomsLeft(result.NumberOfRoomsPerRoomTypeId, items, index);
    return upgradesFor(item, ratePrice(item.rate, occupancy), result.RoomTypes, left).flatMap(
      (choice) => {
        const offer = result.RoomTypes.find((o) => o.RoomType.RoomTypeId === choice.roomTypeId);
        const rate = offer?.Rates.find((r) => r.RatePlanId === choice.rate.RatePlanId);
        if (!offer || !rate) return [];
        const gross = grossAmount(choice.totalCostDifference, tax.vatRate, tax.vatInclusive);
        return [
          {
            roomTypeId: choice.roomTypeId,
            name: offer.RoomType.Name,
            description: offer.RoomType.Description,
            imageUrl: offer.RoomType.ImageUrl,
            rate,
            difference: gross,
          },
        ];
      },
    );
  }

  const upgradeIndex = step.step === FlowStep.UpgradeSelection ? step.roomIndex : undefined;
  const upgradeItem = upgradeIndex !== undefined ? items[upgradeIndex] : null;
  const pendingUpgrades =
    upgradeIndex !== undefined && upgradeItem ? upgradeViews(upgradeIndex, upgradeItem) : [];

  const roomCount = search.rooms.length;
  let content;
  if (step.step === FlowStep.RoomTypeSelection || step.step === FlowStep.RatePlanSelection) {
    const views = reuseOfferViews(
      offersForRoom(
        result.RoomTypes,
        roomOccupancy,
        roomsLeft(result.NumberOfRoomsPerRoomTypeId, items, roomIndex),
        tax,
      ),
      shownViews.current,
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
    content = (
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
            onBook={() => select(roomIndex, roomOccupancy, chosenView.offer, chosenRate)}
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
              onDetails={setDetailsOf}
            />
          ))
        )}
      </section>
    );
  } else if (upgradeIndex !== undefined && upgradeItem) {
    const index = upgradeIndex;
    content =
      pendingUpgrades.length === 0 ? null : !Steps ? (
        stepsLoading()
      ) : (
        <Steps.UpgradeStep
          roomNumber={index + 1}
          currentName={upgradeItem.roomTypeName}
          upgrades={pendingUpgrades}
          currency={tax.currency}
          exchange={exchange}
          onUpgrade={(upgrade) =>
            upgradeRoom(index, {
              roomTypeId: upgrade.roomTypeId,
              roomTypeName: upgrade.name,
              imageUrl: upgrade.imageUrl,
              rate: upgrade.rate,
            })
          }
          onDecline={() => declineUpgrades(index)}
        />
      );
  } else if (step.step === FlowStep.Occupancy && step.roomIndex !== undefined && detailsItem) {
    const index = step.roomIndex;
    const options = config.askRoomConfiguration ? configurations[detailsItem.roomTypeId] : null;
    content =
      (config.askRoomConfiguration && options === undefined) || !Steps ? (
        stepsLoading()
      ) : (
        <Steps.RoomDetailsStep
          key={index}
          roomNumber={index + 1}
          roomTypeName={detailsItem.roomTypeName}
          initial={{ ...detailsItem.leadGuest, roomConfiguration: detailsItem.roomConfiguration }}
          configurationOptions={options ?? null}
          onSave={(details) => setRoomDetails(index, details)}
        />
      );
  } else if (
    step.step === FlowStep.Extras &&
    step.roomIndex !== undefined &&
    items[step.roomIndex]
  ) {
    const index = step.roomIndex;
    const item = items[index] as BasketItem;
    content = !Steps ? (
      stepsLoading()
    ) : (
      <Steps.ExtrasStep
        key={index}
        roomNumber={index + 1}
        item={item}
        otherRooms={items.filter((_, i) => i !== index)}
        list={services[serviceKey(item)] ?? null}
        tax={tax}
        exchange={exchange}
        onChange={(chosen) => changeServices(index, chosen)}
        onSave={(chosen, before) => {
          setServices(index, chosen);
          const costs = itemTotals({ ...item, services: chosen }, tax, today).serviceCosts;
          const added = chosen.flatMap((service, position) =>
            before.some(
              (had) => had.ServiceId === service.ServiceId && had.Quantity === service.Quantity,
            )
              ? []
              : [
                  {
                    item_id: `extra-${service.ServiceId}`,
                    item_name: service.Name,
                    item_category: 'Extra' as const,
                    price: costs[position] ?? 0,
                    quantity: 1,
                  },
                ],
          );
          if (added.length) trackEcommerce('add_to_cart', { currency: tax.currency, items: added });
        }}
      />
    );
  } else {
    content = !Steps ? (
      stepsLoading()
    ) : (
      <Steps.BookingSummary
        items={items}
        tax={tax}
        today={today}
        exchange={exchange}
        changeSearchUrl={search.changeSearchUrl}
        onRemove={removeRoom}
        onEditExtras={reviewExtras}
        onCheckout={() => location.assign(search.checkoutUrl)}
        onChooseAgain={chooseRoomsAgain}
      />
    );
  }

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
          roomCount={roomCount - basket.removed.length}
          tax={tax}
          today={today}
          exchange={exchange}
          onRemove={removeRoom}
        />
      </Suspense>
    </div>
  );
}

function serviceKey(item: BasketItem): string {
  return `${item.roomTypeId}:${item.rate.RatePlanId}`;
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
