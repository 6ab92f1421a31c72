import { ShownCurrency } from '../../components/Price.tsx';
import RoomsAndRates, { type RoomsAndRatesProps } from './RoomsAndRates.tsx';

/**
 * Rooms & Rates as the page hydrates it; `currency` is the display currency the address asks for,
 * in which the server drew the prices.
 */
export default function RoomsAndRatesIsland({
  currency = '',
  ...props
}: RoomsAndRatesProps & { currency?: string | undefined }) {
  return (
    <ShownCurrency.Provider value={currency}>
      <RoomsAndRates {...props} />
    </ShownCurrency.Provider>
  );
}
