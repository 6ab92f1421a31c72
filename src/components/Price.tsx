import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { formatMoney } from '../i18n/currency.ts';
import { $displayCurrency } from '../stores/currency.ts';

import { shownInCurrency, type ExchangeRates } from '../domain/shared/money.ts';

export type { ExchangeRates } from '../domain/shared/money.ts';

/**
 * Converts an amount in the property currency to the display currency, when a rate is known. A
 * total made of `parts` is shown as the sum of its parts as shown, so €163.68 + €163.68 never
 * reads €327.35.
 */
export function displayAmount(
  amount: number,
  exchange: ExchangeRates | null,
  currency: string,
  parts?: readonly number[],
): { amount: number; currency: string } {
  const rate = exchange?.rates[currency];
  if (!exchange || !rate || currency === exchange.base)
    return { amount, currency: exchange?.base ?? currency };
  return { amount: shownInCurrency(amount, rate, currency, parts), currency };
}

/**
 * The display currency the page's address asks for (`currency=`), for prices the server draws:
 * without the page's script they are what the guest reads, so they are in the chosen currency too.
 */
export const ShownCurrency = createContext('');

/**
 * A price in the guest's display currency. The server renders the currency the address asks for
 * (`ShownCurrency`), else the property's: a choice kept in the browser applies once the island
 * hydrates.
 */
export function Price({
  amount,
  currency,
  exchange,
  className,
  parts,
}: {
  amount: number;
  currency: string;
  exchange: ExchangeRates | null;
  className?: string;
  parts?: readonly number[];
}) {
  const asked = useContext(ShownCurrency);
  const chosen = useStore($displayCurrency, { ssr: () => asked });
  const shown = displayAmount(amount, exchange, chosen || currency, parts);
  return <span className={className}>{formatMoney(shown.amount, shown.currency)}</span>;
}
