import { serverApi } from './server-api.ts';
import { BookConfigSchema, type BookConfig } from '../api/contract/book.ts';
import type { Property } from '../api/contract/property.ts';
import { CountryListSchema } from '../api/contract/static-data.ts';
import { hotelClock } from '../domain/shared/clock.ts';

export type CheckoutData = {
  config: BookConfig;
  countries: { Id: number; Name: string }[];
  defaultCountryId: number;
  today: string;
  thisYear: number;
};

/** What the checkout page needs from the API before it renders (configuration and lists). */
export async function loadCheckout(property: Property, now: Date): Promise<CheckoutData> {
  const code = encodeURIComponent(property.PropertyCode);
  const [config, countries] = await Promise.all([
    serverApi.get(`Book/Config/${code}`, BookConfigSchema),
    serverApi.get(`StaticData/${code}/countries`, CountryListSchema),
  ]);
  const today = hotelClock(now, property.TimeZone).today;
  return {
    config,
    countries: countries.map(({ Id, Name }) => ({ Id, Name })),
    // The hotel's own country is the likeliest billing country; the guest can change it.
    defaultCountryId: countries.find((c) => c.Code === property.Address.CountryCode)?.Id ?? 0,
    today,
    thisYear: Number(today.slice(0, 4)),
  };
}
