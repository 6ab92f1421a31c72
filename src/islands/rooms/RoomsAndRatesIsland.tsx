import { ShownCurrency } from '../../components/Price.tsx';
import { unpack, type Packed } from '../../site/packed-props.ts';
import RoomsAndRates, { type RoomsAndRatesProps } from './RoomsAndRates.tsx';

/**
 * Rooms & Rates as the page hydrates it: its one prop names the page's block of its props (`pack`);
 * `currency` is the display currency the address asks for, in which the server drew the prices.
 */
export default function RoomsAndRatesIsland({
  packed,
  currency = '',
}: {
  packed: Packed<RoomsAndRatesProps>;
  currency?: string | undefined;
}) {
  return (
    <ShownCurrency.Provider value={currency}>
      <RoomsAndRates {...unpack(packed)} />
    </ShownCurrency.Provider>
  );
}
