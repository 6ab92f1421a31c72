import './persistent-engine.ts';
import { persistentAtom } from '@nanostores/persistent';

/**
 * The currency a guest chose to see prices in ('' = the property's own). Display only: payment is
 * always taken in the property currency.
 */
export const $displayCurrency = persistentAtom<string>('stayfront.displayCurrency', '');

export function chooseDisplayCurrency(currency: string): void {
  $displayCurrency.set(currency);
}
