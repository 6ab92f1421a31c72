import { inArray } from 'drizzle-orm';
import type {
  CurrencyExchangeRateQuery,
  CurrencyExchangeRates,
} from '../../../api/contract/currency-exchange-rate.ts';
import type { AppContext } from '../../context.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { getPropertyRow, resolvePropertyId } from '../property/property.ts';

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
    const basePerUsd = perUsd.get(base);
    const rates = wanted.flatMap((currency) => {
      if (currency === base) return [{ Currency: currency, Rate: 1 }];
      const target = perUsd.get(currency);
      return basePerUsd && target
        ? [{ Currency: currency, Rate: roundRate(target / basePerUsd) }]
        : [];
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

/** Eight significant digits: enough for NGN → GBP (≈0.0005) and for GBP → NGN (≈1,960). */
function roundRate(rate: number): number {
  return Number(rate.toPrecision(8));
}
