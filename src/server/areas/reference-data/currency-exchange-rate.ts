import { inArray } from 'drizzle-orm';
import type {
  CurrencyExchangeRateQuery,
  CurrencyExchangeRates,
} from '../../../api/contract/currency-exchange-rate.ts';
import { roundMoney, shownInCurrency } from '../../../domain/shared/money.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { getPropertyRow, resolvePropertyId } from '../property/index.ts';

/** Rates from the property currency to its display currencies (the property currency itself at 1). */
export async function getExchangeRates(
  ctx: AppContext,
  query: CurrencyExchangeRateQuery,
): Promise<CurrencyExchangeRates> {
  const propertyId = await resolvePropertyId(ctx, query.propertyId);
  const all = await ctx.cache.getOrLoad(propertyId, 'exchangeRates', async () => {
    const property = await getPropertyRow(ctx, propertyId);
    const base = property.currency;
    const wanted = [...new Set([base, ...property.availableCurrencies])];
    const rows = await ctx.db
      .select()
      .from(exchangeRates)
      .where(inArray(exchangeRates.currency, wanted));
    const perUsd = new Map(rows.map((row) => [row.currency, row.unitsPerUsd]));
    const rates = wanted.flatMap((currency) => {
      const rate = rateBetween(perUsd, base, currency);
      return rate === null ? [] : [{ Currency: currency, Rate: rate }];
    });
    const ratesDate =
      rows
        .map((row) => row.ratesDate)
        .sort()
        .at(-1) ?? ctx.now().toISOString().slice(0, 10);
    return { BaseCurrency: base, RatesDate: ratesDate, Rates: rates };
  });
  return query.currency
    ? { ...all, Rates: all.Rates.filter((rate) => rate.Currency === query.currency) }
    : all;
}

/** Units of `currency` per unit of `base`, to eight significant digits (enough for NGN → GBP ≈0.0005 and GBP → NGN ≈1,960); null without both rates. */
function rateBetween(perUsd: ReadonlyMap<string, number>, base: string, currency: string) {
  if (currency === base) return 1;
  const basePerUsd = perUsd.get(base);
  const target = perUsd.get(currency);
  return basePerUsd && target ? Number((target / basePerUsd).toPrecision(8)) : null;
}

/**
 * A booking's total as the guest sees it in the currency they chose, converted as Rooms & Rates and
 * checkout convert it (its rooms' and extras' lines, when they make up the total); null when it is
 * the property's own currency or a rate is missing.
 */
export async function displayTotal(
  db: Executor,
  booking: {
    readonly totalCost: number;
    readonly currency: string;
    readonly displayCurrency: string | null;
  },
  rooms: readonly { item: { totalRoomCost: number }; extras: readonly { totalCost: number }[] }[],
): Promise<{ Currency: string; Amount: number } | null> {
  const { totalCost: amount, currency: base, displayCurrency: currency } = booking;
  if (!currency || currency === base) return null;
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, [base, currency]));
  const rate = rateBetween(
    new Map(rows.map((row) => [row.currency, row.unitsPerUsd])),
    base,
    currency,
  );
  if (rate === null) return null;
  const parts = rooms.flatMap((room) => [
    room.item.totalRoomCost,
    ...room.extras.map((extra) => extra.totalCost),
  ]);
  // A voucher or a kept cancellation fee is not one of the lines: the total is converted whole.
  const whole =
    roundMoney(
      parts.reduce((sum, part) => sum + part, 0),
      base,
    ) !== amount;
  return {
    Currency: currency,
    Amount: shownInCurrency(amount, rate, currency, whole ? [] : parts),
  };
}
