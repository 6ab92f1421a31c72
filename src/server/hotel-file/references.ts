import { addDays, daysBetween } from '../../domain/shared/clock.ts';
import type { HotelFile } from './hotel-file.ts';
import { WEEKDAYS, type Weekday } from './fields.ts';
import type { PathKey } from './issues.ts';
import { checkTranslations } from './translation-references.ts';

export interface ReferenceIssue {
  readonly keys: readonly PathKey[];
  readonly message: string;
}

/** Prices further ahead than this are refused: they would only fill the tables (spec: 36 months sold). */
const MAX_YEARS_AHEAD = 4;

interface Ranged {
  readonly from: string;
  readonly to: string;
  readonly weekdays?: readonly Weekday[] | undefined;
}

/** Whether two runs of nights share a night (same weekday when both name weekdays). */
export function rangesOverlap(a: Ranged, b: Ranged): boolean {
  if (a.from > b.to || b.from > a.to) return false;
  const days = (range: Ranged) => new Set(range.weekdays ?? WEEKDAYS);
  const aDays = days(a);
  const shared = [...days(b)].filter((day) => aDays.has(day));
  if (!shared.length) return false;
  // A short shared span may hold none of the shared weekdays.
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  if (daysBetween(from, to) >= 6) return true;
  for (let day = from; day <= to; day = addDays(day, 1))
    if (shared.includes(WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!)) return true;
  return false;
}

/**
 * What the schema alone cannot see: codes that name nothing, duplicates, overlapping prices, dates
 * in the past, a currency the hotel does not offer. `today` is the first night that may be priced.
 */
export function checkReferences(file: HotelFile, today?: string): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const add = (keys: readonly PathKey[], message: string) => issues.push({ keys, message });
  const { property } = file;
  const roomCodes = unique(file.roomTypes, (room) => room.code, ['roomTypes'], 'code', add);
  const planCodes = unique(file.ratePlans, (plan) => plan.code, ['ratePlans'], 'code', add);
  const promoCodes = unique(file.promoCodes, (promo) => promo.code, ['promoCodes'], 'code', add);
  const extraCodes = unique(file.extras, (extra) => extra.code, ['extras'], 'code', add);
  unique(file.giftVouchers, (voucher) => voucher.code, ['giftVouchers'], 'code', add);
  unique(file.restaurants, (restaurant) => restaurant.name, ['restaurants'], 'name', add);
  const locations = new Set(file.locations);
  const room = (keys: PathKey[], code: string) => {
    if (!roomCodes.has(code)) add(keys, `names room type ${code}, which the file does not define`);
  };
  const plan = (keys: PathKey[], code: string) => {
    if (!planCodes.has(code)) add(keys, `names rate plan ${code}, which the file does not define`);
  };

  if (!isTimeZone(property.timeZone))
    add(['property', 'timeZone'], `${property.timeZone} is not a time zone (e.g. Europe/London)`);
  if (!property.displayCurrencies.includes(property.currency))
    add(
      ['property', 'displayCurrencies'],
      `must include the hotel’s currency ${property.currency}`,
    );
  if (property.guests.defaultAdults > property.guests.maxAdultsPerRoom)
    add(['property', 'guests', 'defaultAdults'], 'must not be more than maxAdultsPerRoom');

  file.roomTypes.forEach((roomType, index) => {
    const at = ['roomTypes', index];
    const { occupancy } = roomType;
    if (occupancy.minimum > occupancy.maximum)
      add([...at, 'occupancy', 'minimum'], 'must not be more than maximum');
    if (occupancy.adults > occupancy.maximum)
      add([...at, 'occupancy', 'adults'], 'must not be more than maximum');
    if (occupancy.children > occupancy.maximum)
      add([...at, 'occupancy', 'children'], 'must not be more than maximum');
    if (roomType.location !== undefined && !locations.has(roomType.location))
      add(
        [...at, 'location'],
        `names location “${roomType.location}”, which locations does not list`,
      );
    roomType.upgradesTo.forEach((code, upgrade) => {
      room([...at, 'upgradesTo', upgrade], code);
      if (code === roomType.code)
        add([...at, 'upgradesTo', upgrade], 'must not be the room itself');
    });
  });

  file.ratePlans.forEach((ratePlan, index) => {
    ratePlan.roomTypes?.forEach((code, item) =>
      room(['ratePlans', index, 'roomTypes', item], code),
    );
    if (ratePlan.occupancy && ratePlan.occupancy.minimum > ratePlan.occupancy.maximum)
      add(['ratePlans', index, 'occupancy', 'minimum'], 'must not be more than maximum');
  });

  const checkRange = (keys: PathKey[], range: Ranged) => {
    if (range.from > range.to) add([...keys, 'to'], `must not be before from (${range.from})`);
    if (today && range.to < today) add([...keys, 'to'], `is in the past (today is ${today})`);
    if (today && daysBetween(today, range.to) > MAX_YEARS_AHEAD * 366)
      add([...keys, 'to'], `must be within ${MAX_YEARS_AHEAD} years`);
  };
  const soldOn = new Map(file.ratePlans.map((ratePlan) => [ratePlan.code, ratePlan.roomTypes]));
  file.prices.forEach((price, index) => {
    const at: PathKey[] = ['prices', index];
    room([...at, 'roomType'], price.roomType);
    plan([...at, 'ratePlan'], price.ratePlan);
    const only = soldOn.get(price.ratePlan);
    if (only && !only.includes(price.roomType))
      add([...at, 'roomType'], `rate plan ${price.ratePlan} is not sold on ${price.roomType}`);
    if (price.currency !== undefined && price.currency !== property.currency)
      add(
        [...at, 'currency'],
        `must be the hotel’s currency ${property.currency}; prices are entered in it`,
      );
    checkRange(at, price);
    for (let earlier = 0; earlier < index; earlier++) {
      const other = file.prices[earlier]!;
      if (
        other.roomType === price.roomType &&
        other.ratePlan === price.ratePlan &&
        rangesOverlap(other, price)
      )
        add(
          [...at, 'from'],
          `overlaps prices[${earlier}] (${other.from} to ${other.to}) for ${price.roomType} ${price.ratePlan}`,
        );
    }
  });
  file.roomsToSell.forEach((entry, index) => {
    const at: PathKey[] = ['roomsToSell', index];
    room([...at, 'roomType'], entry.roomType);
    checkRange(at, entry);
    for (let earlier = 0; earlier < index; earlier++) {
      const other = file.roomsToSell[earlier]!;
      if (other.roomType === entry.roomType && rangesOverlap(other, entry))
        add([...at, 'from'], `overlaps roomsToSell[${earlier}] (${other.from} to ${other.to})`);
    }
  });
  file.restrictions.forEach((entry, index) => {
    const at: PathKey[] = ['restrictions', index];
    if (entry.roomType !== undefined) room([...at, 'roomType'], entry.roomType);
    if (entry.ratePlan !== undefined) plan([...at, 'ratePlan'], entry.ratePlan);
    const rules = ['minStay', 'maxStay', 'closed', 'closedToArrival', 'closedToDeparture'] as const;
    if (rules.every((rule) => entry[rule] === undefined))
      add(at, `must set one of ${rules.join(', ')}`);
    if (entry.minStay !== undefined && entry.maxStay !== undefined && entry.maxStay < entry.minStay)
      add([...at, 'maxStay'], `must not be below minStay (${entry.minStay})`);
    checkRange(at, entry);
  });

  for (const [channel, ours] of Object.entries(file.channelManager?.roomTypes ?? {}))
    room(['channelManager', 'roomTypes', channel], ours);
  for (const [channel, ours] of Object.entries(file.channelManager?.ratePlans ?? {}))
    plan(['channelManager', 'ratePlans', channel], ours);
  for (const [channel, ours] of Object.entries(file.channelManager?.extras ?? {}))
    if (!extraCodes.has(ours))
      add(
        ['channelManager', 'extras', channel],
        `names extra ${ours}, which the file does not define`,
      );

  file.promoCodes.forEach((promo, index) => {
    if (promo.ratePlan !== undefined) plan(['promoCodes', index, 'ratePlan'], promo.ratePlan);
    if (promo.validFrom && promo.validTo && promo.validFrom > promo.validTo)
      add(['promoCodes', index, 'validTo'], 'must not be before validFrom');
  });
  file.giftVouchers.forEach((voucher, index) => {
    if (voucher.balance !== undefined && voucher.balance > voucher.amount)
      add(['giftVouchers', index, 'balance'], 'must not be more than amount');
  });
  file.offers.forEach((offer, index) => {
    if (offer.ratePlan !== undefined) plan(['offers', index, 'ratePlan'], offer.ratePlan);
    if (offer.promoCode !== undefined && !promoCodes.has(offer.promoCode.toUpperCase()))
      add(
        ['offers', index, 'promoCode'],
        `names promo code ${offer.promoCode}, which promoCodes does not list`,
      );
  });
  file.extras.forEach((extra, index) => {
    extra.roomTypes?.forEach((code, item) => room(['extras', index, 'roomTypes', item], code));
    extra.ratePlans?.forEach((code, item) => plan(['extras', index, 'ratePlans', item], code));
  });
  file.restaurants.forEach((restaurant, index) => {
    if (restaurant.partySize.min > restaurant.partySize.max)
      add(['restaurants', index, 'partySize', 'min'], 'must not be more than max');
    restaurant.promotions.forEach((promotion, item) =>
      promotion.slots.forEach((slot, slotIndex) => {
        if (!restaurant.slots.includes(slot))
          add(
            ['restaurants', index, 'promotions', item, 'slots', slotIndex],
            `${slot} is not one of the restaurant’s slots`,
          );
      }),
    );
  });
  checkTranslations(file, add);
  return issues;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function unique<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  at: PathKey[],
  field: string,
  add: (keys: readonly PathKey[], message: string) => void,
): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) add([...at, index, field], `${key} is used twice`);
    seen.add(key);
  });
  return seen;
}
