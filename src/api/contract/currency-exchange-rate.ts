import * as v from 'valibot';
import { CurrencyCodeSchema, EntityRefSchema, IsoDateSchema } from './common.ts';

/**
 * GET /api/CurrencyExchangeRate?propertyId=&currency=
 * Decision (query not shown in the spec): `propertyId` (code or numeric id) is required; `currency`
 * narrows the answer to one display currency.
 */
export const CurrencyExchangeRateQuerySchema = v.object({
  propertyId: EntityRefSchema,
  currency: v.optional(CurrencyCodeSchema),
});
export type CurrencyExchangeRateQuery = v.InferOutput<typeof CurrencyExchangeRateQuerySchema>;

/** `1 BaseCurrency = Rate Currency`. */
export const CurrencyExchangeRateSchema = v.object({
  Currency: CurrencyCodeSchema,
  Rate: v.pipe(v.number(), v.gtValue(0)),
});
export type CurrencyExchangeRate = v.InferOutput<typeof CurrencyExchangeRateSchema>;

/**
 * Rates from the property currency to each of its AvailableCurrencies (the property currency itself at 1),
 * in AvailableCurrencies order. A display currency without a known rate is left out.
 */
export const CurrencyExchangeRatesSchema = v.object({
  BaseCurrency: CurrencyCodeSchema,
  /** Day the rates were last updated. */
  RatesDate: IsoDateSchema,
  Rates: v.array(CurrencyExchangeRateSchema),
});
export type CurrencyExchangeRates = v.InferOutput<typeof CurrencyExchangeRatesSchema>;
