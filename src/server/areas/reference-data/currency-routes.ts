import {
  CurrencyExchangeRateQuerySchema,
  CurrencyExchangeRatesSchema,
} from '../../../api/contract/currency-exchange-rate.ts';
import { defineRoute } from '../../http/route.ts';
import { getExchangeRates } from './currency-exchange-rate.ts';

export const currencyExchangeRateRoutes = [
  defineRoute({
    method: 'GET',
    path: '/CurrencyExchangeRate',
    tag: 'CurrencyExchangeRate',
    summary: "Rates from the property's currency to its display currencies.",
    query: CurrencyExchangeRateQuerySchema,
    response: CurrencyExchangeRatesSchema,
    errors: [404],
    handle: ({ query, ctx }) => getExchangeRates(ctx, query),
  }),
];
