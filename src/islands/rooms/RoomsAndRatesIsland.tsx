import { unpack, type Packed } from '../../site/packed-props.ts';
import RoomsAndRates, { type RoomsAndRatesProps } from './RoomsAndRates.tsx';

/** Rooms & Rates as the page hydrates it: its props arrive as one JSON string (`pack`). */
export default function RoomsAndRatesIsland({ packed }: { packed: Packed<RoomsAndRatesProps> }) {
  return <RoomsAndRates {...unpack(packed)} />;
}
