import { unpack, type Packed } from '../../site/packed-props.ts';
import RoomsAndRates, { type RoomsAndRatesProps } from './RoomsAndRates.tsx';

/** Rooms & Rates as the page hydrates it: its one prop names the page's block of its props (`pack`). */
export default function RoomsAndRatesIsland({ packed }: { packed: Packed<RoomsAndRatesProps> }) {
  return <RoomsAndRates {...unpack(packed)} />;
}
