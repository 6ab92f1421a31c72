import { addDays } from '../shared/clock.ts';
import { minorUnitDigits } from '../shared/money.ts';
import { splitNightly } from './nightly-split.ts';

/** One night of a booked room at the price the guest was sold it (VAT included). */
export interface PricedNight {
  readonly date: string;
  readonly amount: number;
}

/** The nights of a stay, arrival included, departure not. */
export function nightsOfStay(dateFrom: string, dateTo: string): string[] {
  const nights: string[] = [];
  for (let night = dateFrom; night < dateTo; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/**
 * A room's price night by night: the price the guest pays for the room (`roomCost`, after any
 * promotion or discount) shared over the nights in proportion to each night's own rate
 * (`nightPrice`), so the nights add up to `roomCost` exactly in the currency's minor units.
 */
export function pricedNights(
  roomCost: number,
  dateFrom: string,
  dateTo: string,
  nightPrice: (night: string) => number,
  currency: string,
): PricedNight[] {
  const nights = nightsOfStay(dateFrom, dateTo);
  const amounts = splitNightly(roomCost, nights.map(nightPrice), minorUnitDigits(currency));
  return nights.map((date, index) => ({ date, amount: amounts[index]! }));
}
